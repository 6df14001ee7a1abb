import { createDefaultWebsite, type Image, placeholderImageUrl, type Website } from '@sitewright/model';
import { createImageFixture, fixtureNow, fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { withoutStandIns } from '../page/stand-ins.ts';
import { renderPage, renderSite } from './render-site.ts';
import { pageOf, sharedOrigin } from './testing.ts';

/** The generator's stand-in, as it stores it in a draft. */
const standIn = (): Image => ({
  provider: 'Custom',
  description: 'Placeholder picture: replace it with a photo of your work',
  tags: ['placeholder'],
  urls: [{ type: 'regular', url: placeholderImageUrl }],
  fit: 'cover',
});

/** A plumber in Austin created with no image source: every picture slot holds the stand-in. */
const plumber = (): Website =>
  createDefaultWebsite({
    id: 'website-plumber',
    userId: 'user-1',
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    location: 'Austin',
    sectionTypes: ['Introduction', 'Services', 'Gallery', 'ImageBanner', 'Contact'],
    contact: { phone: '+1 512 555 0199' },
    images: Array.from({ length: 12 }, standIn),
    now: fixtureNow,
  });

/** Every image anywhere in a document replaced by the stand-in (a deep walk: no section type is missed). */
function everyImageStandIn<T>(value: T): T {
  if (Array.isArray(value)) return value.map(everyImageStandIn) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.urls) && typeof record.provider === 'string') return standIn() as T;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, everyImageStandIn(v)])) as T;
}

const allText = (files: { contents: Uint8Array }[]) =>
  files.map((f) => new TextDecoder().decode(f.contents)).join('\n');

describe('stand-in pictures on the published page', () => {
  it('the plumber: no stand-in, no "Our work" over nothing, and the Austin banner reads as a short band', async () => {
    const site = await renderSite(plumber(), sharedOrigin);
    const html = pageOf(site);
    expect(allText(site.files)).not.toContain('data:image/svg+xml');
    expect(html).not.toContain('data:image');
    expect(html).not.toMatch(/<img [^>]*src="data:/);
    expect(html).not.toContain('Our work');
    expect(html).not.toContain('sw-gallery');
    // The introduction renders as text only: no picture, no empty frame.
    expect(html).toContain('sw-introduction__layout--text');
    expect(html).not.toContain('sw-introduction__backdrop');
    // The banner keeps its line but not the 320 px of a picture that is not there.
    expect(html).toContain(
      '<div class="sw-image-banner__content"><p class="sw-image-banner__text">Proudly serving Austin</p>',
    );
    expect(html).not.toContain('min-height:320px');
    expect(html).not.toContain('sw-picture');
  });

  it('the same document in the preview still shows every stand-in, the gallery and the banner height', () => {
    const html = renderPage(plumber(), { ...sharedOrigin, mode: 'preview' });
    expect(html.split(`src="${placeholderImageUrl}"`).length - 1).toBeGreaterThanOrEqual(5);
    expect(html).toContain('>Our work</h2>');
    expect(html).toContain('min-height:320px');
  });

  it('every picture of every section type as a stand-in (the full fixture): none published, all previewed', async () => {
    const full = everyImageStandIn(fullWebsiteFixture());
    const site = await renderSite(full, sharedOrigin);
    const html = pageOf(site);
    expect(allText(site.files)).not.toContain('data:image/svg+xml');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('"image"');
    expect(html).not.toContain('sw-bg-image');
    expect(html).not.toContain('sw-gallery');
    // The Logo Grid keeps its heading, text and text logos; only image logos go.
    expect(html).toContain('sw-logo-grid__item--text');
    expect(html).not.toContain('sw-logo-grid__item--image');
    expect(html).not.toMatch(/<h2[^>]*><\/h2>/);

    const preview = renderPage(full, { ...sharedOrigin, mode: 'preview' });
    expect(preview).toContain(`src="${placeholderImageUrl}"`);
    expect(preview).toContain('sw-gallery__figure');
  });

  it('keeps the real pictures of a gallery and drops only the stand-ins', async () => {
    const doc = plumber();
    const real = createImageFixture({ description: 'A new copper pipe under a kitchen sink' });
    const sections = doc.sections.map((s) =>
      s.type === 'Gallery' ? { ...s, items: [{ ...s.items[0]!, image: real }, ...s.items.slice(1)] } : s,
    );
    const html = pageOf(await renderSite({ ...doc, sections }, sharedOrigin));
    expect(html.match(/<figure class="sw-gallery__figure">/g)).toHaveLength(1);
    expect(html).toContain('alt="A new copper pipe under a kitchen sink"');
    expect(html).toContain('>Our work</h2>');
    expect(html).not.toContain('data:image');
  });

  it('leaves out an image banner with neither a real picture, a text nor a button', async () => {
    const doc = plumber();
    const sections = doc.sections.map((s) => (s.type === 'ImageBanner' ? { ...s, text: ' ' } : s));
    const html = pageOf(await renderSite({ ...doc, sections }, sharedOrigin));
    expect(html).not.toContain('sw-image-banner');
  });

  it('counts the stand-ins left out, and changes nothing in a document without any', () => {
    // Introduction 1, banner 1, three services, a gallery of six.
    expect(withoutStandIns(plumber()).standIns).toBe(1 + 1 + 3 + 6);
    const real = fullWebsiteFixture();
    expect(withoutStandIns(real)).toEqual({ website: real, standIns: 0 });
    expect(withoutStandIns(real).website).toBe(real);
  });
});
