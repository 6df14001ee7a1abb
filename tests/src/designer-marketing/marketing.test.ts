import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hydratedPageBudgetKb,
  marketingBudgetKb,
  measureMarketingFirstVisits,
} from '../../bench/designer.bench.ts';
import { type JourneyApi, startApi } from '../support/app-journey.ts';
import {
  chromiumMissingReason,
  launchChromium,
  runAxe,
  seriousViolations,
  viewports,
} from '../support/browser.ts';
import { ensureDesignerBuilt, repoRoot } from './designer-build.ts';

const artifacts = path.join(repoRoot, 'tests', 'artifacts');

/** The pages the issue names, with the h1 each must show with or without JavaScript. */
const pages = [
  { path: '/', h1: 'A website for your business, ready in minutes' },
  { path: '/industries/barber-shop', h1: 'A barber shop website that keeps the chairs full' },
  { path: '/industries', h1: 'Websites for every kind of service business' },
  { path: '/create-your-website-with-yelp', h1: 'Turn your Yelp page into a website' },
  { path: '/business-name-generator', h1: 'Business name generator' },
] as const;

/** The free tools hydrate the app (React); every other pre-rendered page runs islands only. */
const hydrated = new Set(['/business-name-generator']);

/**
 * Waits until the page's scripts are wired: the islands of a static page (`data-islands-ready`),
 * or the app's router on a page that hydrates (`data-router-ready`).
 */
