import { createHash } from 'node:crypto';
import type { SectionOf } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { renderPage, renderSite } from '../render/render-site.ts';
import { ownDomain, pageOf, sharedOrigin, siteWith } from '../render/testing.ts';

/** The policy as the browser reads it (React escapes the quotes of the attribute). */
const cspOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
    .exec(html)?.[1]
    ?.replaceAll('&#x27;', "'");
/** The page's inline executable scripts (not JSON-LD, not `src`). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([^<]*)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const withCodeEmbed = (code: string) => {
  const site = siteWith({});
  const embed: SectionOf<'CodeEmbed'> = { id: 'code-embed-1', type: 'CodeEmbed', code };
  return { ...site, sections: [...site.sections.slice(0, -1), embed, ...site.sections.slice(-1)] };
};

describe('the published page Content-Security-Policy', () => {
  it('allows scripts only from the site itself without analytics, before any script in the head', async () => {
    const html = pageOf(await renderSite(siteWith({ gaMeasurementId: '' }), sharedOrigin));
    expect(cspOf(html)).toBe("script-src 'self';object-src 'none';base-uri 'none'");
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(inlineScripts(html)).toEqual([]);
  });

  it('adds the Google tag host and the hash of the inline snippet for a G- ID', async () => {
    const html = pageOf(await renderSite(siteWith({ gaMeasurementId: 'G-ABC123XYZ' }), sharedOrigin));
    expect(cspOf(html)).toBe(
      "script-src 'self' 'sha256-zdmR26fr2spymBTxhExq7e0EEJcHLs3tBPMYWW/holU=' https://*.googletagmanager.com;object-src 'none';base-uri 'none'",
    );
    // The hash is of the exact text the browser sees between the tags.
    expect(inlineScripts(html).map(sha256)).toEqual([
      "'sha256-zdmR26fr2spymBTxhExq7e0EEJcHLs3tBPMYWW/holU='",
    ]);
  });

  it('adds the host and the container snippet hash for Tag Manager on a custom domain', async () => {
    const html = pageOf(await renderSite(siteWith({ gaMeasurementId: 'GTM-ABCD123' }), ownDomain));
    expect(cspOf(html)).toBe(
      "script-src 'self' 'sha256-K9lutzp+n+5Ni34APfpbxxjYX8T+NbrPIpsyvjjptBc=' https://*.googletagmanager.com;object-src 'none';base-uri 'none'",
    );
  });

  it('with the cookie banner, lists the host (the banner script loads the tag) and no hash', async () => {
    const banner = { ...siteWith({}).websiteSettings.cookieBanner, enabled: true };
    const html = pageOf(
      await renderSite(siteWith({ gaMeasurementId: 'G-ABC123', cookieBanner: banner }), sharedOrigin),
    );
    expect(cspOf(html)).toBe(
      "script-src 'self' https://*.googletagmanager.com;object-src 'none';base-uri 'none'",
    );
  });

  it("has none on a custom-domain page carrying the owner's head code or a code embed", async () => {
    const headCode = siteWith({ customHeadCode: '<script src="https://widgets.example/w.js"></script>' });
    expect(cspOf(pageOf(await renderSite(headCode, ownDomain)))).toBeUndefined();
    const embed = withCodeEmbed('<script>window.owner = 1</script>');
    expect(cspOf(pageOf(await renderSite(embed, ownDomain)))).toBeUndefined();
    // The same documents on the shared origin publish no owner code, so they keep the policy.
    expect(cspOf(pageOf(await renderSite(headCode, sharedOrigin)))).toBe(
      "script-src 'self';object-src 'none';base-uri 'none'",
    );
    expect(cspOf(pageOf(await renderSite(embed, sharedOrigin)))).toBe(
      "script-src 'self';object-src 'none';base-uri 'none'",
    );
    // An empty embed is no code.
    expect(cspOf(pageOf(await renderSite(withCodeEmbed('  '), ownDomain)))).toBe(
      "script-src 'self';object-src 'none';base-uri 'none'",
    );
  });

  it("is never in the designer's preview (its frame belongs to the app)", () => {
    expect(renderPage(siteWith({}), { ...sharedOrigin, mode: 'preview' })).not.toContain(
      'Content-Security-Policy',
    );
  });
});
