import { describe, expect, it } from 'vitest';
import { publicSiteOrigin, publicSiteUrl, sitesBaseUrl } from './public-url.ts';

describe('publicSiteUrl', () => {
  // spec §1: hosted free of charge at its handle; a connected custom domain replaces that address.
  it('is the free address on the shared sites origin without a serving domain', () => {
    expect(publicSiteUrl({ sitesUrl: 'http://localhost:3001', handle: 'rosa', servingDomain: null })).toBe(
      'http://localhost:3001/rosa/',
    );
    expect(
      publicSiteUrl({ sitesUrl: 'https://example.com/sites/', handle: 'rosa', servingDomain: null }),
    ).toBe('https://example.com/sites/rosa/');
  });

  it('is the custom domain, over https, when one serves the site', () => {
    expect(
      publicSiteUrl({
        sitesUrl: 'http://localhost:3001',
        handle: 'rosa',
        servingDomain: 'www.rosabakery.com',
      }),
    ).toBe('https://www.rosabakery.com/');
  });

  it('gives the origin a visitor is on', () => {
    expect(publicSiteOrigin({ sitesUrl: 'https://example.com/sites/', servingDomain: null })).toBe(
      'https://example.com',
    );
    expect(publicSiteOrigin({ sitesUrl: 'https://example.com', servingDomain: 'shop.example.org' })).toBe(
      'https://shop.example.org',
    );
  });

  it('refuses a sites URL that is not http(s)', () => {
    expect(() => sitesBaseUrl('ftp://example.com')).toThrow(RangeError);
    expect(sitesBaseUrl('https://example.com/?x=1#y')).toBe('https://example.com');
  });
});
