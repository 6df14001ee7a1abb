import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';
import { createWebsite, type JourneyApi, openDesigner, signIn, startApi } from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium } from '../support/browser.ts';
import { rawRequest } from '../support/raw-http.ts';

/**
 * The app origin as `npm start` serves it (NODE_ENV=production, the built designer): pages that
 * cannot be framed and carry the security headers, real 404s, compressed answers, no source maps.
 */

const skipBrowser = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipBrowser) console.warn(`Skipping the app origin's browser checks: ${skipBrowser}`);

const browserAccepts = 'gzip, deflate, br, zstd';

describe('the app origin in production', () => {
  let api: JourneyApi;

  beforeAll(async () => {
    ensureDesignerBuilt();
    api = await startApi({ NODE_ENV: 'production' }, { readyTimeoutMs: 240_000 });
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(api.base, path, { headers: { accept: 'text/html', ...headers } });

  it('sends the CSP (frame-ancestors none), X-Frame-Options, nosniff and the referrer policy on every app page', async () => {
    for (const path of [
      '/',
      '/login',
      '/designer',
      '/account',
      '/auth/complete',
      '/about',
      '/no-such-page',
    ]) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect({ path, frameAncestors: csp.split(';').map((d) => d.trim()) }).toMatchObject({
        path,
        frameAncestors: expect.arrayContaining(["frame-ancestors 'none'", "object-src 'none'"]),
      });
      expect(csp, path).toMatch(/(^|;)\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      // APP_URL is http here: no HSTS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('answers 404 with the app’s page for a path the app does not know; its routes are 200', async () => {
    const shell = await get('/login');
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body.equals(shell.body)).toBe(true);
    for (const path of ['/industries/no-such-trade', '/designer/a/b', '/Login']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
    // `/account` is no route of the designer (account settings are a menu's modals): page not available.
    expect((await get('/account')).status).toBe(404);
    for (const path of [
      '/',
      '/about',
      '/industries/accountant',
      '/login',
      '/auth/complete',
      '/onboarding',
      '/designer',
      '/designer/0b7a1c52-3f7e-4f53-9a35-5d1f4a0c2e11',
      '/invite/3c9d2b1e-7a55-4c1d-8f0e-2b6a9e4d7c10',
      '/invite/revoked',
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
    }
  });

  /**
   * The shell bundle (React, router, layout): the largest script of a first visit to the app. The
   * pre-rendered marketing pages load only their islands, so it is linked from an app page (/login).
   */
  async function shellBundle(): Promise<string> {
    const login = (await get('/login')).body.toString('utf8');
    const path = /href="(\/assets\/shell-[\w-]+\.js)"/.exec(login)?.[1];
    if (!path) throw new Error(`No shell bundle linked from the login page:\n${login.slice(0, 2000)}`);
    return path;
  }

  it('sends the JS bundle and the HTML brotli- or gzip-compressed, decoding to the same bytes', async () => {
    const figures: string[] = [];
    for (const path of [await shellBundle(), '/', '/login']) {
      const plain = await get(path, { 'accept-encoding': 'identity' });
      const br = await get(path, { 'accept-encoding': browserAccepts });
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      for (const answer of [plain, br, gzip]) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
        expect(answer.headers['content-type'], path).toBe(plain.headers['content-type']);
      }
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(br.body.length, path).toBeLessThan(plain.body.length / 2);
      figures.push(`${path}: ${plain.body.length} B, br ${br.body.length} B, gzip ${gzip.body.length} B`);
    }
    const bundle = await get(await shellBundle(), { 'accept-encoding': browserAccepts });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    console.info(`app origin transfer sizes:\n  ${figures.join('\n  ')}`);
  });

  it('compresses large API answers too', async () => {
    const plain = await rawRequest(api.base, '/api/openapi.json');
    const br = await rawRequest(api.base, '/api/openapi.json', {
      headers: { 'accept-encoding': browserAccepts },
    });
    expect(plain.body.length).toBeGreaterThan(10_000);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('serves no source maps, and the bundles do not point at any', async () => {
    const bundle = await shellBundle();
    expect((await get(`${bundle}.map`)).status).toBe(404);
    expect((await get(`${bundle}.map`, { 'accept-encoding': browserAccepts })).status).toBe(404);
    const js = (await get(bundle)).body.toString('utf8');
    expect(js).not.toContain('sourceMappingURL');
  });

  describe.skipIf(skipBrowser !== null)('in Chromium', () => {
    let browser: Browser;
    let framer: Server;
    let framerBase: string;

    beforeAll(async () => {
      browser = await launchChromium();
      // Another origin that frames whatever `?src=` names.
      framer = createServer((req, res) => {
        const src = new URL(req.url ?? '/', 'http://framer').searchParams.get('src') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>framer</title><iframe id="victim" src="${src.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
      framerBase = `http://localhost:${(framer.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => framer?.close(resolve));
    });

    /** Loads the framing page (its load event waits for the iframe's); the frame's URL and inputs. */
    async function framed(src: string) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${framerBase}/?src=${encodeURIComponent(src)}`, { waitUntil: 'load' });
        const frame = page.frames().find((f) => f !== page.mainFrame());
        if (!frame) throw new Error('the framing page has no frame');
        return { url: frame.url(), inputs: await frame.locator('input').count() };
      } finally {
        await context.close();
      }
    }

    it('does not render /login inside a page of another origin', async () => {
      // Control: a page without the headers does render in the same frame.
      const control = await framed(`${api.base}/api/openapi.json`);
      expect(control.url).toBe(`${api.base}/api/openapi.json`);
      const login = await framed(`${api.base}/login`);
      expect(login.url).not.toBe(`${api.base}/login`);
      expect(login.inputs).toBe(0);
    });

    /** Collects the CSP violations Chromium reports on a page's console (its frames' included). */
    function watchViolations(page: Page): string[] {
      const violations: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      return violations;
    }

    it('runs the real pages under the CSP with no violation: sign-in page, home page, designer with its preview', async () => {
      // Signed out: the sign-in page and a pre-rendered marketing page, watched from the first byte.
      const visitor = await browser.newContext();
      try {
        const page = await visitor.newPage();
        const violations = watchViolations(page);
        await page.goto(`${api.base}/login`);
        await page.locator('input[type="email"]').waitFor();
        await page.goto(`${api.base}/`);
        await page.locator('h1').first().waitFor();
        expect(violations).toEqual([]);
      } finally {
        await visitor.close();
      }

      const session = await signIn(api, 'csp-journey@example.com');
      const id = await createWebsite(api, session, {
        businessName: 'Harbor Lane Bakery',
        description: 'Sourdough loaves, morning pastries and celebration cakes.',
        location: 'Portland, OR',
      });
      const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, id);
      try {
        // Loaded again with the console watched from the first byte (the session is settled once Ready).
        const violations = watchViolations(page);
        await page.reload();
        await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
        const preview = page.frameLocator('iframe[title="Website preview"]');
        await preview.getByText('Harbor Lane Bakery').first().waitFor({ timeout: 15_000 });
        // The preview's inline stylesheet applied (style-src): the body is not the browser's default font.
        const previewFont = await preview.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
        expect(previewFont).not.toBe('"Times New Roman"');
        expect(errors).toEqual([]);
        expect(violations).toEqual([]);
        // The watch bites: an inline script nobody hashed is refused, and reported.
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.head.append(script);
        });
        await expect.poll(() => violations.length).toBe(1);
        expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      } finally {
        await context.close();
      }
    }, 120_000);
  });
});
