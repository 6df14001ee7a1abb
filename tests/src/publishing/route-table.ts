import type { LiveSite, Route, RouteLookup } from '@sitewright/publisher';

/**
 * The routing rules as one table, run against `routeRequest` directly and against the emitted
 * CloudFront Function in `vm` — both must answer every row the same way.
 */
export interface RouteCase {
  name: string;
  host: string;
  uri: string;
  query?: string;
  expected: Route;
}

/** The world the table assumes: three live sites, one deleted, two connected domains. */
export const routeFixture = {
  sites: {
    'acme-co': { buildId: 'b42', domain: null },
    'joes-plumbing': { buildId: 'b7', domain: 'joesplumbing.com' },
    '0x-labs': { buildId: 'B_9-z', domain: null },
  } as Record<string, LiveSite>,
  /** Deleted or unpublished: the pointer is a tombstone, so the lookup knows nothing. */
  deleted: ['gone-site'],
  domains: { 'joesplumbing.com': 'joes-plumbing', 'bad.example': 'Not_A_Handle' } as Record<string, string>,
};

/** The fixture as a RouteLookup (what the sites server gets from the store and the domain map). */
export const fixtureLookup: RouteLookup = {
  handleForDomain: async (host) => routeFixture.domains[host] ?? null,
  liveSite: async (handle) => routeFixture.sites[handle] ?? null,
};

const shared = 'sites.example.com';
const object = (key: string): Route => ({ kind: 'object', key });
const moved = (location: string): Route => ({ kind: 'redirect', status: 301, location });
const found = (location: string): Route => ({ kind: 'redirect', status: 302, location });
const notFound: Route = { kind: 'not-found' };

