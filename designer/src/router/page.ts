import type { ComponentType, ReactNode } from 'react';
import type { RouteMatch } from './match-route.ts';

/** A page's `<title>` and meta description: written into the pre-rendered HTML and set on navigation. */
export interface PageHead {
  title: string;
  description: string;
}

/** What a page receives: the route match (its parameters, the path). */
export interface PageProps {
  match: RouteMatch;
}

/**
 * What every page module (`*-page.tsx`) exports as `page`. Rendering is synchronous: whatever a
 * page needs at first paint is in its module, so the server and the browser render the same HTML.
 */
export interface PageDefinition {
  head(match: RouteMatch): PageHead;
  Component: ComponentType<PageProps>;
}

/** A page module as the loader sees it. */
export interface PageModule {
  page: PageDefinition;
}

/** The frame a page renders in (navbar and footer, or the app frame). */
export type LayoutComponent = ComponentType<{ match: RouteMatch; children: ReactNode }>;

/** Suffix of every page title. */
export const titleSuffix = ' | Sitewright';
