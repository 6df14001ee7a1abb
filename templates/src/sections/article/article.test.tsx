import type { SectionOf } from '@sitewright/model';
import { createImageFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { articleTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'Article'> => s.type === 'Article')!;
const render = (section: SectionOf<'Article'>) =>
  renderToStaticMarkup(<articleTemplate.Component section={section} ctx={ctx} />);
/** The section without the theme's background image, so only the article's own image is counted. */
const inner = (html: string) => html.slice(html.indexOf('sw-section__inner'));

describe('Article section', () => {
  it('renders the full fixture: h2 heading, all 5000 characters of content, and the image with its alt text', () => {
    const html = render(full);
    expect(html).toContain(`<h2 id="${full.id}-heading" class="sw-article__heading">${full.heading}</h2>`);
    expect(html).toContain(full.content);
    expect(inner(html)).toContain(`alt="${full.image!.description}"`);
    expect(html).toContain('sw-article__layout--image');
    expect(html).not.toContain('<h1');
  });

  it('splits content into paragraphs at blank lines and keeps line breaks', () => {
    const html = render({ ...full, content: 'First one.\n\nSecond\nline two.' });
    expect(html).toContain('<p>First one.</p><p>Second<br/>line two.</p>');
  });

  it('renders without an image or heading', () => {
    const html = render({ id: 'article-1', type: 'Article', heading: '', content: 'Just text.' });
    expect(inner(html)).not.toContain('<img');
    expect(html).not.toMatch(/<h2|aria-labelledby|sw-article__layout--image/);
    expect(html).toContain('<p>Just text.</p>');
  });

  it('uses the image description as alt text', () => {
    const image = createImageFixture({ description: 'Fresh loaves on the counter' });
    expect(inner(render({ ...full, image }))).toContain('alt="Fresh loaves on the counter"');
  });

  it('escapes text', () => {
    const html = render({ ...full, heading: '<script>x</script>', content: '<iframe src=evil>' });
    expect(html).not.toMatch(/<script|<iframe/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;iframe src=evil&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = articleTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-article(__|--|[\s.[:]|$)/);
    expect(articleTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