export const routeCases: RouteCase[] = [
  // The handle path on the shared sites origin.
  { name: 'handle root', host: shared, uri: '/acme-co/', expected: object('sites/acme-co/b42/index.html') },
  { name: 'handle without slash → slash', host: shared, uri: '/acme-co', expected: moved('/acme-co/') },
  {
    name: 'query kept on redirect',
    host: shared,
    uri: '/acme-co',
    query: 'utm_source=card&x=1',
    expected: moved('/acme-co/?utm_source=card&x=1'),
  },
  {
    name: 'unsafe query dropped',
    host: shared,
    uri: '/acme-co',
    query: 'a=<b>',
    expected: moved('/acme-co/'),
  },
  {
    name: 'explicit index.html',
    host: shared,
    uri: '/acme-co/index.html',
    expected: object('sites/acme-co/b42/index.html'),
  },
  {
    name: 'hashed asset',
    host: shared,
    uri: '/acme-co/assets/site.0123abcd.css',
    expected: object('sites/acme-co/b42/assets/site.0123abcd.css'),
  },
  {
    name: 'directory page',
    host: shared,
    uri: '/acme-co/about/',
    expected: object('sites/acme-co/b42/about/index.html'),
  },
  {
    name: 'directory without slash → slash',
    host: shared,
    uri: '/acme-co/about',
    expected: moved('/acme-co/about/'),
  },
  {
    name: 'digit-first handle, odd build id',
    host: shared,
    uri: '/0x-labs/',
    expected: object('sites/0x-labs/B_9-z/index.html'),
  },
  {
    name: 'any host not connected is the shared origin',
    host: 'localhost:3001',
    uri: '/acme-co/',
    expected: object('sites/acme-co/b42/index.html'),
  },
  { name: 'missing host', host: '', uri: '/acme-co/', expected: object('sites/acme-co/b42/index.html') },
  // Shared files of the sites origin.
  { name: 'sitemap index', host: shared, uri: '/v1-index.xml', expected: object('sitemaps/v1-index.xml') },
  { name: 'sitemap bucket', host: shared, uri: '/v1-a.xml', expected: object('sitemaps/v1-a.xml') },
  { name: 'robots.txt', host: shared, uri: '/robots.txt', expected: object('sitemaps/robots.txt') },
  { name: 'not a sitemap name', host: shared, uri: '/v1-index.xml/', expected: notFound },
  { name: 'origin root', host: shared, uri: '/', expected: notFound },
  // Unknown, deleted, unpublished.
  { name: 'unknown handle', host: shared, uri: '/nobody-here/', expected: notFound },
  { name: 'deleted site', host: shared, uri: '/gone-site/', expected: notFound },
  { name: 'deleted site without slash', host: shared, uri: '/gone-site', expected: notFound },
  // Handle shape: lower-case only, 3–24, no hyphen at the ends.
  { name: 'upper-case handle', host: shared, uri: '/Acme-Co/', expected: notFound },
  { name: 'upper-case handle without slash', host: shared, uri: '/ACME-CO', expected: notFound },
  { name: 'handle too short', host: shared, uri: '/ab/', expected: notFound },
  { name: 'handle too long', host: shared, uri: `/${'a'.repeat(25)}/`, expected: notFound },
  { name: 'leading hyphen', host: shared, uri: '/-acme/', expected: notFound },
  // Path tricks.
  { name: 'dot-dot segment', host: shared, uri: '/acme-co/../joes-plumbing/', expected: notFound },
  { name: 'dot segment', host: shared, uri: '/acme-co/./index.html', expected: notFound },
  { name: 'encoded dots', host: shared, uri: '/acme-co/%2e%2e/secret', expected: notFound },
  { name: 'encoded dots, upper-case', host: shared, uri: '/acme-co/%2E%2E/', expected: notFound },
  { name: 'one encoded dot', host: shared, uri: '/acme-co/%2e/', expected: notFound },
  { name: 'encoded slash', host: shared, uri: '/acme-co/a%2fb.html', expected: notFound },
  { name: 'encoded backslash', host: shared, uri: '/acme-co/..%5c..%5cetc', expected: notFound },
  { name: 'encoded NUL', host: shared, uri: '/acme-co/index.html%00.png', expected: notFound },
  { name: 'backslash', host: shared, uri: '/acme-co\\index.html', expected: notFound },
  { name: 'double slash inside', host: shared, uri: '/acme-co//index.html', expected: notFound },
  { name: 'double slash first', host: shared, uri: '//acme-co/', expected: notFound },
  { name: 'hidden file', host: shared, uri: '/acme-co/.env', expected: notFound },
  { name: 'dots inside a name', host: shared, uri: '/acme-co/a..b.html', expected: notFound },
  { name: 'no leading slash', host: shared, uri: 'acme-co/', expected: notFound },
  { name: 'space', host: shared, uri: '/acme-co/a b.html', expected: notFound },
  // Connected custom domains, by Host.
  {
    name: 'custom domain root',
    host: 'joesplumbing.com',
    uri: '/',
    expected: object('sites/joes-plumbing/b7/index.html'),
  },
  {
    name: 'custom domain, host case and port',
    host: 'JoesPlumbing.COM:443',
    uri: '/',
    expected: object('sites/joes-plumbing/b7/index.html'),
  },
  {
    name: 'custom domain, trailing dot',
    host: 'joesplumbing.com.',
    uri: '/',
    expected: object('sites/joes-plumbing/b7/index.html'),
  },
  {
    name: 'custom domain file',
    host: 'joesplumbing.com',
    uri: '/assets/app.0123abcd.js',
    expected: object('sites/joes-plumbing/b7/assets/app.0123abcd.js'),
  },
  {
    name: 'custom domain directory → slash',
    host: 'joesplumbing.com',
    uri: '/contact',
    query: 'ref=x',
    expected: moved('/contact/?ref=x'),
  },
  { name: 'custom domain path trick', host: 'joesplumbing.com', uri: '/%2e%2e/acme-co/', expected: notFound },
  {
    name: 'connected site on the shared origin → its domain',
    host: shared,
    uri: '/joes-plumbing/',
    expected: found('https://joesplumbing.com/'),
  },
  {
    name: 'connected site page on the shared origin',
    host: shared,
    uri: '/joes-plumbing/about/',
    query: 'q=1',
    expected: found('https://joesplumbing.com/about/?q=1'),
  },
  {
    name: 'connected site, handle only',
    host: shared,
    uri: '/joes-plumbing',
    expected: found('https://joesplumbing.com/'),
  },
  { name: 'domain mapped to a malformed handle', host: 'bad.example', uri: '/', expected: notFound },
];
