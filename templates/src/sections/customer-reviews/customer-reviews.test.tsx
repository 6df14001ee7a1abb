import type { SectionOf } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { customerReviewsTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'CustomerReviews'> => s.type === 'CustomerReviews')!;
const render = (section: SectionOf<'CustomerReviews'>) =>
  renderToStaticMarkup(<customerReviewsTemplate.Component section={section} ctx={ctx} />);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('Customer Reviews section', () => {
  it('renders all 6 reviews (§9 Max reviews) as figures with a blockquote, name and location', () => {
    const html = render(full);
    expect(full.reviews).toHaveLength(6);
    expect(count(html, /<figure/g)).toBe(6);
    expect(count(html, /<blockquote>/g)).toBe(6);
    expect(count(html, /class="sw-customer-reviews__author">/g)).toBe(6);
    expect(count(html, /class="sw-customer-reviews__location">/g)).toBe(6);
    const first = full.reviews[0]!;
    expect(html).toContain(first.paragraph);
    expect(html).toContain(`>${first.authorName}<`);
    expect(html).toContain(`>${first.authorLocation}<`);
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).not.toContain('<h1');
  });

  it('keeps each review in order with its own author', () => {
    const reviews = ['A', 'B', 'C'].map((n) => ({
      id: n,
      paragraph: `Words of ${n}`,
      authorName: `Name ${n}`,
      authorLocation: `Town ${n}`,
    }));
    const html = render({ ...full, reviews });
    expect(html.indexOf('Words of A')).toBeLessThan(html.indexOf('Name A'));
    expect(html.indexOf('Name A')).toBeLessThan(html.indexOf('Words of B'));
    expect(html.indexOf('Town B')).toBeLessThan(html.indexOf('Words of C'));
  });

  it('renders a minimal section: no list, no empty heading, no empty caption', () => {
    const empty = render({ id: 'reviews', type: 'CustomerReviews', heading: '', reviews: [] });
    expect(empty).not.toMatch(/<ul|<h2|aria-labelledby/);
    const anonymous = render({
      id: 'reviews',
      type: 'CustomerReviews',
      heading: 'Kind words',
      reviews: [{ id: 'r', paragraph: 'Lovely bread.', authorName: '', authorLocation: '' }],
    });
    expect(anonymous).toContain('Lovely bread.');
    expect(anonymous).not.toContain('<figcaption');
  });

  it('escapes text', () => {
    const html = render({
      ...full,
      heading: '<script>alert(1)</script>',
      reviews: [
        { id: 'r', paragraph: '<img src=x onerror=alert(1)>', authorName: '<b>', authorLocation: '"&' },
      ],
    });
    expect(html).not.toMatch(/<script|<img src=x|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&amp;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = customerReviewsTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-customer-reviews(__|--|[\s.[:]|$)/);
    expect(customerReviewsTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
