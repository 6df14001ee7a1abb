import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApp,
  createLifecycle,
  createLogger,
  provideDomainServices,
  type SitesServer,
  startSitesServer,
  stopSitesServer,
} from '@sitewright/api';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { createSitesServer } from '@sitewright/publisher';
import { listContactMessages, listNewsletterSubscriptions, loadMigrations } from '@sitewright/store';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../publish-jobs/support/harness.ts';
import { chromiumMissingReason, launchChromium, openLocalPage } from '../support/browser.ts';
import { rawRequest } from '../support/raw-http.ts';

const missing = chromiumMissingReason();
const jwtSecret = `forms-origin-secret-${'x'.repeat(40)}`;

/** A POST from a given loopback address (127.0.0.2 …: another visitor), body and headers as given. */
async function post(
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
) {
  const { origin, pathname, search } = new URL(url);
  const answer = await rawRequest(origin, `${pathname}${search}`, {
    method: 'POST',
    headers,
    body,
    localAddress,
  });
  return { ...answer, body: answer.body.toString() };
}

/**
 * A published form posts to `/_forms/{websiteId}/{kind}` on the page's own origin: the embedded
 * sites server (in its thread, as `main.ts` runs it) forwards it to the api, which answers with the
 * same checks and limits as the older cross-origin route. No preflight reaches the api.
 */
