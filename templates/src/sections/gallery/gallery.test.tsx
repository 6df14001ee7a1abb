import type { SectionOf, Website } from '@sitewright/model';
import { createImageFixture, createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { galleryTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const galleryOf = (website: Website) =>
  website.sections.find((s): s is SectionOf<'Gallery'> => s.type === 'Gallery')!;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const website = fullWebsiteFixture();
const ctx = renderContext(website, options);
const full = galleryOf(website);

function render(section: SectionOf<'Gallery'>) {
  const { Component } = galleryTemplate;
  const html = renderToStaticMarkup(<Component section={section} ctx={ctx} />);
  // The full fixture's theme has a background image; keep only the gallery's own content.
  return html.slice(html.indexOf('sw-section__inner'));
}

describe('gallery template', () => {
  const carousel = render(full);

  it('renders all 10 images (spec §9) as captioned figures with alt text, under an h2', () => {
    expect(full.items).toHaveLength(10);
    expect(count(carousel, /<figure class="sw-gallery__figure">/g)).toBe(10);
    expect(count(carousel, /<figcaption class="sw-gallery__caption">/g)).toBe(10);
    expect(count(carousel, /<img [^>]*alt="[^"]+"/g)).toBe(10);
    expect(carousel).toContain(`<h2 id="gallery-1-heading" class="sw-gallery__heading">${full.heading}</h2>`);
    expect(carousel).not.toContain('<h1');
  });

  it('layout Carousel: a focusable, labelled track of slides with hidden prev/next buttons and a live region', () => {
    expect(carousel).toContain('<div class="sw-gallery__carousel" data-sw-carousel="">');
    expect(carousel).toContain(
      '<ul class="sw-gallery__track" id="gallery-1-track" tabindex="0" data-sw-carousel-track="" aria-labelledby="gallery-1-heading">',
    );
    expect(count(carousel, /<li class="sw-gallery__item" data-sw-slide="">/g)).toBe(10);
    expect(carousel).toMatch(
      /<button type="button" class="sw-button sw-button--outlined sw-gallery__prev" aria-controls="gallery-1-track" aria-label="Previous image" data-sw-carousel-prev="" hidden="">/,
    );
    expect(carousel).toMatch(
      /<button type="button" class="sw-button sw-button--outlined sw-gallery__next" aria-controls="gallery-1-track" aria-label="Next image" data-sw-carousel-next="" hidden="">/,
    );
    expect(carousel).toContain(
      '<p class="sw-visually-hidden" aria-live="polite" data-sw-carousel-status=""></p>',
    );
    expect(galleryTemplate.scripts?.(full, ctx)).toEqual(['carousel']);
  });

  it('layout Grid: a grid of the same figures, no carousel hooks and no script', () => {
    const grid = render({ ...full, layout: 'Grid' });
    expect(grid).toContain('<ul class="sw-gallery__grid">');
    expect(count(grid, /<figure /g)).toBe(10);
    expect(grid).not.toMatch(/data-sw-|<button/);
    expect(galleryTemplate.scripts?.({ ...full, layout: 'Grid' }, ctx)).toEqual([]);
  });

  it('a one-image carousel has nothing to move: no buttons, no script', () => {
    const one = { ...full, items: full.items.slice(0, 1) };
    expect(render(one)).not.toContain('<button');
    expect(galleryTemplate.scripts?.(one, ctx)).toEqual([]);
  });

  it('labels the track "Gallery" when there is no heading, and leaves out empty captions', () => {
    const minimal = galleryOf(createWebsiteFixture());
    const image = createImageFixture();
    const out = render({
      ...minimal,
      heading: '',
      layout: 'Carousel',
      items: [
        { id: 'a', image },
        { id: 'b', image, caption: ' ' },
      ],
    });
    expect(out).toContain('aria-label="Gallery"');
    expect(out).not.toContain('<h2');
    expect(out).not.toContain('<figcaption');
    expect(out).toContain(`alt="${image.description}"`);
  });

  it('escapes heading and captions', () => {
    const evil = '<script>alert(1)</script>';
    const out = render({
      ...full,
      heading: evil,
      items: [{ id: 'a', image: createImageFixture(), caption: evil }],
    });
    expect(out).not.toContain('<script>');
    expect(count(out, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toBe(2);
  });
});
