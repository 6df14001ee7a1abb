import type { RouteMatch } from './match-route.ts';
import type { LayoutComponent, PageDefinition, PageHead } from './page.ts';

/** The parts of a URL the app routes on. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A resolved navigation: where, which route, and the loaded page and layout, ready to render. */
export interface Navigation {
  location: AppLocation;
  match: RouteMatch;
  page: PageDefinition;
  Layout: LayoutComponent;
}

/** Resolves a location to a ready {@link Navigation}, loading the page's chunk. */
export type ResolveNavigation = (location: AppLocation) => Promise<Navigation>;

/** The location of a URL (or `window.location`). */
export function locationOf(url: { pathname: string; search: string; hash: string }): AppLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Sets the document's title and meta description to a page's head (client-side navigation). */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    doc.querySelector(selector)?.setAttribute('content', head.description);
  }
  doc.querySelector('meta[property="og:title"]')?.setAttribute('content', head.title);
}

/**
 * After a client-side navigation: scroll to the hash target or the top, and move focus to the new
 * page's h1 so screen readers announce it (a full page load would do both).
 */
export function settleAfterNavigation(location: AppLocation, restoringHistory: boolean): void {
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else if (!restoringHistory) window.scrollTo(0, 0);
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}
