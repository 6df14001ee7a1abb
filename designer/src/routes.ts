import { linkSources } from './marketing/create-from-link/link-sources.ts';
import { industries } from './marketing/industries/industry-list.ts';
import type { RouteDefinition } from './router/match-route.ts';
import type { PageModule } from './router/page.ts';

/**
 * Every page of the app, in one table. Add a screen by writing `src/<area>/<name>-page.tsx`
 * exporting `page` and adding a row here. Literal paths win over `:param` paths; `*` is last.
 * Marketing rows are pre-rendered to HTML at build time and stay static (small islands, no React),
 * but for the free tools, which hydrate the SPA; app rows render in the browser only.
 */
const marketing = (path: string, page: string, params?: Record<string, string>): RouteDefinition => ({
  path,
  page,
  layout: 'marketing',
  prerender: true,
  ...(params ? { params } : {}),
});

/** A pre-rendered page that hydrates the SPA: the free tools run in the browser. */
const tool = (path: string, page: string): RouteDefinition => ({ ...marketing(path, page), hydrate: true });

export const routes: readonly RouteDefinition[] = [
  marketing('/', './marketing/home-page.tsx'),
  marketing('/industries', './marketing/industries-page.tsx'),
  ...industries.map(({ slug }) => marketing(`/industries/${slug}`, `./marketing/industries/${slug}-page.ts`)),
  marketing('/about', './marketing/about-page.tsx'),
  ...linkSources.map(({ path, source }) =>
    marketing(path, './marketing/create-from-link/link-page.tsx', { source }),
  ),
  tool('/business-name-generator', './tools/business-name-page.tsx'),
  tool('/business-idea-generator', './tools/business-idea-page.tsx'),
  tool('/google-ad-generator', './tools/google-ad-page.tsx'),
  marketing('/pricing', './marketing/pricing-page.tsx'),
  marketing('/support', './marketing/support-page.tsx'),
  marketing('/blog', './marketing/blog-page.tsx'),
  marketing('/terms', './marketing/terms-page.tsx'),
  marketing('/privacy', './marketing/privacy-page.tsx'),
  // Sign-in and onboarding (signed-in only; it sends visitors to /login?next=… and back).
  { path: '/onboarding', page: './app-pages/onboarding/onboarding-page.tsx', layout: 'app' },
  { path: '/login', page: './app-pages/login/login-page.tsx', layout: 'app' },
  { path: '/auth/complete', page: './app-pages/auth-complete/auth-complete-page.tsx', layout: 'app' },
  // The designer (spec §2): a website by its draft id, or the user's first website.
  { path: '/designer', page: './app-pages/designer/designer-page.tsx', layout: 'app' },
  { path: '/designer/:websiteId', page: './app-pages/designer/designer-page.tsx', layout: 'app' },
  { path: '/designer/:websiteId/leads', page: './app-pages/designer/leads-inbox-page.tsx', layout: 'app' },
  // Collaboration (spec §2): the revoked-invite view, and the accept-invite page the invitation
  // e-mail links to. The literal `/invite/revoked` wins over `/invite/:inviteId`.
  { path: '/invite/revoked', page: './app-pages/invite/invite-revoked-page.tsx', layout: 'app' },
  { path: '/invite/:inviteId', page: './app-pages/invite/accept-invite-page.tsx', layout: 'app' },
  { path: '*', page: './marketing/not-found-page.tsx', layout: 'marketing' },
];

/**
 * Every page module, loaded on demand: each becomes its own chunk, so a marketing page downloads
 * only itself (plus the shell). Keys are paths from `src/`, as `RouteDefinition.page` writes them.
 */
export const pageModules = import.meta.glob<PageModule>([
  './**/*-page.ts',
  './**/*-page.tsx',
  '!./**/*.test.*',
]);

/** Loads a route's page module; an unknown key is a bug in the table (`routes.test.ts` catches it). */
export function loadPageModule(key: string): Promise<PageModule> {
  const load = pageModules[key];
  if (!load) return Promise.reject(new Error(`No page module ${key}: check the routes table.`));
  return load();
}

/** The paths pre-rendered at build time. */
export const prerenderedPaths = (): string[] => routes.filter((r) => r.prerender).map((r) => r.path);

/**
 * Every client route's path pattern but the page-not-available `*`: the build hands this list to
 * the api (`dist/server-manifest.json`), which answers 404 for any other path.
 */
export const appRoutePatterns = (): string[] => routes.filter((r) => r.path !== '*').map((r) => r.path);