describe.skipIf(missing !== null)(
  `forms through the sites origin${missing ? ` (${missing})` : ''}`,
  { timeout: 60_000 },
  () => {
    let h: Harness;
    let api: http.Server;
    let apiBase: string;
    let sites: SitesServer;
    let sitesBase: string;
    let browser: Browser;
    let websiteId: string;
    let handle: string;
    /** Every request that reached the api: `METHOD path`. */
    const reached: string[] = [];
    const origin = () => ({ origin: sitesBase });

    beforeAll(async () => {
      h = await createHarness({ database: 'pglite', storage: 'folder', runner: 'in-process' });
      let app: http.RequestListener | null = null;
      api = http.createServer((req, res) => {
        reached.push(`${req.method} ${req.url}`);
        app?.(req, res);
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      sites = await startSitesServer({
        store: h.sitesStore,
        port: 0,
        host: '127.0.0.1',
        logger: createLogger('silent'),
        formsApiUrl: apiBase,
      });
      sitesBase = `http://127.0.0.1:${sites.port}`;
      provideDomainServices(h.db, { sitesUrl: sitesBase });
      app = createApp({
        db: h.db,
        logger: createLogger('silent'),
        migrations: await loadMigrations(),
        lifecycle: createLifecycle(),
        services: { auth: { jwtSecret, apiUrl: apiBase, appUrl: apiBase } },
      });

      websiteId = await h.createWebsite('Harbor Bakery');
      const newsletter = fullWebsiteFixture().sections.find((s) => s.type === 'Newsletter');
      await h.editDraft(websiteId, (draft) => ({
        ...draft,
        sections: [...draft.sections.slice(0, -1), newsletter!, ...draft.sections.slice(-1)],
      }));
      handle = `harbor-${Math.random().toString(36).slice(2, 8)}`;
      expect((await h.waitFor((await h.publish(websiteId, handle)).id)).state).toBe('succeeded');
      browser = await launchChromium();
    }, 90_000);
    afterAll(async () => {
      await browser?.close();
      await stopSitesServer(sites);
      api?.closeAllConnections();
      api?.close();
      await h?.close();
    }, 60_000);

    const contact = (message: string) =>
      new URLSearchParams({
        'field-name': 'Ana Ruiz',
        'field-email': 'ana@example.com',
        'field-message': message,
        company_website: '',
      }).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const formUrl = (kind: string) => `${sitesBase}/_forms/${websiteId}/${kind}`;

    it('with JS: both forms post to the page’s own origin, no preflight reaches the api, both are stored', async () => {
      const { context, page, outside } = await openLocalPage(browser, [sitesBase]);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
      try {
        await page.goto(`${sitesBase}/${handle}/`);
        const contactForm = page.locator('form[data-sw-form="contact"]');
        expect(await contactForm.getAttribute('action')).toBe(`/_forms/${websiteId}/contact`);
        await contactForm.locator('[name="field-name"]').fill('Bea Lopez');
        await contactForm.locator('[name="field-email"]').fill('bea@example.com');
        await contactForm.locator('[name="field-message"]').fill('Two loaves on Friday?');
        await contactForm.locator('button[type="submit"]').click();
        await contactForm.locator('[data-sw-success]').waitFor({ state: 'visible' });

        const newsletterForm = page.locator('form[data-sw-form="newsletter"]');
        expect(await newsletterForm.getAttribute('action')).toBe(`/_forms/${websiteId}/newsletter`);
        await newsletterForm.locator('[name="email"]').fill('bea@example.com');
        await newsletterForm.locator('button[type="submit"]').click();
        await newsletterForm.locator('[data-sw-success]').waitFor({ state: 'visible' });
      } finally {
        await context.close();
      }
      expect(outside).toEqual([]);
      expect(requests.filter((r) => r.startsWith('POST '))).toEqual([
        `POST ${formUrl('contact')}`,
        `POST ${formUrl('newsletter')}`,
      ]);
      expect(requests.some((r) => !r.includes(sitesBase))).toBe(false);
      expect(reached).toContain(`POST /_forms/${websiteId}/contact`);
      expect(reached).toContain(`POST /_forms/${websiteId}/newsletter`);
      expect(reached.filter((r) => r.startsWith('OPTIONS'))).toEqual([]);
      const messages = await listContactMessages(h.db, websiteId);
      expect(messages.map((m) => m.fields.Message)).toContain('Two loaves on Friday?');
      const subscribers = await listNewsletterSubscriptions(h.db, websiteId);
      expect(subscribers.map((s) => s.email)).toContain('bea@example.com');
    });

    it('without JS: a plain POST through the origin, then back to the page with ?sent=1', async () => {
      const { context, page } = await openLocalPage(browser, [sitesBase], { javaScriptEnabled: false });
      try {
        await page.goto(`${sitesBase}/${handle}/`);
        const form = page.locator('form[data-sw-form="newsletter"]');
        await form.locator('[name="email"]').fill('carla@example.com');
        await Promise.all([
          page.waitForURL((url) => url.searchParams.get('sent') === '1'),
          form.locator('button[type="submit"]').click(),
        ]);
        const url = new URL(page.url());
        expect(`${url.origin}${url.pathname}`).toBe(`${sitesBase}/${handle}/`);
        expect(await page.locator('form[data-sw-form="newsletter"]').count()).toBe(1);
      } finally {
        await context.close();
      }
      const subscribers = await listNewsletterSubscriptions(h.db, websiteId);
      expect(subscribers.map((s) => s.email)).toContain('carla@example.com');
    });

    it('limits as before: 5 accepted messages per visitor address in 10 minutes, counted per visitor behind the origin', async () => {
      for (let i = 1; i <= 5; i++) {
        const sent = await post(
          formUrl('contact'),
          contact(`Order ${i}`),
          { ...formHeaders, ...origin() },
          '127.0.0.2',
        );
        expect(sent.status, sent.body).toBe(200);
        expect(JSON.parse(sent.body)).toEqual({ ok: true });
        expect(sent.headers['access-control-allow-origin']).toBeUndefined(); // same origin: no CORS
      }
      const sixth = await post(
        formUrl('contact'),
        contact('Order 6'),
        { ...formHeaders, ...origin() },
        '127.0.0.2',
      );
      expect(sixth.status).toBe(429);
      expect(JSON.parse(sixth.body).code).toBe('too-many-requests');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor is not charged for the first one's messages.
      const other = await post(
        formUrl('contact'),
        contact('Order 7'),
        { ...formHeaders, ...origin() },
        '127.0.0.3',
      );
      expect(other.status, other.body).toBe(200);
      // A claimed address is not believed: the origin adds the one it saw, and the api counts that.
      const claiming = await post(
        formUrl('contact'),
        contact('Order 8'),
        { ...formHeaders, ...origin(), 'x-forwarded-for': '203.0.113.9' },
        '127.0.0.2',
      );
      expect(claiming.status).toBe(429);
    });

    it('refusals as before, and the origin’s own: invalid e-mail 400, another origin 403, over 100 KiB 413 unsent, GET 405', async () => {
      const invalid = await post(
        formUrl('newsletter'),
        'email=not-an-address',
        { ...formHeaders, ...origin() },
        '127.0.0.4',
      );
      expect(invalid.status).toBe(400);
      expect(JSON.parse(invalid.body)).toMatchObject({
        code: 'invalid-submission',
        message: 'Please enter a valid email address',
      });
      const elsewhere = await post(
        formUrl('newsletter'),
        'email=dan@example.com',
        { ...formHeaders, origin: 'https://another-site.example' },
        '127.0.0.4',
      );
      expect(elsewhere.status).toBe(403);
      expect(JSON.parse(elsewhere.body).code).toBe('origin-not-allowed');

      const before = reached.length;
      const large = `email=${'a'.repeat(100 * 1024)}`;
      const tooLarge = await post(formUrl('newsletter'), large, { ...formHeaders, ...origin() }, '127.0.0.4');
      expect(tooLarge.status).toBe(413);
      // Streamed without a length: refused as soon as the bytes pass the limit.
      const chunked = await post(
        formUrl('newsletter'),
        large,
        { ...formHeaders, ...origin(), 'transfer-encoding': 'chunked' },
        '127.0.0.4',
      );
      expect(chunked.status).toBe(413);
      expect(reached.slice(before)).toEqual([]);
      const atLimit = `email=${'a'.repeat(100 * 1024 - 'email='.length)}`;
      expect(Buffer.byteLength(atLimit)).toBe(102_400);
      const accepted = await post(
        formUrl('newsletter'),
        atLimit,
        { ...formHeaders, ...origin() },
        '127.0.0.4',
      );
      expect(accepted.status).toBe(400); // read by the api, refused as an address
      const get = await fetch(formUrl('newsletter'));
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    });

    it('the older cross-origin route keeps working for pages published before', async () => {
      const sent = await post(
        `${apiBase}/api/sites/${websiteId}/newsletter`,
        'email=erin@example.com',
        { ...formHeaders, ...origin() },
        '127.0.0.5',
      );
      expect(sent.status, sent.body).toBe(200);
      expect(sent.headers['access-control-allow-origin']).toBe(sitesBase);
    });

    it('with the api down: a clear 502, and the page itself still served', async () => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const deadApi = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const server = createSitesServer({ store: h.servingStore, forms: { apiUrl: deadApi } });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const sent = await post(`${base}/_forms/${websiteId}/contact`, contact('Hello'), formHeaders);
        expect(sent.status).toBe(502);
        expect(JSON.parse(sent.body)).toEqual({
          code: 'forms-unavailable',
          message: 'The form could not be sent right now. Please try again in a few minutes.',
        });
        const plain = await post(`${base}/_forms/${websiteId}/contact`, contact('Hello'), {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(plain.status).toBe(502);
        expect(plain.body).toContain('The form could not be sent right now.');
        const page = await fetch(`${base}/${handle}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Harbor Bakery');
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });
  },
);
