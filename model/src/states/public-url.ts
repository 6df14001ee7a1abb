/**
 * Spec §1 and §4: a published website is hosted free at its handle on the shared sites origin, or
 * at the custom domain connected to it. Where a visitor reaches a site, written once: canonical
 * URLs, sitemaps, the live link after a publish, the form's way back to the page.
 */
export interface PublicSiteAddress {
  /** The shared sites origin (`SITES_URL`), e.g. `https://sites.example.com` or `http://localhost:3001`. */
  sitesUrl: string;
  /** The published handle. */
  handle: string;
  /** The custom domain serving the site (Connected and attached to it), or null. */
  servingDomain: string | null;
}

/**
 * A site's public URL, always ending in `/`: `https://{servingDomain}/` when a connected custom
 * domain serves it (custom domains get managed certificates, so always https), else
 * `{sitesUrl}/{handle}/` (the free address; any path of `sitesUrl` is kept, query and fragment not).
 */
export function publicSiteUrl(address: PublicSiteAddress): string {
  if (address.servingDomain) return `https://${address.servingDomain}/`;
  return `${sitesBaseUrl(address.sitesUrl)}/${address.handle}/`;
}

/** The origin a visitor's browser is on when it shows the site (no trailing slash). */
export function publicSiteOrigin(address: Omit<PublicSiteAddress, 'handle'>): string {
  return address.servingDomain ? `https://${address.servingDomain}` : new URL(address.sitesUrl).origin;
}

/** `sitesUrl` as an absolute http(s) base without a trailing slash, query or fragment. */
export function sitesBaseUrl(sitesUrl: string): string {
  const url = new URL(sitesUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RangeError(`Not a sites base URL: ${sitesUrl}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
