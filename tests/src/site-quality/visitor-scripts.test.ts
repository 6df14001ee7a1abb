import { type Section, sectionType, type Website } from '@sitewright/model';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumMissingReason,
  type LocalPage,
  launchChromium,
  openLocalPage,
  viewports,
} from '../support/browser.ts';
import { type FakeFormApi, plainPostReply, startFakeFormApi } from './fake-form-api.ts';
import { analyticsSite, cookieBannerSite, defaultSite, tagManagerSite } from './quality-sites.ts';
import { type SiteServer, serveSites } from './site-server.ts';

const missing = chromiumMissingReason();
const consentKey = 'sw-consent:riverside-heating';
const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345';

/** Every section type, the gallery (Grid on a new site) as a carousel: every script but the banner's. */
function everyScriptSite(): Website {
  const site = defaultSite([...sectionType.options]);
  const sections = site.sections.map(
    (s): Section => (s.type === 'Gallery' ? { ...s, layout: 'Carousel' } : s),
  );
  return { ...site, sections };
}

// The visitor scripts of templates/README.md "Client script hooks", in a real browser.
describe.skipIf(missing !== null)(
  `visitor scripts in Chromium${missing ? ` (${missing})` : ''}`,
  { timeout: 30_000 },
  () => {
    let api: FakeFormApi;
    let server: SiteServer;
    let browser: Browser;
    let opened: LocalPage | undefined;

    beforeAll(async () => {
      api = await startFakeFormApi();
      server = await serveSites(
        [
          { name: 'all', website: everyScriptSite(), customDomain: false },
          { name: 'banner', website: cookieBannerSite(), customDomain: false },
          { name: 'analytics', website: analyticsSite(), customDomain: false },
          { name: 'no-photos', website: defaultSite(undefined, { photos: false }), customDomain: false },
          { name: 'tag-manager', website: tagManagerSite(), customDomain: true },
        ],
        api.url,
      );
      browser = await launchChromium();
    }, 60_000);
    afterEach(async () => {
      await opened?.context.close();
      opened = undefined;
      api.reset();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await api?.close();
    });

    async function visit(name: string, options: BrowserContextOptions = {}): Promise<Page> {
      opened = await openLocalPage(browser, [server.origin, api.url], {
        viewport: viewports.desktop,
        reducedMotion: 'reduce',
        ...options,
      });
      await opened.page.goto(server.pageUrl(name));
      return opened.page;
    }

    describe('mobile menu', () => {
      it('opens and closes with the toggle, Escape closes it and gives focus back, a link closes it', async () => {
        const page = await visit('all', { viewport: viewports.mobile });
        const toggle = page.locator('[data-sw-menu-toggle]');
        const link = page.locator('[data-sw-menu] a').first();
        await expect.poll(() => toggle.isVisible()).toBe(true);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await link.isVisible()).toBe(false);

        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => link.isVisible()).toBe(true);
        await link.focus(); // inside the menu, so Escape has to bring focus back
        await page.keyboard.press('Escape');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await link.isVisible()).toBe(false);

        await toggle.click();
        await link.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      });

      it('stays out of the way on a desktop, where every link shows', async () => {
        const page = await visit('all');
        expect(await page.locator('[data-sw-menu-toggle]').isVisible()).toBe(false);
        expect(await page.locator('[data-sw-menu] a').first().isVisible()).toBe(true);
      });
    });

    describe('gallery carousel', () => {
      const shown = (page: Page) =>
        page.$$eval('[data-sw-slide]', (slides) =>
          slides.flatMap((s, i) => ((s as HTMLElement).hidden ? [] : [i])),
        );
      const status = (page: Page) => page.locator('[data-sw-carousel-status]').textContent();

      it('shows one slide, moves with next/prev (wrapping) and announces the position', async () => {
        const page = await visit('all');
        const count = await page.locator('[data-sw-slide]').count();
        expect(count).toBeGreaterThanOrEqual(2);
        expect(await page.locator('[data-sw-carousel]').getAttribute('data-sw-carousel-ready')).toBe('');
        expect(await shown(page)).toEqual([0]);
        expect(await page.locator('[data-sw-carousel-status]').getAttribute('aria-live')).toBe('polite');

        await page.locator('[data-sw-carousel-next]').click();
        expect([await shown(page), await status(page)]).toEqual([[1], `2 / ${count}`]);
        await page.locator('[data-sw-carousel-prev]').click();
        await page.locator('[data-sw-carousel-prev]').click();
        expect([await shown(page), await status(page)]).toEqual([[count - 1], `${count} / ${count}`]);
      });

      it('moves with the arrow keys while focus is inside', async () => {
        const page = await visit('all');
        await page.locator('[data-sw-carousel-next]').focus();
        await page.keyboard.press('ArrowRight');
        expect([await shown(page), await status(page)]).toEqual([[1], expect.stringMatching(/^2 \/ \d+$/)]);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        expect((await shown(page))[0]).toBe((await page.locator('[data-sw-slide]').count()) - 1);
      });
    });

    describe('cookie banner', () => {
      const analyticsTags = (page: Page) => page.locator(`script[src="${gtag}"]`).count();

      it('shows until a choice; Accept stores it and loads the analytics tag, now and on the next visit', async () => {
        const page = await visit('banner');
        const banner = page.locator('[data-sw-cookie-banner]');
        await expect.poll(() => banner.isVisible()).toBe(true);
        expect(await analyticsTags(page)).toBe(0);

        await page.locator('[data-sw-cookie="accept"]').click();
        expect(await banner.isVisible()).toBe(false);
        expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('accepted');
        expect(await analyticsTags(page)).toBe(1);
        await expect.poll(() => opened?.outside.includes(gtag)).toBe(true);

        await page.reload();
        await expect.poll(() => analyticsTags(page)).toBe(1);
        expect(await banner.isVisible()).toBe(false);
      });

      it('Reject stores it, loads nothing and stays away on the next visit', async () => {
        const page = await visit('banner');
        await page.locator('[data-sw-cookie="reject"]').click();
        expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('rejected');
        await page.reload();
        await page.waitForLoadState('load');
        expect(await page.locator('[data-sw-cookie-banner]').isVisible()).toBe(false);
        expect(await analyticsTags(page)).toBe(0);
        expect(opened?.outside.filter((url) => url.includes('googletagmanager'))).toEqual([]);
      });
    });

    // The visitor's console: no favicon 404 (the monogram is declared and served), and the page's
    // Content-Security-Policy blocks nothing the page itself runs, analytics included.
    describe("the visitor's console", () => {
      interface Watched {
        page: Page;
        /** Console errors, page errors and any console text about the Content Security Policy. */
        problems: string[];
        /** `securitypolicyviolation` events of the page: directive and blocked URL. */
        violations: () => Promise<string[]>;
        /** Google tag URLs the browser asked the network for (so the CSP let them through). */
        googleTags: string[];
      }

      /** Collects what the visitor's console would show, from before the page's first byte. */
      async function observe(context: BrowserContext, page: Page): Promise<Omit<Watched, 'googleTags'>> {
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || /Content Security Policy/i.test(m.text()))
            problems.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        await context.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (e) =>
            seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
          );
        });
        const violations = () =>
          page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
        return { page, problems, violations };
      }

      /** Opens a page with outside hosts routed away, Google's tag answered by a stand-in. */
      async function watch(name: string): Promise<Watched> {
        opened = await openLocalPage(browser, [server.origin, api.url], { viewport: viewports.desktop });
        const { context, page } = opened;
        const googleTags: string[] = [];
        // This machine is offline: Google's script is answered by a stand-in, so a request that
        // arrives here got past the CSP (a blocked script never reaches the network).
        await context.route('https://www.googletagmanager.com/**', (route) => {
          googleTags.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in */' });
        });
        const watched = { ...(await observe(context, page)), googleTags };
        await page.goto(server.pageUrl(name));
        await page.waitForLoadState('load');
        return watched;
      }

      it('a page with no owner icon: its monogram is served, no /favicon.ico, 0 console errors, no CSP violation', async () => {
        // No routes here: with any request routing on, Chromium never asks for /favicon.ico. The
        // site has no photos, so the page needs no other host.
        const context = await browser.newContext({ viewport: viewports.desktop });
        opened = { context, page: await context.newPage(), outside: [] };
        const watched = await observe(context, opened.page);
        const since = server.served.length;
        await opened.page.goto(server.pageUrl('no-photos'));
        await opened.page.waitForLoadState('load');
        // Chromium asks for the declared icon, or for /favicon.ico when none is declared.
        const icon = await server.answered((p) => p.endsWith('.svg') || p.endsWith('favicon.ico'), since);
        expect(icon.path).toMatch(/^\/no-photos\/assets\/icon\.[0-9a-f]{8}\.svg$/);
        expect(icon.status).toBe(200);
        expect(server.served.slice(since).filter((r) => r.status !== 200)).toEqual([]);
        expect(await watched.violations()).toEqual([]);
        expect(watched.problems).toEqual([]);
      });

      it('a page with photos from another host: 0 console errors, no CSP violation', async () => {
        const watched = await watch('all');
        expect(await watched.violations()).toEqual([]);
        expect(watched.problems).toEqual([]);
      });

      it('Google Analytics in the page: gtag.js is requested, the inline snippet runs, nothing is blocked', async () => {
        const watched = await watch('analytics');
        await expect.poll(() => watched.googleTags).toEqual([gtag]);
        // The inline snippet ran (its hash is in the CSP): gtag('js') and gtag('config') queued.
        expect(
          await watched.page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length),
        ).toBe(2);
        expect(await watched.violations()).toEqual([]);
        expect(watched.problems).toEqual([]);
      });

      it('Tag Manager on its own domain: the container snippet runs and loads gtm.js, nothing is blocked', async () => {
        const watched = await watch('tag-manager');
        await expect
          .poll(() => watched.googleTags)
          .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
        expect(await watched.violations()).toEqual([]);
        expect(watched.problems).toEqual([]);
      });

      it('the cookie banner: Accept loads the tag past the CSP, nothing is blocked', async () => {
        const watched = await watch('banner');
        await watched.page.locator('[data-sw-cookie="accept"]').click();
        await expect.poll(() => watched.googleTags).toEqual([gtag]);
        expect(await watched.violations()).toEqual([]);
        expect(watched.problems).toEqual([]);
      });

      it('the checks bite: a script injected into the page is blocked, reported as a violation and in the console', async () => {
        const watched = await watch('all');
        const ran = await watched.page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.head.append(script);
          return (window as { injected?: boolean }).injected === true;
        });
        expect(ran).toBe(false);
        await expect.poll(() => watched.violations()).toEqual(['script-src-elem inline']);
        await expect
          .poll(() => watched.problems.some((p) => p.includes('Content Security Policy')))
          .toBe(true);
      });
    });

    describe.each([
      {
        kind: 'contact',
        email: 'field-email',
        fill: { 'field-name': 'Ana', 'field-message': 'A leaking boiler' },
      },
      { kind: 'newsletter', email: 'email', fill: {} },
    ])('$kind form', ({ kind, email, fill }) => {
      const form = (page: Page) => page.locator(`form[data-sw-form="${kind}"]`);
      const fillIn = async (page: Page, address: string) => {
        for (const [name, value] of Object.entries(fill))
          await form(page).locator(`[name="${name}"]`).fill(value);
        await form(page).locator(`[name="${email}"]`).fill(address);
      };

      it("with JS, an invalid e-mail shows the spec's message and sends nothing", async () => {
        const page = await visit('all');
        await fillIn(page, 'not-an-address');
        await form(page).locator('button[type="submit"]').click();
        const slot = form(page).locator(`[data-sw-error-for="${email}"]`);
        await expect.poll(() => slot.isVisible()).toBe(true);
        expect(await slot.textContent()).toBe('Please enter a valid email address');
        expect(await form(page).locator(`[name="${email}"]`).getAttribute('aria-invalid')).toBe('true');
        expect(api.received).toEqual([]);
      });

      it('with JS, a valid submission POSTs the form to its action and shows the success message', async () => {
        const page = await visit('all');
        await fillIn(page, 'ana@example.com');
        await form(page).locator('button[type="submit"]').click();
        const success = form(page).locator('[data-sw-success]');
        await expect.poll(() => success.isVisible()).toBe(true);
        expect(await success.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(api.received).toHaveLength(1);
        const [sent] = api.received;
        // Relative: the page's own origin, which forwarded it to the api.
        expect(sent?.path).toBe(await form(page).getAttribute('action'));
        expect(sent?.path).toBe(`/_forms/riverside-heating/${kind}`);
        expect(sent?.accept).toContain('application/json');
        expect(sent?.fields.get(email)).toBe('ana@example.com');
        for (const [name, value] of Object.entries(fill)) expect(sent?.fields.get(name)).toBe(value);
        expect(await form(page).locator(`[name="${email}"]`).inputValue()).toBe('');
      });

      it("with JS, shows the api's refusal in the form", async () => {
        api.answerNext({
          status: 422,
          body: { message: 'Not sent', fieldErrors: { [email]: 'Address blocked' } },
        });
        const page = await visit('all');
        await fillIn(page, 'ana@example.com');
        await form(page).locator('button[type="submit"]').click();
        await expect.poll(() => form(page).locator('[data-sw-status]').textContent()).toBe('Not sent');
        expect(await form(page).locator(`[data-sw-error-for="${email}"]`).textContent()).toBe(
          'Address blocked',
        );
        expect(await form(page).locator('[data-sw-success]').isVisible()).toBe(false);
      });

      it('without JS, is a plain urlencoded POST to its action', async () => {
        const page = await visit('all', { javaScriptEnabled: false });
        const action = await form(page).getAttribute('action');
        await fillIn(page, 'ana@example.com');
        await Promise.all([
          page.waitForURL((url) => url.pathname === action),
          form(page).locator('button[type="submit"]').click(),
        ]);
        expect(await page.textContent('body')).toContain(plainPostReply);
        expect(api.received).toHaveLength(1);
        expect(api.received[0]?.accept).not.toContain('application/json');
        expect(api.received[0]?.contentType).toBe('application/x-www-form-urlencoded');
        expect(api.received[0]?.fields.get(email)).toBe('ana@example.com');
      });
    });
  },
);
