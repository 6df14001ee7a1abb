import { createFromLink, industry } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { linkSources } from './marketing/create-from-link/link-sources.ts';
import { industries } from './marketing/industries/industry-list.ts';
import { matchRoute } from './router/match-route.ts';
import { pageModules, prerenderedPaths, routes } from './routes.ts';

/** Every marketing route: the spec's (§2) and the pages beside them (industries, tools, about …). */
const marketingPaths = [
  '/',
  '/industries',
  ...industry.options.map((slug) => `/industries/${slug}`),
  '/about',
  '/create-your-website-with-facebook',
  '/create-a-website-from-a-link',
  '/github-to-website',
  '/create-your-website-with-thumbtack',
  '/create-your-website-with-yelp',
  '/business-name-generator',
  '/business-idea-generator',
  '/google-ad-generator',
  '/pricing',
  '/support',
  '/blog',
  '/terms',
  '/privacy',
];

describe('routes table', () => {
  it('has a pre-rendered marketing route for every marketing page (spec §2)', () => {
    expect(marketingPaths).toHaveLength(46);
    for (const path of marketingPaths) {
      const { route } = matchRoute(routes, path);
      expect(route.path, path).toBe(path);
      expect(route.layout, path).toBe('marketing');
      expect(route.prerender, path).toBe(true);
    }
    expect(new Set(prerenderedPaths())).toEqual(new Set(marketingPaths));
  });

  it('sends unknown paths, and unknown industries, to page-not-available (the last row, "*")', () => {
    const notFound = routes.at(-1);
    expect(notFound?.path).toBe('*');
    expect(notFound?.page).toBe('./marketing/not-found-page.tsx');
    for (const path of ['/nope', '/industries/astronaut', '/about/team', '/Industries']) {
      expect(matchRoute(routes, path).route, path).toBe(notFound);
    }
    expect(routes.filter((r) => r.path === '*')).toHaveLength(1);
  });

  it('names an existing page module in every row, and no path twice', () => {
    for (const route of routes) expect(Object.keys(pageModules), route.path).toContain(route.page);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('hands each create-from-link route its source (spec §2 routes, exactly)', () => {
    for (const { path, source } of linkSources) {
      expect(matchRoute(routes, path).params).toEqual({ source });
    }
  });

  it('keeps the plain constants equal to the model enums they mirror', () => {
    expect(industries.map((i) => i.slug)).toEqual(industry.options);
    expect(linkSources.map((s) => s.source)).toEqual(createFromLink.options);
  });

  it('pre-renders no parameterised route (each pre-rendered path is literal)', () => {
    for (const route of routes.filter((r) => r.prerender)) expect(route.path).not.toMatch(/[:*]/);
  });
});
