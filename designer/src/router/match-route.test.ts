import { describe, expect, it } from 'vitest';
import { isAppRoute, matchRoute, normalisePath, type RouteDefinition } from './match-route.ts';

const table: RouteDefinition[] = [
  { path: '/sites/:siteId', page: './site-page.tsx', layout: 'app' },
  { path: '/sites/new', page: './new-site-page.tsx', layout: 'app' },
  { path: '/', page: './home-page.tsx', layout: 'marketing' },
  { path: '/github-to-website', page: './link-page.tsx', layout: 'marketing', params: { source: 'GitHub' } },
  { path: '*', page: './not-found-page.tsx', layout: 'marketing' },
];

describe('matchRoute', () => {
  it('matches literal routes before parameter routes, whatever the table order', () => {
    expect(matchRoute(table, '/sites/new').route.page).toBe('./new-site-page.tsx');
    expect(matchRoute(table, '/sites/site-1')).toMatchObject({
      route: { page: './site-page.tsx' },
      params: { siteId: 'site-1' },
    });
  });

  it('decodes parameters and refuses malformed escapes', () => {
    expect(matchRoute(table, '/sites/a%20b').params).toEqual({ siteId: 'a b' });
    expect(matchRoute(table, '/sites/%E0%A4%A').route.path).toBe('*');
  });

  it('ignores a trailing slash and merges constant parameters', () => {
    expect(normalisePath('/github-to-website/')).toBe('/github-to-website');
    expect(normalisePath('')).toBe('/');
    expect(matchRoute(table, '/github-to-website/')).toMatchObject({
      pathname: '/github-to-website',
      params: { source: 'GitHub' },
    });
  });

  it('falls back to "*" and says whether a path is the app’s own', () => {
    expect(matchRoute(table, '/sites').route.path).toBe('*');
    expect(isAppRoute(table, '/')).toBe(true);
    expect(isAppRoute(table, '/api/events')).toBe(false);
  });

  it('throws when the table has no "*" route', () => {
    expect(() => matchRoute(table.slice(0, 2), '/x')).toThrow(/"\*" route/);
  });
});
