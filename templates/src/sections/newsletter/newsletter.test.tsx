import type { SectionOf } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { newsletterTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'Newsletter'> => s.type === 'Newsletter')!;
const minimal: SectionOf<'Newsletter'> = {
  id: 'news',
  type: 'Newsletter',
  heading: '',
  body: '',
  fieldLabel: 'Your email address',
  button: { label: 'Subscribe', buttonStyle: 'solid', buttonSize: 'Medium' },
};
const render = (section: SectionOf<'Newsletter'>) =>
  renderToStaticMarkup(<newsletterTemplate.Component section={section} ctx={ctx} />);
const tagWith = (html: string, attribute: string) => {
  const tags = html.split('<').filter((t) => t.includes(attribute));
  expect(tags).toHaveLength(1);
  return `<${tags[0]}`;
};

describe('Newsletter section', () => {
  it('renders the full fixture: heading, body, labelled e-mail field, button, hooks for the newsletter script', () => {
    const html = render(full);
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).toContain(full.body);
    expect(html).toContain(
      `<label for="${full.id}-email" class="sw-newsletter__label">${full.fieldLabel}</label>`,
    );
    const form = tagWith(html, 'data-sw-form="newsletter"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/_forms/website-full/newsletter"');
    expect(form).toContain('data-sw-msg-email="Please enter a valid email address"');
    expect(form).toContain('data-sw-msg-failed="Sorry, we could not sign you up. Please try again."');
    const input = tagWith(html, 'name="email"');
    expect(input).toMatch(/^<input /);
    for (const attr of [`id="${full.id}-email"`, 'type="email"', 'required=""', 'data-sw-validate="email"']) {
      expect(input).toContain(attr);
    }
    expect(input).toContain(`aria-describedby="${full.id}-email-error"`);
    expect(html).toContain(`<p id="${full.id}-email-error" data-sw-error-for="email" hidden="">`);
    expect(html).toMatch(
      /<button type="submit" class="sw-button sw-button--outlined sw-button--large">Book /,
    );
    expect(html).toContain('data-sw-status="" role="status"');
    expect(html).toMatch(/<p data-sw-success="" hidden="">[^<]+<\/p>/);
    expect(html).not.toContain('<h1');
    expect(newsletterTemplate.scripts?.(full, ctx)).toEqual(['newsletter']);
  });

  it('labels every field and hides a honeypot from people and assistive technology', () => {
    const html = render(minimal);
    const ids = [...html.matchAll(/<input [^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['news-email', 'news-hp']);
    for (const id of ids) expect(html).toContain(`<label for="${id}"`);
    const honeypot = tagWith(html, 'name="company_website"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autoComplete="off"');
    expect(html).toMatch(/<div class="sw-visually-hidden" aria-hidden="true"><label for="news-hp">/);
  });

  it('renders a minimal section without an empty heading or body', () => {
    const html = render(minimal);
    expect(html).not.toMatch(/<h2|aria-labelledby/);
    expect(html.indexOf('<p')).toBeGreaterThan(html.indexOf('<form'));
    expect(html).toContain('>Subscribe</button>');
  });

  it('escapes text', () => {
    const html = render({
      ...minimal,
      heading: '<script>x</script>',
      body: '<b>',
      fieldLabel: '<i>',
      button: { ...minimal.button, label: '</button><img>' },
    });
    expect(html).not.toMatch(/<script|<b>|<i>|<img>/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;/button&gt;&lt;img&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = newsletterTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-newsletter(__|--|[\s.[:]|$)/);
    expect(newsletterTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
