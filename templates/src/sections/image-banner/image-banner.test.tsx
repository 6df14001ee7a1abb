import { imageBanner, type SectionOf, type Website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { imageBannerTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const bannersOf = (website: Website) =>
  website.sections.filter((s): s is SectionOf<'ImageBanner'> => s.type === 'ImageBanner');
const full = bannersOf(fullWebsiteFixture())[0]!;
const minimal = bannersOf(createWebsiteFixture())[0]!;

function render(section: SectionOf<'ImageBanner'>, mode: 'publish' | 'preview' = 'publish') {
  const { Component } = imageBannerTemplate;
  return renderToStaticMarkup(
    <Component section={section} ctx={renderContext(createWebsiteFixture(), { ...options, mode })} />,
  );
}

describe('image banner template', () => {
  const html = render(full);

  it("uses the section's height (spec §9, 640 here) and overlay (0.8 here)", () => {
    expect(full.height).toBe(640);
    expect(full.overlay).toBe(0.8);
    expect(html).toContain('<div class="sw-image-banner__content" style="min-height:640px">');
    expect(html).toContain('<div class="sw-image-banner__overlay" style="opacity:0.8"></div>');
  });

  it.each([
    [imageBanner.minHeight, 0],
    [imageBanner.defaultHeight, 0.2],
    [455, 0.37],
  ])('renders height %ipx and overlay %f as given', (height, overlay) => {
    const out = render({ ...full, height, overlay });
    expect(out).toContain(`style="min-height:${height}px"`);
    expect(out).toContain(`style="opacity:${overlay}"`);
  });

  it('starts at the default 320 px and 0.2 overlay (spec §9), kept in the preview while no picture is chosen', () => {
    const out = render(minimal, 'preview');
    expect(out).toContain('style="min-height:320px"');
    expect(minimal.image).toBeNull();
    expect(out).not.toContain('sw-image-banner__overlay');
    expect(render({ ...minimal, image: full.image })).toContain('style="min-height:320px"');
  });

  it('published without a picture, drops the height: a short band with the text, not a tall empty block', () => {
    expect(render(minimal)).toBe(
      '<section id="image-banner-1" class="sw-section sw-image-banner sw-align-left"><div class="sw-section__inner">' +
        '<div class="sw-image-banner__content"><p class="sw-image-banner__text">Proudly serving Austin, TX</p></div></div></section>',
    );
  });

  it('shows the image with its alt text, the text and the button', () => {
    expect(html).toMatch(new RegExp(`<img [^>]*alt="${full.image!.description}"`));
    expect(html).toContain(`<p class="sw-image-banner__text">${full.text}</p>`);
    expect(html).toMatch(
      /<a class="sw-button sw-button--outlined sw-button--large" href="mailto:[^"]+@example.com">/,
    );
    expect(render({ ...full, button: undefined })).not.toContain('<a ');
  });

  it('has no heading (only the Introduction has h1) and no dangling label', () => {
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).not.toContain('aria-labelledby');
  });

  it('escapes the text', () => {
    const out = render({ ...minimal, text: '<script>alert(1)</script>' });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
