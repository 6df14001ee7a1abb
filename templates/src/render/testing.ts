import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import type { RenderOptions } from '../render-context.ts';
import type { RenderedSite } from '../site-files.ts';

/** Options of a site on the shared sites origin (the embedded default). Test-only. */
export const sharedOrigin: RenderOptions = {
  siteUrl: 'http://localhost:3001/rosa',
  basePath: '/rosa/',
  apiUrl: 'http://localhost:3000',
};

/** Options of the same site on its connected custom domain. Test-only. */
export const ownDomain: RenderOptions = {
  siteUrl: 'https://www.rosabakery.com',
  basePath: '/',
  apiUrl: 'https://api.sitewright.app',
  customDomain: true,
};

/** Rosa Bakery's default site with its settings changed. */
export function siteWith(
  settings: Partial<Website['websiteSettings']>,
  overrides: Partial<Website> = {},
): Website {
  const site = createWebsiteFixture(overrides);
  return { ...site, websiteSettings: { ...site.websiteSettings, ...settings } };
}

/** The text of one rendered file. */
export function fileText(site: RenderedSite, pattern: RegExp | string): string {
  const file = site.files.find((f) =>
    typeof pattern === 'string' ? f.path === pattern : pattern.test(f.path),
  );
  if (!file) throw new Error(`no file ${pattern} in ${site.files.map((f) => f.path).join(', ')}`);
  return new TextDecoder().decode(file.contents);
}

/** The page's HTML. */
export const pageOf = (site: RenderedSite) => fileText(site, site.entry);
/** The page's stylesheet. */
export const cssOf = (site: RenderedSite) => fileText(site, /^assets\/site\.[0-9a-f]{8}\.css$/);
