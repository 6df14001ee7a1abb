import type { Image } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { renderPage, renderSite } from '../render/render-site.ts';
import { ownDomain, pageOf, sharedOrigin, siteWith } from '../render/testing.ts';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the page head', () => {
  it('has charset, viewport, title, description, keywords, canonical and Open Graph', async () => {
    const html = pageOf(await renderSite(siteWith({ seoKeywords: 'bakery, sourdough' }), sharedOrigin));
    const head = headOf(html);
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(head).toContain('<meta name="viewport" content="width=device-width,initial-scale=1"/>');
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain('<meta name="description" content="A neighbourhood bakery');
    expect(head).toContain('<meta name="keywords" content="bakery, sourdough"/>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3001/rosa/"/>');
    expect(head).toContain('<meta property="og:url" content="http://localhost:3001/rosa/"/>');
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta property="og:description"');
  });

  it('titles the page by the SEO title, else the business name', async () => {
    const own = pageOf(
      await renderSite(siteWith({ pageTitle: 'Rosa Bakery – Sourdough in Austin' }), sharedOrigin),
    );
    expect(own).toContain('<title>Rosa Bakery – Sourdough in Austin</title>');
    const fallback = pageOf(await renderSite(siteWith({ pageTitle: '' }), sharedOrigin));
    expect(fallback).toContain('<title>Rosa Bakery</title>');
  });

  it('asks search engines not to index the page only when search indexing is off', async () => {
    const off = pageOf(await renderSite(siteWith({ searchIndexing: false }), sharedOrigin));
    expect(headOf(off)).toContain('<meta name="robots" content="noindex"/>');
    const on = pageOf(await renderSite(siteWith({ searchIndexing: true }), sharedOrigin));
    expect(on).not.toContain('noindex');
  });

  it("links the owner's browser icon when set, else the generated monogram file (no /favicon.ico 404)", async () => {
    const plain = await renderSite(siteWith({ favIcon: null }), sharedOrigin);
    const icon = plain.files.find((f) => /^assets\/icon\.[0-9a-f]{8}\.svg$/.test(f.path));
    expect(icon).toMatchObject({ contentType: 'image/svg+xml; charset=utf-8', immutable: true });
    expect(headOf(pageOf(plain))).toContain(
      `<link rel="icon" href="/rosa/${icon?.path}" type="image/svg+xml"/>`,
    );
    expect(pageOf(plain).match(/rel="icon"/g)).toHaveLength(1);
    // On the custom domain the same file sits at the root of the site.
    const own = await renderSite(siteWith({ favIcon: null }), ownDomain);
    expect(headOf(pageOf(own))).toContain(`<link rel="icon" href="/${icon?.path}" type="image/svg+xml"/>`);

    const logo = siteWith({}).websiteSettings;
    const image: Image = {
      provider: 'Custom',
      description: 'R',
      tags: [],
      urls: [{ type: 'small', url: 'https://cdn.example/icon.png' }],
      fit: 'cover',
    };
    const owner = await renderSite(siteWith({ ...logo, favIcon: image }), sharedOrigin);
    expect(pageOf(owner)).toContain('<link rel="icon" href="https://cdn.example/icon.png"/>');
    expect(pageOf(owner).match(/rel="icon"/g)).toHaveLength(1);
    expect(owner.files.some((f) => f.path.endsWith('.svg'))).toBe(false);
  });

  it("links no monogram in the designer's preview (a frame has no icon; no file is served there)", () => {
    const html = renderPage(siteWith({ favIcon: null }), { ...sharedOrigin, mode: 'preview' });
    expect(html).not.toContain('rel="icon"');
  });

  it('describes the business as JSON-LD LocalBusiness, with < escaped', async () => {
    const html = pageOf(
      await renderSite(siteWith({ businessName: 'Rosa </script><b>Bakery' }), sharedOrigin),
    );
    expect(html).not.toContain('</script><b>');
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Rosa </script><b>Bakery',
      url: 'http://localhost:3001/rosa/',
      telephone: '+1 512 555 0134',
      email: 'hello@rosabakery.com',
      address: '1200 E 6th St, Austin, TX',
    });
  });

  it("states the owner's opening hours and the places they serve, and leaves them out when not given", async () => {
    const site = siteWith({});
    const contact = {
      ...site.websiteSettings.contact,
      hours: [
        { days: ['Monday' as const, 'Friday' as const], opens: '08:00', closes: '17:00' },
        { days: ['Saturday' as const], opens: '18:00', closes: '02:00' },
      ],
      serviceArea: ['Austin', ' Round Rock '],
    };
    const data = jsonLdOf(pageOf(await renderSite(siteWith({ contact }), sharedOrigin)));
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '18:00', closes: '02:00' },
    ]);
    expect(data.areaServed).toEqual(['Austin', 'Round Rock']);
    const plain = jsonLdOf(pageOf(await renderSite(site, sharedOrigin)));
    expect('openingHoursSpecification' in plain || 'areaServed' in plain).toBe(false);
  });

  it("states the business's schema.org type (e.g. Plumber), LocalBusiness when none is set", async () => {
    const plumber = jsonLdOf(pageOf(await renderSite(siteWith({ businessType: 'Plumber' }), sharedOrigin)));
    expect(plumber['@type']).toBe('Plumber');
    expect(plumber.telephone).toBe('+1 512 555 0134');
    const salon = jsonLdOf(pageOf(await renderSite(siteWith({ businessType: 'HairSalon' }), sharedOrigin)));
    expect(salon['@type']).toBe('HairSalon');
    expect(jsonLdOf(pageOf(await renderSite(siteWith({}), sharedOrigin)))['@type']).toBe('LocalBusiness');
  });

  it('lists the footer social profiles as sameAs, once each', async () => {
    const site = siteWith({});
    const sections = site.sections.map((s) =>
      s.type === 'Footer'
        ? {
            ...s,
            socialLinks: [
              { network: 'instagram' as const, url: 'https://instagram.com/rosa' },
              { network: 'facebook' as const, url: 'https://facebook.com/rosa' },
              { network: 'yelp' as const, url: '' },
            ],
          }
        : s,
    );
    const data = jsonLdOf(pageOf(await renderSite({ ...site, sections }, sharedOrigin)));
    expect(data.sameAs).toEqual(['https://instagram.com/rosa', 'https://facebook.com/rosa']);
  });

  it('shows custom head code only on the custom domain, never on the shared origin or in the preview', async () => {
    const site = siteWith({ customHeadCode: '<meta name="owner-code" content="1">' });
    expect(pageOf(await renderSite(site, sharedOrigin))).not.toContain('owner-code');
    expect(headOf(pageOf(await renderSite(site, ownDomain)))).toContain(
      '<meta name="owner-code" content="1">',
    );
    expect(pageOf(await renderSite(site, { ...ownDomain, mode: 'preview' }))).not.toContain('owner-code');
  });
});
