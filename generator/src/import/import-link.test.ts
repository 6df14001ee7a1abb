import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FixtureServer,
  fixturePage,
  html,
  localConnectionsOnly,
  loopbackResolver,
  startFixtureServer,
} from './fixtures/fixture-server.ts';
import { type ImportLinkOptions, importLink } from './import-link.ts';
import { importedBusiness } from './imported-business.ts';

// Every page is served by a local server; real host names reach it through an injected resolver
// that answers 127.0.0.1, the one address the allow-list lets through.
let server: FixtureServer;
const paths = {
  facebook: '/rosasplumbingpdx/',
  yelp: '/biz/bright-spark-electric-denver',
  thumbtack: '/tx/austin/house-cleaning/sparkle-sage-home-cleaning/service/443729856384221190',
  githubProfile: '/mara-okafor',
  githubRepo: '/riverside-bikes/repair-queue',
};
const textOf = (length: number) =>
  html(`<!doctype html><html><body><main>${'x'.repeat(length)}</main></body></html>`);

beforeAll(async () => {
  server = await startFixtureServer({
    [paths.facebook]: html(await fixturePage('facebook.html')),
    [paths.yelp]: html(await fixturePage('yelp.html')),
    [paths.thumbtack]: html(await fixturePage('thumbtack.html')),
    [paths.githubProfile]: html(await fixturePage('github-profile.html')),
    [paths.githubRepo]: html(await fixturePage('github-repo.html')),
    '/coffee': html(await fixturePage('generic-with-jsonld.html')),
    '/landscaping': html(await fixturePage('generic-plain.html')),
    '/thin': html(await fixturePage('thin.html')),
    '/app-shell': html(
      '<!doctype html><html><head><script src="/app.js"></script></head><body><div id="root"></div></body></html>',
    ),
    '/slow': (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<main>done</main>'), 300);
    },
    ...Object.fromEntries([1, 499, 500, 4999, 5000, 9000].map((n) => [`/text/${n}`, textOf(n)])),
  });
});
afterAll(() => server.close());

function options(extra: ImportLinkOptions = {}): ImportLinkOptions {
  return {
    resolve: loopbackResolver(),
    allowHosts: ['127.0.0.1'],
    onConnect: localConnectionsOnly(),
    ...extra,
  };
}
const at = (host: string, path: string) => `http://${host}:${server.port}${path}`;

