import { describe, expect, it } from 'vitest';
import { renderSite } from '../render/render-site.ts';
import { fileText, ownDomain, pageOf, sharedOrigin, siteWith } from '../render/testing.ts';

const banner = {
  enabled: true,
  primaryText: 'We use cookies',
  acceptButtonText: 'OK',
  rejectButtonText: 'No',
  backgroundColor: '#111827',
};

describe('analytics (spec §5 analytics ID, §3 cookie banner)', () => {
  it('adds the Google Analytics tag for a valid G- ID', async () => {
    const html = pageOf(await renderSite(siteWith({ gaMeasurementId: 'G-ABC123XYZ' }), sharedOrigin));
    expect(html).toContain(
      '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"></script>',
    );
    expect(html).toContain("gtag('config','G-ABC123XYZ')");
  });

  it('adds nothing for an empty or invalid ID, or in the preview', async () => {
    for (const id of ['', 'UA-1234-1', 'G-<script>']) {
      expect(pageOf(await renderSite(siteWith({ gaMeasurementId: id }), sharedOrigin))).not.toContain(
        'googletagmanager',
      );
    }
    const preview = await renderSite(siteWith({ gaMeasurementId: 'G-ABC123' }), {
      ...sharedOrigin,
      mode: 'preview',
    });
    expect(pageOf(preview)).not.toContain('googletagmanager');
  });

  it('refuses a Tag Manager ID without a custom domain, and adds it with one', async () => {
    const site = siteWith({ gaMeasurementId: 'GTM-ABCD123' });
    expect(pageOf(await renderSite(site, sharedOrigin))).not.toContain('GTM-ABCD123');
    const html = pageOf(await renderSite(site, ownDomain));
    expect(html).toContain("'dataLayer','GTM-ABCD123'");
    expect(html).toContain('<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABCD123"');
  });

  it('with the cookie banner on, loads analytics only after Accept: no tag in the page, the ID on the banner', async () => {
    const rendered = await renderSite(
      siteWith({ gaMeasurementId: 'G-ABC123', cookieBanner: banner }),
      sharedOrigin,
    );
    const html = pageOf(rendered);
    // The page's CSP names Google's host (the banner's script may load the tag), no tag is in it.
    expect(html).not.toMatch(/<script[^>]*googletagmanager/);
    expect(html).not.toContain('gtag(');
    const aside = /<aside[^>]*data-sw-cookie-banner[^>]*>/.exec(html)?.[0] ?? '';
    expect(aside).toContain('data-sw-analytics="G-ABC123"');
    expect(aside).toContain('data-sw-consent-key="sw-consent:website-1"');
    expect(aside).toContain('hidden=""');
    expect(aside).toContain('--sw-cookie-bg:#111827;color:#ffffff');
    expect(html).toContain('<p>We use cookies</p>');
    expect(html).toMatch(/data-sw-cookie="accept">OK<\/button>/);
    expect(html).toMatch(/data-sw-cookie="reject">No<\/button>/);
    const js = fileText(rendered, /\.js$/);
    expect(js).toContain('data-sw-cookie-banner');
    expect(js).toContain('localStorage');
  });

  it('renders no banner and no banner script when the setting is off', async () => {
    const rendered = await renderSite(siteWith({ gaMeasurementId: 'G-ABC123' }), sharedOrigin);
    expect(pageOf(rendered)).not.toContain('data-sw-cookie-banner');
    expect(fileText(rendered, /\.js$/)).not.toContain('data-sw-cookie-banner');
  });
});
