/**
 * Route patterns and matching, shared by the browser and the build-time pre-renderer.
 * A pattern is a path whose segments are literals or `:name` parameters; `*` matches anything
 * and is the page-not-available route. No library: the app has a few dozen flat routes.
 */

/** Which frame a route renders in: the marketing navbar and footer, or the signed-in app frame. */
export type LayoutName = 'marketing' | 'app';

/** One row of the routes table (`src/routes.ts`). */
export interface RouteDefinition {
  /** `/about`, `/industries/:industry`, or `*` for page-not-available. */
  path: string;
  /**
   * The page module, as its path from `src/` (`./marketing/about-page.tsx`). It is loaded on
   * demand and must export `page`, a `PageDefinition` (`router/page.ts`).
   */
  page: string;
  layout: LayoutName;
  /** Constant parameters this route hands its page (the five create-from-link routes share one page). */
  params?: Readonly<Record<string, string>>;
  /** Pre-rendered to `dist/<path>/index.html` at build time (marketing pages). */
  prerender?: boolean;
  /**
   * A pre-rendered page that is an app of its own (the free tools): the browser hydrates the SPA on
   * it. Other pre-rendered pages stay static HTML with small islands (`src/marketing/islands/`), and
   * the SPA reaches them with a full page load.
   */
  hydrate?: boolean;
}

/** What a path resolved to: the route and the parameters taken from the path and the route. */
export interface RouteMatch {
  route: RouteDefinition;
  /** The normalised path: no trailing slash except `/`. */
  pathname: string;
  params: Readonly<Record<string, string>>;
}

/** `/about/` → `/about`; `` → `/`. Paths are matched as given otherwise (case-sensitive). */
export function normalisePath(pathname: string): string {
  if (pathname === '' || pathname === '/') return '/';
  return pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // a malformed escape is no route of ours
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/**
 * The first route whose pattern matches `pathname`, literal routes before parameter routes
 * whatever their order in the table; the `*` route when nothing else does.
 * Throws when the table has no `*` route (a programming error, caught by the routes test).
 */
export function matchRoute(table: readonly RouteDefinition[], pathname: string): RouteMatch {
  const path = normalisePath(pathname);
  const literal = table.filter((r) => r.path !== '*' && !r.path.includes(':'));
  const parameterised = table.filter((r) => r.path.includes(':'));
  for (const route of [...literal, ...parameterised]) {
    const params = matchPattern(route.path, path);
    if (params) return { route, pathname: path, params: { ...params, ...route.params } };
  }
  const fallback = table.find((r) => r.path === '*');
  if (!fallback) throw new Error('The routes table needs a "*" route (page-not-available).');
  return { route: fallback, pathname: path, params: { ...fallback.params } };
}

/** Whether `pathname` is one of the app's own pages (anything but the `*` route). */
export function isAppRoute(table: readonly RouteDefinition[], pathname: string): boolean {
  return matchRoute(table, pathname).route.path !== '*';
}