describe('importLink: each kind of page (spec §1 create from link)', () => {
  it('reads a Facebook page', async () => {
    const { business, outcome } = await importLink(at('www.facebook.com', paths.facebook), options());
    expect(importedBusiness.parse(business)).toEqual(business);
    expect(business).toMatchObject({
      source: 'Facebook',
      name: "Rosa's Plumbing & Heating",
      category: 'Plumbing Service',
      phone: '(503) 555-0142',
      email: 'office@rosasplumbing.example',
      website: 'https://rosasplumbing.example',
      address: '2231 SE Division St, Portland, OR, United States, Oregon',
      rating: { value: 4.9, count: 87 },
      hours: ['Today: 7:00 AM - 6:00 PM'],
    });
    expect(business.description).toMatch(/^Family-owned plumbing and heating company/);
    expect(business.description).not.toMatch(/likes|talking about/);
    expect(business.services).toContain('Water heater repair and replacement');
    expect(business.reviews.map((r) => r.author)).toEqual(['Priya Natarajan', 'Tom Becker']);
    expect(business.images[0]?.url).toMatch(/cover_n\.jpg/);
    expect(business.text).toContain('Furnace season is here!');
    expect(business.text).not.toMatch(/Log In|Forgot account|Create new account/);
    expect(outcome).toBe('partialSuccess');
  });

  it('reads a Yelp business page', async () => {
    const { business } = await importLink(at('www.yelp.com', paths.yelp), options());
    expect(business).toMatchObject({
      source: 'Yelp',
      name: 'Bright Spark Electric',
      category: 'Electricians',
      phone: '(720) 555-0187',
      address: '4410 Tejon St, Denver, CO 80211',
      rating: { value: 4.8, count: 126 },
    });
    expect(business.services.slice(0, 3)).toEqual([
      'Panel upgrades',
      'EV charger installation',
      'Lighting installation',
    ]);
    expect(business.hours).toContain('Mon: 7:00 AM - 5:00 PM');
    expect(business.hours).toContain('Sun: Closed');
    expect(business.description).toMatch(/^Residential electrical repairs/);
    // JSON-LD reviews and the page's list, merged without duplicates.
    expect(business.reviews.map((r) => r.author).sort()).toEqual([
      'Ben O.',
      'Dev P.',
      'Hannah W.',
      'Marisol G.',
    ]);
    expect(business.reviews.find((r) => r.author === 'Hannah W.')?.rating).toBe(4);
    expect(business.text).not.toMatch(/Copyright © 2004|Write a Review/);
  });

  it('reads a Thumbtack profile', async () => {
    const { business } = await importLink(at('www.thumbtack.com', paths.thumbtack), options());
    expect(business).toMatchObject({
      source: 'Thumbtack',
      name: 'Sparkle & Sage Home Cleaning',
      category: 'House cleaning',
      address: 'Austin, TX 78704',
      rating: { value: 4.9, count: 97 },
      services: [
        'Standard cleaning',
        'Deep cleaning',
        'Move-in and move-out cleaning',
        'Eco-friendly cleaning',
      ],
    });
    expect(business.description).toMatch(/^We are Lena and Sam/);
    expect(business.hours).toEqual(expect.arrayContaining(['Monday: 8:00 am - 6:00 pm', 'Sunday: Closed']));
    expect(business.reviews).toHaveLength(3);
    expect(business.images.map((i) => i.alt)).toContain('Kitchen after a deep clean');
    expect(business.text).toContain('Hired 184 times');
  });

  it('reads a GitHub profile: bio, location, website, README services and pinned projects', async () => {
    const { business } = await importLink(at('github.com', paths.githubProfile), options());
    expect(business).toMatchObject({
      source: 'GitHub',
      name: 'Mara Okafor',
      address: 'Portland, Oregon',
      email: 'hello@okafor.example',
      website: 'https://okafor.example/',
    });
    expect(business.description).toMatch(/^Independent software consultant in Portland/);
    expect(business.services).toContain('Inventory sync between Shopify, Square and your warehouse sheet');
    expect(business.services).toContain(
      'clinic-booking: Appointment booking with SMS reminders for small clinics and studios.',
    );
    expect(business.images[0]?.url).toBe('https://avatars.githubusercontent.com/u/48213377?v=4');
    expect(business.text).toContain('one-person software studio');
    expect(business.text).not.toMatch(/contributions in the last year|Sign up|© 2025 GitHub/);
  });

  it('reads a GitHub repository: About, website and README summary', async () => {
    const { business } = await importLink(at('github.com', paths.githubRepo), options());
    expect(business).toMatchObject({
      source: 'GitHub',
      name: 'Repair Queue',
      website: 'https://riversidebikes.example/',
    });
    expect(business.description).toMatch(/^Walk-in repair queue and text alerts/);
    expect(business.description).toContain('sixty bikes a week');
  });

  it('reads a generic page with JSON-LD (@graph, LocalBusiness subtype)', async () => {
    const { business, outcome } = await importLink(at('emberandoak.example', '/coffee'), options());
    expect(business).toMatchObject({
      source: 'Generic',
      name: 'Ember & Oak Coffee',
      category: 'Cafe or coffee shop',
      phone: '+1-828-555-0134',
      email: 'hello@emberandoak.example',
      address: '718 Haywood Rd, Asheville, NC 28806, US',
      hours: ['Monday–Friday: 06:30–17:00', 'Saturday, Sunday: 07:30–15:00'],
      rating: { value: 4.7, count: 312 },
      services: [
        'Espresso and pour-over bar',
        'Fresh-roasted beans by the bag',
        'Office coffee subscriptions',
        'Home brewing classes',
      ],
    });
    expect(business.reviews[0]).toMatchObject({ author: 'Keisha L.', rating: 5 });
    expect(business.images[0]).toEqual({
      url: 'https://emberandoak.example/images/bar-morning.jpg',
      alt: 'The coffee bar in morning light',
    });
    expect(business.text).not.toMatch(/gtag|dataLayer|Skip to content|Roast day e-mails/);
    expect(outcome).toBe('success');
  });

  it('reads a plain page without structured data', async () => {
    const { business, outcome } = await importLink(at('greenline.example', '/landscaping'), options());
    expect(business).toMatchObject({
      source: 'Generic',
      name: 'Greenline Landscaping',
      phone: '(208) 555-0163',
      address: '2150 W Fairview Ave, Boise, ID 83702',
      hours: ['Office hours: Monday - Friday 7am - 5pm, Saturday 8am - 12pm'],
    });
    expect(business.description).toMatch(/family-run lawn care/);
    expect(business.services).toEqual([
      'Weekly lawn mowing',
      'Spring and fall clean-ups',
      'Irrigation repair',
      'Water-wise garden design',
      'Paver patios and paths',
    ]);
    expect(business.reviews.map((r) => r.author)).toEqual([
      'Carol and Jim P., Meridian',
      'Anil S., North End',
    ]);
    expect(business.images[0]?.alt).toMatch(/stone path/);
    expect(outcome).toBe('partialSuccess');
  });

  it('adds https:// to a bare link (spec §5) and names the source by host', async () => {
    const result = await importLink('github.com/mara-okafor', options({ resolve: async () => [] }));
    expect(result).toMatchObject({ outcome: 'noContentImported', error: { code: 'dns-failed' } });
    expect(result.business).toMatchObject({
      source: 'GitHub',
      url: 'https://github.com/mara-okafor',
      text: '',
    });
  });
});