const scriptsReady = (page: Page, route: string) =>
  page
    .locator(hydrated.has(route) ? 'html[data-router-ready="true"]' : 'html[data-islands-ready="true"]')
    .waitFor();

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the marketing browser suite: ${skipReason}`);

describe.skipIf(skipReason !== null)('marketing pages in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;

  beforeAll(async () => {
    ensureDesignerBuilt();
    [api, browser] = await Promise.all([startApi(), launchChromium()]);
    await mkdir(artifacts, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  /** A context whose requests never leave the api's origin (marketing pages load nothing else). */
  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext(options);
    const origin = new URL(api.base).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    return context;
  }

  async function open(context: BrowserContext, route: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(api.base + route);
    return { page, errors };
  }

  it('serves every page readable without JavaScript: its h1, title and content', async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    try {
      for (const { path: route, h1 } of pages) {
        const { page } = await open(context, route);
        expect(await page.locator('h1').allTextContents(), route).toEqual([h1]);
        expect(await page.title(), route).toMatch(/Sitewright/);
        expect(await page.locator('main p').count(), route).toBeGreaterThan(0);
        // The navbar is usable without JavaScript: links show, wrapped, at 375 px.
        await expect(page.getByRole('link', { name: 'Pricing' }).first().isVisible()).resolves.toBe(true);
        await page.close();
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it('runs islands, not the app, on static pages: no React, no errors; links load the next page; a page view per page (spec §1)', async () => {
    const context = await newContext({ viewport: viewports.desktop });
    try {
      const views: string[] = [];
      const scripts: string[] = [];
      context.on('request', (request) => {
        if (request.url().endsWith('/api/events')) views.push(JSON.parse(request.postData() ?? '{}').route);
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const { page, errors } = await open(context, '/');
      await scriptsReady(page, '/');
      // Only the islands entry and its one small chunk: no shell, no React, no page chunk.
      expect(scripts.map((file) => file.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual([
        '/assets/check-link.js',
        '/assets/marketing.js',
      ]);
      expect(await page.evaluate(() => document.documentElement.dataset.routerReady)).toBeUndefined();
      await page.evaluate(() => {
        (window as unknown as { stayedHere: boolean }).stayedHere = true;
      });
      await page.getByRole('link', { name: 'Barber shop' }).first().click();
      await page.waitForURL(`${api.base}/industries/barber-shop`);
      await scriptsReady(page, '/industries/barber-shop');
      expect(await page.locator('h1').textContent()).toBe(pages[1].h1);
      expect(await page.title()).toBe('Barber shop website builder | Sitewright');
      // A plain link: the browser loaded the next page's HTML (a new document).
      expect(
        await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere),
      ).toBeUndefined();
      await page.goBack();
      await expect.poll(() => page.locator('h1').textContent()).toBe(pages[0].h1);
      await expect.poll(() => views).toEqual(['/', '/industries/barber-shop', '/']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('passes axe-core on every page, at desktop and 375 px, with no horizontal scrolling', async () => {
    const context = await newContext();
    try {
      for (const viewport of [viewports.desktop, viewports.mobile]) {
        for (const { path: route } of pages) {
          const { page, errors } = await open(context, route);
          await page.setViewportSize(viewport);
          await scriptsReady(page, route);
          const label = `${route} at ${viewport.width}px`;
          expect(seriousViolations(await runAxe(page)), label).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, label).toBeLessThanOrEqual(0);
          expect(errors, label).toEqual([]);
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it('folds the navbar behind Menu at 375 px; Escape closes it; a link in it loads the page, menu closed', async () => {
    const context = await newContext({ viewport: viewports.mobile });
    try {
      const { page } = await open(context, '/');
      await scriptsReady(page, '/');
      const menu = page.getByRole('button', { name: 'Menu' });
      const pricing = page.locator('#site-nav').getByRole('link', { name: 'Pricing' });
      expect(await pricing.isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await pricing.focus();
      await page.keyboard.press('Escape');
      expect(await pricing.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
      await menu.click();
      await pricing.click();
      await page.waitForURL(`${api.base}/pricing`);
      await scriptsReady(page, '/pricing');
      expect(await page.locator('h1').textContent()).toBe('Pricing');
      expect(await pricing.isVisible()).toBe(false); // the new page's menu is closed
      expect(await page.locator('#site-nav a[href="/pricing"]').getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('renders app routes and unknown paths in the browser, from the empty app shell', async () => {
    const context = await newContext();
    try {
      const { page, errors } = await open(
        context,
        `/login?next=${encodeURIComponent('/onboarding?industry=spa')}`,
      );
      await page.getByTestId('handed-over-industry').waitFor();
      expect(await page.getByTestId('handed-over-industry').textContent()).toBe('spa');
      const response = await page.goto(`${api.base}/no-such-page`);
      // A real 404 (the same page): Chromium logs the document's own status, and nothing else fails.
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator('h1').textContent()).toBe('This page is not available');
      expect(await page.title()).toBe('Page not available | Sitewright');
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('leads from a create-from-link page into onboarding with the link prefilled', async () => {
    const context = await newContext();
    try {
      const { page } = await open(context, '/create-your-website-with-yelp');
      await scriptsReady(page, '/create-your-website-with-yelp');
      const field = page.getByLabel('Your Yelp business page link');
      await page.getByRole('button', { name: 'Build my website' }).click();
      await expect.poll(() => page.getByText('Paste the link to your page.').isVisible()).toBe(true);
      // The message is the field's description, the field invalid and focused (as TextField renders it).
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      const described = await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      );
      expect(described).toContain('Paste the link to your page.');
      expect(new URL(page.url()).pathname).toBe('/create-your-website-with-yelp');
      await field.fill('not a link');
      await page.getByRole('button', { name: 'Build my website' }).click();
      await page.getByText('That does not look like a web address. It should start with https://').waitFor();
      expect(await page.getByText('Paste the link to your page.').count()).toBe(0);
      await field.fill('www.yelp.com/biz/joes-barbers-leeds');
      await page.getByRole('button', { name: 'Build my website' }).click();
      // Onboarding (open without an account: the trial wizard) has the link in its first step.
      await page.waitForURL((url) => url.pathname === '/onboarding');
      const query = new URL(page.url()).searchParams;
      expect(query.get('link')).toBe('https://www.yelp.com/biz/joes-barbers-leeds');
      expect(query.get('source')).toBe('Yelp');
      await expect
        .poll(() => page.getByLabel('Your existing page').inputValue())
        .toBe('https://www.yelp.com/biz/joes-barbers-leeds');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('runs a free tool: shows the results, copies one with a toast, and shows a failure’s message', async () => {
    const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const { page } = await open(context, '/business-name-generator');
      const names = Array.from({ length: 12 }, (_, i) => `Harbor Cuts ${i + 1}`);
      let sent: unknown;
      await page.route('**/api/tools/business-names', async (route) => {
        sent = route.request().postDataJSON();
        await route.fulfill({ json: { names } });
      });
      await page.locator('html[data-router-ready="true"]').waitFor();
      await page.getByLabel('What does your business do?').fill('A barber shop by the harbour in Whitby');
      await page.getByLabel('Industry').selectOption('barber-shop');
      await page.getByRole('button', { name: 'Suggest names' }).click();
      await expect.poll(() => page.locator('.result').count()).toBe(12);
      expect(sent).toEqual({
        description: 'A barber shop by the harbour in Whitby',
        industry: 'barber-shop',
      });
      await page.getByRole('button', { name: 'Copy Harbor Cuts 3' }).click();
      await page.getByRole('status').getByText('Name copied').waitFor();

      await page.unroute('**/api/tools/business-names');
      await page.route('**/api/tools/business-names', (route) =>
        route.fulfill({
          status: 429,
          json: { code: 'too-many-requests', message: 'Too many requests. Try again in a minute.' },
        }),
      );
      await page.getByRole('button', { name: 'Suggest names' }).click();
      await page.getByRole('alert').getByText('Too many requests. Try again in a minute.').waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);

  it('saves screenshots of home and an industry page (CI artifacts)', async () => {
    const context = await newContext();
    try {
      for (const [route, name] of [
        ['/', 'marketing-home'],
        ['/industries/barber-shop', 'marketing-industry-barber-shop'],
      ] as const) {
        for (const [size, viewport] of Object.entries(viewports)) {
          const { page } = await open(context, route);
          await page.setViewportSize(viewport);
          await scriptsReady(page, route);
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: path.join(artifacts, `${name}-${size}.png`), fullPage: true });
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it(`keeps a first visit to a static marketing page within ${marketingBudgetKb} KB of gzip JavaScript (the home page included), a free tool’s within ${hydratedPageBudgetKb} KB`, () => {
    const { entry, islands, pages: visits, entryImportedByChunks } = measureMarketingFirstVisits();
    // main.tsx awaits the first page at top level: a chunk importing the entry chunk would deadlock.
    expect(entryImportedByChunks).toEqual([]);
    expect(visits.length).toBe(46);
    expect(
      visits
        .filter((visit) => visit.hydrates)
        .map((visit) => visit.path)
        .sort(),
    ).toEqual(['/business-idea-generator', '/business-name-generator', '/google-ad-generator']);
    expect(visits.find((visit) => visit.path === '/')?.hydrates).toBe(false);
    expect(islands.gzipKb).toBeLessThanOrEqual(marketingBudgetKb);
    expect(entry.gzipKb).toBeLessThanOrEqual(hydratedPageBudgetKb);
    for (const visit of visits)
      expect(visit.gzipKb, visit.path).toBeLessThanOrEqual(
        visit.hydrates ? hydratedPageBudgetKb : marketingBudgetKb,
      );
  });
});
