import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Image } from '@sitewright/model';
import { createImageFixture, createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../render/render-site.ts';
import { sharedOrigin } from '../render/testing.ts';
import { renderContext } from '../render-context.ts';
import { Picture } from './picture.tsx';
import { type PublishedImage, publishedImageSource } from './published-image.ts';

/** What the publisher makes of a 1600 px photo: root-relative renditions on the sites origin. */
function renditions(url: string, widths = [480, 960, 1600]): PublishedImage {
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 32);
  const at = (ext: string) => widths.map((width) => ({ url: `/_media/${hash}/${width}.${ext}`, width }));
  return { width: 1600, height: 1200, avif: at('avif'), webp: at('webp'), fallback: at('jpg') };
}

/** Every picture of a document, as the publisher finds them. */
function imagesOf(value: unknown, found: Image[] = []): Image[] {
  if (Array.isArray(value)) for (const item of value) imagesOf(item, found);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.provider === 'string' && Array.isArray(record.urls))
      found.push(record as unknown as Image);
    else for (const child of Object.values(record)) imagesOf(child, found);
  }
  return found;
}

const photo = createImageFixture({ provider: 'Pexels', description: 'A plumber at work' });
const render = (props: Partial<Parameters<typeof Picture>[0]>) => {
  const ctx = renderContext(createWebsiteFixture(), {
    ...sharedOrigin,
    images: new Map([[publishedImageSource(photo), renditions(publishedImageSource(photo))]]),
  });
  return renderToStaticMarkup(createElement(Picture, { image: photo, ctx, ...props }));
};

describe('Picture with published renditions', () => {
  it('writes <picture>: AVIF then WebP candidates, a JPEG <img> with its size, lazy below the fold', () => {
    const html = render({ sizes: '50vw' });
    const hash = /\/_media\/([0-9a-f]{32})\//.exec(html)?.[1];
    expect(html).toBe(
      `<div class="sw-picture sw-fit-cover"><picture>` +
        `<source type="image/avif" srcSet="/_media/${hash}/480.avif 480w,/_media/${hash}/960.avif 960w,/_media/${hash}/1600.avif 1600w" sizes="50vw"/>` +
        `<source type="image/webp" srcSet="/_media/${hash}/480.webp 480w,/_media/${hash}/960.webp 960w,/_media/${hash}/1600.webp 1600w" sizes="50vw"/>` +
        `<img src="/_media/${hash}/960.jpg" width="1600" height="1200" alt="A plumber at work" loading="lazy" decoding="async"/>` +
        `</picture></div>`,
    );
  });

  it('loads the main image eagerly with fetchpriority="high"', () => {
    expect(render({ priority: true })).toContain('loading="eager" decoding="async" fetchPriority="high"');
  });

  it('keeps the document addresses when the build has no renditions (the designer preview)', () => {
    const ctx = renderContext(createWebsiteFixture(), sharedOrigin);
    const html = renderToStaticMarkup(createElement(Picture, { image: photo, ctx }));
    expect(html).not.toContain('<picture>');
    expect(html).toContain(`src="${photo.urls.find((u) => u.type === 'regular')?.url}"`);
  });
});

describe('Picture in a frame of another aspect (fit cover, the cropper at rest)', () => {
  const crop = (url: string): PublishedImage => ({
    width: 1200,
    height: 900,
    avif: [{ url: `${url}.avif`, width: 1200 }],
    webp: [{ url: `${url}.webp`, width: 1200 }],
    fallback: [{ url: `${url}.jpg`, width: 1200 }],
  });
  const framed = (image: Image, published: PublishedImage) =>
    renderToStaticMarkup(
      createElement(Picture, {
        image,
        ctx: renderContext(createWebsiteFixture(), {
          ...sharedOrigin,
          images: new Map([[publishedImageSource(image), published]]),
        }),
      }),
    );

  it("shows the crop to the frame's aspect when the build has it, and asks for it when not", () => {
    const portrait = { ...renditions('p'), width: 1200, height: 1600 };
    const image = { ...photo, frame: 'Landscape' as const, fit: 'cover' as const };
    const cropped = framed(image, { ...portrait, frames: { '4x3': crop('/crop-4x3') } });
    expect(cropped).toContain('<img src="/crop-4x3.jpg" width="1200" height="900"');
    expect(cropped).toContain('srcSet="/crop-4x3.avif 1200w"');
    const asked: string[] = [];
    const whole = framed(image, { ...portrait, wantFrame: (aspect) => asked.push(aspect) });
    expect(whole).toContain('width="1200" height="1600"');
    expect(asked).toEqual(['4x3']);
    // Within 5 % of the frame (1600 × 1200 is 4:3), with effects, or fit contain: the whole picture.
    asked.length = 0;
    const want = (aspect: string) => asked.push(aspect);
    framed(image, { ...renditions('l'), wantFrame: want });
    framed(
      { ...image, effects: { translateX: 0, translateY: 0, width: 100, zoom: 1.5, rotation: 0 } },
      {
        ...portrait,
        wantFrame: want,
      },
    );
    framed({ ...image, fit: 'contain' }, { ...portrait, wantFrame: want });
    framed({ ...image, frame: 'Square' }, { ...portrait, wantFrame: want });
    expect(asked).toEqual(['1x1']);
  });
});