describe('importLink: outcomes (spec §4)', () => {
  it.each([
    [1, 'minimalContentImported'],
    [499, 'minimalContentImported'],
    [500, 'partialSuccess'],
    [4999, 'partialSuccess'],
    [5000, 'success'],
    [9000, 'success'],
  ])('%i characters of scraped text → %s', async (length, expected) => {
    const { outcome, business } = await importLink(at('example.com', `/text/${length}`), options());
    expect(outcome).toBe(expected);
    expect(business.text.length).toBe(Math.min(length, 7500)); // spec §5 scrape text cap
  });

  it.each([
    ['a thin "coming soon" page', '/thin', 'minimalContentImported'],
    ['an app shell without text', '/app-shell', 'noContentImported'],
  ])('%s → %s', async (_label, path, expected) => {
    expect((await importLink(at('example.com', path), options())).outcome).toBe(expected);
  });

  it('a refused or failing link imports no content and says why', async () => {
    const refused = await importLink('http://169.254.169.254/latest/meta-data/', options());
    expect(refused).toMatchObject({ outcome: 'noContentImported', error: { code: 'address-not-allowed' } });
    const missing = await importLink(at('example.com', '/nothing-here'), options());
    expect(missing).toMatchObject({ outcome: 'noContentImported', error: { code: 'http-error' } });
    expect((await importLink('   ', options())).error?.code).toBe('invalid-url');
  });

  it('reports "taking longer than expected" once the extended scrape timer passes', async () => {
    const onTakingLonger = vi.fn();
    const result = await importLink(
      at('example.com', '/slow'),
      options({ onTakingLonger, extendedScrapeMs: 50 }),
    );
    expect(onTakingLonger).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ tookLongerThanExpected: true, outcome: 'minimalContentImported' });
  });

  it('says nothing when the page arrives in time, and never after it finished', async () => {
    const onTakingLonger = vi.fn();
    const result = await importLink(
      at('example.com', '/thin'),
      options({ onTakingLonger, extendedScrapeMs: 200 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onTakingLonger).not.toHaveBeenCalled();
    expect(result.tookLongerThanExpected).toBe(false);
  });
});
