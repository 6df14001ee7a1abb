import type { LogoItem, SectionOf } from '@sitewright/model';
import { createImageFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { logoGridTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'LogoGrid'> => s.type === 'LogoGrid')!;
const render = (section: SectionOf<'LogoGrid'>) =>
  renderToStaticMarkup(<logoGridTemplate.Component section={section} ctx={ctx} />);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const minimal = (logos: LogoItem[]): SectionOf<'LogoGrid'> => ({
  id: 'logos',
  type: 'LogoGrid',
  heading: '',
  body: '',
  logos,
});

describe('Logo Grid section', () => {
  it('renders all 10 logos of the full fixture, text and image, each with its link', () => {
    const html = render(full);
    expect(full.logos).toHaveLength(10);
    expect(count(html, /<li class="sw-logo-grid__item/g)).toBe(10);
    expect(count(html, /sw-logo-grid__item--text/g)).toBe(5);
    expect(count(html, /sw-logo-grid__item--image/g)).toBe(5);
    expect(count(html, /<a class="sw-link sw-logo-grid__link"/g)).toBe(10);
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).toContain(full.body);
    expect(html).not.toContain('<h1');
  });

  it('honours the logo type: Text shows the name, Image shows the picture with its description', () => {
    const text = render(minimal([{ id: 'a', type: 'Text', text: 'Austin Bakers Guild' }]));
    expect(text).toContain('<span class="sw-logo-grid__text">Austin Bakers Guild</span>');
    expect(text.slice(text.indexOf('sw-logo-grid__list'))).not.toContain('<img');
    const image = createImageFixture({ description: 'Austin Bakers Guild logo' });
    const pictured = render(minimal([{ id: 'b', type: 'Image', image }]));
    expect(pictured).toMatch(/sw-logo-grid__image[^>]*><img[^>]*alt="Austin Bakers Guild logo"/);
    expect(pictured).not.toContain('sw-logo-grid__text');
  });

  it('links a logo only when it has a link, and names an image link that has no description', () => {
    const unlinked = render(minimal([{ id: 'a', type: 'Text', text: 'Guild' }]));
    expect(unlinked).not.toContain('<a ');
    const image = createImageFixture({ description: '' });
    const linked = render(
      minimal([
        {
          id: 'b',
          type: 'Image',
          image,
          link: {
            type: 'Web',
            label: 'Guild website',
            url: 'https://guild.example',
            acceptanceState: 'Safe',
            buttonStyle: 'solid',
            buttonSize: 'Medium',
          },
        },
      ]),
    );
    expect(linked).toMatch(/<a [^>]*href="https:\/\/guild\.example"[^>]*rel="noopener noreferrer"/);
    expect(linked).toContain('<span class="sw-visually-hidden">Guild website</span>');
    const noTarget = render(
      minimal([
        {
          id: 'c',
          type: 'Image',
          image,
          link: { type: 'None', label: 'x', buttonStyle: 'solid', buttonSize: 'Medium' },
        },
      ]),
    );
    expect(noTarget).not.toMatch(/<a |<span class="sw-link/);
  });

  it('renders a minimal section without empty heading, body or list', () => {
    expect(render(minimal([]))).not.toMatch(/<h2|<p|<ul|aria-labelledby/);
  });

  it('escapes text', () => {
    const html = render({
      ...minimal([{ id: 'a', type: 'Text', text: '<script>x</script>' }]),
      heading: '<em>h</em>',
      body: '<b>b</b>',
    });
    expect(html).not.toMatch(/<script|<em>|<b>/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = logoGridTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-logo-grid(__|--|[\s.[:]|$)/);
    expect(logoGridTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
