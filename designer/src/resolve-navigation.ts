import { layouts } from './layout/layouts.ts';
import { isAppRoute, matchRoute } from './router/match-route.ts';
import type { AppLocation, Navigation } from './router/navigation.ts';
import { loadPageModule, routes } from './routes.ts';

/**
 * Resolves a location against the routes table and loads its page and layout. The browser calls
 * it before hydrating and on every navigation; the pre-renderer calls it for each marketing path.
 */
export async function resolveNavigation(location: AppLocation): Promise<Navigation> {
  const match = matchRoute(routes, location.pathname);
  const [module, Layout] = await Promise.all([
    loadPageModule(match.route.page),
    layouts[match.route.layout](),
  ]);
  return { location, match, page: module.page, Layout };
}

/**
 * Whether the router navigates to a path client-side: the app's pages, but not the static marketing
 * pages (pre-rendered, not hydrated: a full page load gets their HTML and islands).
 */
export const isAppPath = (pathname: string) => {
  if (!isAppRoute(routes, pathname)) return false;
  const { route } = matchRoute(routes, pathname);
  return !route.prerender || route.hydrate === true;
};

/**
 * Starts loading a path's page and layout chunks without navigating (the router calls it when a
 * link is hovered or focused), so the click finds them ready. Errors surface on the real navigation.
 */
export function preloadPath(pathname: string): void {
  const { route } = matchRoute(routes, pathname);
  loadPageModule(route.page).catch(() => {});
  layouts[route.layout]().catch(() => {});
}
