import { fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../render/render-site.ts';
import { ownDomain, pageOf, sharedOrigin, siteWith } from '../render/testing.ts';

const h1s = (html: string) => html.match(/<h1[\s>]/g) ?? [];

describe('the page body', () => {
  it('has landmarks: a skip link to main, the Header in <header>, the rest in <main>, the Footer in <footer>', async () => {
    const html = pageOf(await renderSite(siteWith({}), sharedOrigin));
    expect(html).toMatch(
      /<body><a class="sw-skip" href="#main">Skip to content<\/a><header class="sw-site-header">/,
    );
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf('id="services-1"'));
    expect(html.indexOf('</main>')).toBeLessThan(html.indexOf('<footer class="sw-site-footer">'));
    expect(html.match(/<(header|main|footer)(?=[\s>])/g)).toEqual(['<header', '<main', '<footer']);
  });

  it('has exactly one h1: the introduction headline, or the business name when there is none', async () => {
    expect(h1s(pageOf(await renderSite(siteWith({}), sharedOrigin)))).toHaveLength(1);
    expect(h1s(pageOf(await renderSite(fullWebsiteFixture(), ownDomain)))).toHaveLength(1);
    const site = siteWith({});
    const noIntro = { ...site, sections: site.sections.filter((s) => s.type !== 'Introduction') };
    const html = pageOf(await renderSite(noIntro, sharedOrigin));
    expect(h1s(html)).toHaveLength(1);
    expect(html).toContain('<h1 class="sw-visually-hidden">Rosa Bakery</h1>');
  });

  it("always shows the 'Made with Sitewright' badge, linking to the app", async () => {
    for (const options of [sharedOrigin, ownDomain, { ...sharedOrigin, appUrl: 'http://localhost:3000' }]) {
      const html = pageOf(await renderSite(fullWebsiteFixture(), options));
      expect(html).toMatch(
        /<a class="sw-badge" href="[^"]+\/\?ref=badge">Made with Sitewright<\/a><\/footer>/,
      );
    }
    const html = pageOf(await renderSite(siteWith({}), { ...sharedOrigin, appUrl: 'http://localhost:3000' }));
    expect(html).toContain('href="http://localhost:3000/?ref=badge"');
  });

  it('makes the header landmark sticky when the fixed header setting is on', async () => {
    const html = pageOf(await renderSite(siteWith({ fixedHeader: true }), sharedOrigin));
    expect(html).toContain('<header class="sw-site-header sw-site-header--fixed">');
  });

  it('publishes Code Embed sections only on the custom domain', async () => {
    const site = fullWebsiteFixture();
    const embeds = site.sections.filter((s) => s.type === 'CodeEmbed').map((s) => `id="${s.id}"`);
    expect(embeds.length).toBeGreaterThan(0);
    const shared = pageOf(await renderSite(site, sharedOrigin));
    for (const id of embeds) expect(shared).not.toContain(id);
  });
});
