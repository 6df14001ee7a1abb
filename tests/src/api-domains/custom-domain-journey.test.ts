import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApp,
  createConnectedDomains,
  createLifecycle,
  createLogger,
  deriveAuthKeys,
  listen,
  mintSignInToken,
  provideDomainServices,
  type TxtResolver,
} from '@sitewright/api';
import { createSitesServer, createStoreLookup, requestRepublish } from '@sitewright/publisher';
import { loadMigrations } from '@sitewright/store';
import { insertWebsiteWithDraft } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, draftFor, type Harness } from '../publish-jobs/support/harness.ts';
import { getWithHost } from '../support/raw-http.ts';

const apiUrl = 'http://127.0.0.1:3000'; // what the publish harness renders form actions with
const jwtSecret = `journey-secret-${'x'.repeat(40)}`;

/**
 * Across api, publisher and templates: a published site gets a custom domain (DNS TXT proof, spec
 * §4), is republished for it, is served on it by Host, and its rendered contact form — posted from
 * that domain, as a visitor's browser does — lands in the owner's CSV export.
 */
describe('a custom domain, end to end', () => {
  let harness: Harness;
  let api: http.Server;
  let sites: http.Server;
  let base: string;
  let sitesBase: string;
  const txt = new Map<string, string>();
  const resolver: TxtResolver = {
    async resolveTxt(name) {
      const value = txt.get(name.replace(/\.$/, ''));
      if (value === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return [[value]];
    },
  };
  const connected = createConnectedDomains();

  beforeAll(async () => {
    harness = await createHarness({ database: 'postgres', storage: 'folder', runner: 'in-process' });
    provideDomainServices(harness.db, { resolver, connected, sitesUrl: harness.sitesOrigin });
    const app = createApp({
      db: harness.db,
      logger: createLogger('silent'),
      migrations: await loadMigrations(),
      lifecycle: createLifecycle(),
      services: { auth: { jwtSecret, apiUrl, appUrl: 'http://127.0.0.1:3000' } },
    });
    api = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    sites = createSitesServer({
      store: harness.store,
      lookup: createStoreLookup(harness.store, connected.directory),
    });
    await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
    sitesBase = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api?.closeAllConnections();
    api?.close();
    sites?.close();
    await harness?.close();
  });

  const call = async (method: string, path: string, token: string, json?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
  };

  it('connects, serves and receives the contact form on the domain', async () => {
    const email = 'rosa@example.com';
    const token = await mintSignInToken(deriveAuthKeys(jwtSecret), email, new Date());
    const session = await (
      await fetch(`${base}/api/login/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
    ).json();
    const access: string = session.accessToken;
    const websiteId = `site-${Math.random().toString(36).slice(2, 10)}`;
    await insertWebsiteWithDraft(harness.db, {
      id: websiteId,
      userId: session.user.id,
      draft: draftFor(websiteId, session.user.id),
    });
    const handle = `rosa-${Math.random().toString(36).slice(2, 8)}`;
    expect((await harness.waitFor((await harness.publish(websiteId, handle)).id)).state).toBe('succeeded');

    const domain = `www.${handle}.example.com`;
    const connect = await call('POST', '/api/domains', access, { domainName: domain, websiteId });
    expect(connect.status).toBe(201);
    txt.set(`_sitewright.${domain}`, connect.body.records[0].value);
    const checked = await call('POST', `/api/domains/${domain}/check`, access);
    expect(checked.body).toMatchObject({ state: 'Connected', websiteName: handle });

    // The build differs on its own domain (base path `/`): republish (what the api's domain effects
    // request; a publish of the same draft version would be the live request again), visit by Host.
    const republish = await requestRepublish(harness.db, { websiteId }, harness.queue);
    expect((await harness.waitFor(republish!.request.id)).state).toBe('succeeded');
    const page = await getWithHost(`${sitesBase}/`, domain);
    expect(page.status).toBe(200);
    const action = /<form[^>]*data-sw-form="contact"[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    // The domain's own origin (its `/_forms/*` goes to the api: CDN behaviour, or the sites server).
    expect(action).toBe(`/_forms/${websiteId}/contact`);
    const names = [...page.body.matchAll(/<(?:input|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining(['field-name', 'field-email', 'field-message', 'company_website']),
    );

    const sent = await fetch(`${base}${action}`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: `https://${domain}` },
      body: new URLSearchParams({
        'field-name': 'Ana Ruiz',
        'field-email': 'ana@example.com',
        'field-message': '=1+1 for Sunday?',
        company_website: '',
      }),
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBeNull(); // same-origin: no CORS

    const csv = await call('GET', `/api/websites/${websiteId}/contacts.csv`, access);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[1]).toMatch(/^\S+,Ana Ruiz,ana@example.com,'=1\+1 for Sunday\?$/);
  });
});
