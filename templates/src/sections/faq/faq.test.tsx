import type { SectionOf } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { faqTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'FAQ'> => s.type === 'FAQ')!;
const render = (section: SectionOf<'FAQ'>) =>
  renderToStaticMarkup(<faqTemplate.Component section={section} ctx={ctx} />);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const item = { id: 'q1', question: 'Do you deliver?', answer: 'Yes, within Austin.' };

describe('FAQ section', () => {
  it('renders all 24 questions of the full fixture as native disclosures with their buttons', () => {
    const html = render(full);
    expect(full.items).toHaveLength(24);
    expect(count(html, /<details class="sw-faq__item">/g)).toBe(24);
    expect(count(html, /<summary class="sw-faq__question">/g)).toBe(24);
    expect(count(html, /href="#contact-1"/g)).toBe(24);
    expect(html).toContain(`<summary class="sw-faq__question">${full.items[0]!.question}</summary>`);
    expect(html).toContain(full.items[0]!.answer);
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('<script');
  });

  it('honours the layout: Sidebar puts the heading in a sidebar column, List above the questions', () => {
    const sidebar = render({ ...full, layout: 'Sidebar' });
    expect(sidebar).toContain('sw-faq__layout sw-faq__layout--sidebar');
    expect(sidebar).toMatch(/<div class="sw-faq__sidebar"><h2 /);
    const list = render({ ...full, layout: 'List' });
    expect(list).toContain('sw-faq__layout sw-faq__layout--list');
    expect(list).not.toContain('sw-faq__sidebar');
    expect(list).toMatch(/sw-faq__layout--list"><h2 /);
  });

  it('renders the button only when an item has one', () => {
    const html = render({ id: 'faq', type: 'FAQ', heading: 'Questions', layout: 'List', items: [item] });
    expect(html).toContain('<details class="sw-faq__item"><summary class="sw-faq__question">Do you deliver?');
    expect(html).toContain('<p>Yes, within Austin.</p>');
    expect(html).not.toMatch(/sw-button|<a /);
  });

  it('renders a minimal section without an empty heading or list', () => {
    const html = render({ id: 'faq', type: 'FAQ', heading: '', layout: 'List', items: [] });
    expect(html).not.toMatch(/<h2|<details|sw-faq__items|aria-labelledby/);
  });

  it('escapes text', () => {
    const html = render({
      ...full,
      heading: '<i>h</i>',
      items: [{ id: 'x', question: '<script>alert(1)</script>', answer: '</details><b>' }],
    });
    expect(html).not.toMatch(/<script|<i>|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;/details&gt;&lt;b&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = faqTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-faq(__|--|[\s.[:]|$)/);
    expect(faqTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