describe('the logo, the browser icon and the share image of a published page', () => {
  it('come from the renditions: <picture> logo, the icon and og:image on the sites origin', async () => {
    const logo = createImageFixture({
      provider: 'Custom',
      urls: [{ type: 'full', url: 'http://api.test/api/uploads/w/logo.png' }],
    });
    const icon = createImageFixture({
      provider: 'Custom',
      urls: [{ type: 'full', url: 'http://api.test/api/uploads/w/icon.png' }],
    });
    const base = createWebsiteFixture();
    const website = {
      ...base,
      websiteSettings: { ...base.websiteSettings, logo, favIcon: icon },
      sections: base.sections.map((s) => (s.type === 'Header' ? { ...s, logoType: 'Image' as const } : s)),
    };
    const images = new Map(
      [logo, icon].map((i) => [publishedImageSource(i), renditions(publishedImageSource(i))]),
    );
    const site = await renderSite(website, { ...sharedOrigin, images });
    const html = site.files.find((f) => f.path === 'index.html')?.contents.toString() ?? '';
    const logoHash = /\/_media\/([0-9a-f]{32})\//.exec(
      renditions('http://api.test/api/uploads/w/logo.png').fallback[0]!.url,
    )?.[1];
    const iconHash = /\/_media\/([0-9a-f]{32})\//.exec(
      renditions('http://api.test/api/uploads/w/icon.png').fallback[0]!.url,
    )?.[1];
    expect(html).toContain(`<link rel="icon" href="/_media/${iconHash}/480.jpg"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3001/_media/${logoHash}/1600.jpg"/>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<a class="sw-header__logo" href="/rosa/"><picture><source type="image/avif" srcSet="/_media/${logoHash}/480.avif 480w,[^"]*" sizes="240px"/>`,
      ),
    );
    expect(html).toContain(
      `<img src="/_media/${logoHash}/960.jpg" width="1600" height="1200" alt="${website.websiteSettings.businessName}" loading="eager"`,
    );
    expect(html).not.toContain('api.test');
  });
});

describe('a published page with every picture as renditions', () => {
  it('keeps the full 17-section fixture within one TCP initial window: ≤ 14 KB gzip of HTML + CSS + JS', async () => {
    // The fixture of render-site.test.ts's budget, every picture as the publisher shows it.
    const website = fullWebsiteFixture();
    const images = new Map(
      imagesOf(website).map((image) => [
        publishedImageSource(image),
        renditions(publishedImageSource(image)),
      ]),
    );
    const site = await renderSite(website, { ...sharedOrigin, images });
    const html = site.files.find((f) => f.path === 'index.html')?.contents.toString() ?? '';
    expect(html).toContain('<picture>');
    expect(html).not.toMatch(/<img(?![^>]*width=)[^>]*>/);
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    const gz = (re: RegExp) =>
      site.files
        .filter((f) => re.test(f.path))
        .reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
    const sizes = { html: gz(/\.html$/), css: gz(/\.css$/), js: gz(/\.js$/) };
    const total = sizes.html + sizes.css + sizes.js;
    console.info(
      `first visit with ${images.size} published pictures, gzip bytes: ${JSON.stringify(sizes)} = ${total}`,
    );
    expect(total).toBeLessThanOrEqual(14 * 1024);
  });
});
