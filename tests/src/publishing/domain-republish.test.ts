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
  publishingSiteEffects,
  type SitesServer,
  startSitesServer,
  stopSitesServer,
  type TxtResolver,
  watchConnectedDomains,
} from '@sitewright/api';
import type { Website } from '@sitewright/model';
import { createSitesServer, createStoreLookup, type PublishRequest } from '@sitewright/publisher';
import { loadMigrations } from '@sitewright/store';
import { insertWebsiteWithDraft, publishRequestsOf } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, draftFor, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';
import { getWithHost } from '../support/raw-http.ts';

const jwtSecret = `republish-secret-${'x'.repeat(40)}`;
const headCode = '<meta name="owner-verification" content="rosa-custom-head-1">';

/**
 * Spec §5 (custom head code and code embeds only on a site's own domain) on the embedded default:
 * a domain becoming Connected, and its disconnect, republish the live site through the outbox, and
 * only the published document — never unpublished draft edits.
 */
describe('a custom domain change republishes the live site', () => {
  let harness: Harness;
  let api: http.Server;
  let sites: SitesServer;
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
  // Watched: the sites server thread's copy of the map follows each change (as `createDomainRuntime`).
  const connected = watchConnectedDomains(createConnectedDomains());
  // The republish of `held.websiteId` waits before its pointer switch until released.
  let held: {
    websiteId: string;
    request: PublishRequest | null;
    release: () => void;
    gate: Promise<void>;
  } | null = null;

  beforeAll(async () => {
    harness = await createHarness({
      database: 'pglite',
      storage: 'folder',
      runner: 'in-process',
      hooks: {
        async beforeSwitch(request) {
          if (held && request.websiteId === held.websiteId && held.request === null) {
            held.request = request;
            await held.gate;
          }
        },
      },
    });
    provideDomainServices(harness.db, {
      resolver,
      connected,
      sitesUrl: harness.sitesOrigin,
      siteEffects: publishingSiteEffects({ deps: harness.deps, queue: harness.queue! }),
    });
    const app = createApp({
      db: harness.db,
      logger: createLogger('silent'),
      migrations: await loadMigrations(),
      lifecycle: createLifecycle(),
      services: { auth: { jwtSecret, apiUrl: 'http://127.0.0.1:3000', appUrl: 'http://127.0.0.1:3000' } },
    });
    api = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // The api's own sites server (embedded default), routing Hosts with the process's domain map.
    sites = await startSitesServer({
      store: harness.sitesStore,
      port: 0,
      host: '127.0.0.1',
      logger: createLogger('silent'),
      domains: connected.directory,
    });
    sitesBase = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    api?.closeAllConnections();
    api?.close();
    held?.release();
    await stopSitesServer(sites);
    await harness?.close();
  });

  const call = async (method: string, path: string, token: string, json?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : null };
  };

  /** Waits for a request newer than `after` to succeed; returns its sequence. */
  async function nextRequestDone(
    websiteId: string,
    after: number,
  ): Promise<{ sequence: number; kind: string }> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await publishRequestsOf(harness.db, websiteId);
      if (row && row.sequence > after && row.state === 'succeeded') {
        return { sequence: row.sequence, kind: row.kind };
      }
      if (row?.state === 'failed') throw new Error(row.lastError ?? 'failed');
      if (Date.now() > deadline) throw new Error(`no request after ${after} finished (${row?.state})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Signs `email` in, stores a website with custom head code and publishes it on a new handle. */
  async function publishWithHeadCode(email: string, businessName: string, handlePrefix: string) {
    const token = await mintSignInToken(deriveAuthKeys(jwtSecret), email, new Date());
    const session = await (
      await fetch(`${base}/api/login/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
    ).json();
    const websiteId = `site-${Math.random().toString(36).slice(2, 10)}`;
    const draft: Website = draftFor(websiteId, session.user.id, businessName);
    draft.websiteSettings = { ...draft.websiteSettings, customHeadCode: headCode };
    await insertWebsiteWithDraft(harness.db, { id: websiteId, userId: session.user.id, draft });
    const handle = `${handlePrefix}-${Math.random().toString(36).slice(2, 8)}`;
    const first = await harness.waitFor((await harness.publish(websiteId, handle)).id);
    expect(first.state).toBe('succeeded');
    return { access: session.accessToken as string, websiteId, handle, first };
  }

  it('connect → the domain serves the custom head code; disconnect → the shared origin serves it without', async () => {
    const { access, websiteId, handle, first } = await publishWithHeadCode(
      'rosa-republish@example.com',
      'Rosa Salon',
      'rosa',
    );
    const shared = await fetch(`${harness.sitesOrigin}/${handle}/`).then((r) => r.text());
    expect(shared).toContain('Rosa Salon');
    expect(shared).not.toContain(headCode); // spec §5: never on the shared origin

    // An unpublished edit of the draft: a domain change must not publish it.
    await harness.editDraft(websiteId, renamedBusiness('Rosa Salon Draft Only'));

    const domain = `www.${handle}.example.com`;
    const connect = await call('POST', '/api/domains', access, { domainName: domain, websiteId });
    expect(connect.status).toBe(201);
    txt.set(`_sitewright.${domain}`, connect.body.records[0].value);
    const checked = await call('POST', `/api/domains/${domain}/check`, access);
    expect(checked.body).toMatchObject({ state: 'Connected', websiteName: handle });

    const forDomain = await nextRequestDone(websiteId, first.sequence);
    expect(forDomain.kind).toBe('publish');
    const onDomain = await getWithHost(`${sitesBase}/`, domain);
    expect(onDomain.status).toBe(200);
    expect(onDomain.body).toContain(headCode);
    expect(onDomain.body).toContain(`href="https://${domain}/"`); // canonical on the domain
    expect(onDomain.body).toContain('Rosa Salon');
    expect(onDomain.body).not.toContain('Rosa Salon Draft Only');
    const redirected = await fetch(`${sitesBase}/${handle}/`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe(`https://${domain}/`);

    const disconnect = await call('POST', `/api/domains/${domain}/disconnect`, access);
    expect(disconnect.status).toBe(200);
    await nextRequestDone(websiteId, forDomain.sequence);
    const back = await fetch(`${sitesBase}/${handle}/`, { redirect: 'manual' });
    expect(back.status).toBe(200);
    const html = await back.text();
    expect(html).not.toContain(headCode);
    expect(html).toContain('Rosa Salon');
    expect(html).not.toContain('Rosa Salon Draft Only');
    expect((await getWithHost(`${sitesBase}/`, domain)).status).toBe(404);
  });
  /** Holds the next build of `websiteId` before its switch; resolves once it is waiting there. */
  function holdNextBuild(websiteId: string) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = { websiteId, request: null as PublishRequest | null, release, gate };
    held = hold;
    return {
      async waiting(): Promise<PublishRequest> {
        const deadline = Date.now() + 20_000;
        while (hold.request === null) {
          if (Date.now() > deadline) throw new Error(`no build of ${websiteId} reached its switch`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return hold.request;
      },
      release() {
        held = null;
        release();
      },
    };
  }

  /** A page and the stylesheet it links, fetched with `host` (the stylesheet's status tells broken paths). */
  async function pageWithStylesheet(url: string, host: string) {
    const page = await getWithHost(url, host);
    const href = /<link[^>]+href="(\/[^"]+\.css)"/.exec(page.body)?.[1];
    const css = href ? await getWithHost(new URL(href, url).toString(), host) : null;
    return { ...page, href, cssStatus: css?.status ?? null };
  }

  it('between a domain change and its republish going live, each origin serves only the build made for it', async () => {
    const { access, websiteId, handle } = await publishWithHeadCode(
      'rosa-windows@example.com',
      'Rosa Windows',
      'win',
    );
    const domain = `www.${handle}.example.com`;
    // A second api process's sites server: its domain map is reloaded only by its own changes and
    // its checker's round (every minute), so here only when the test says.
    const elsewhere = createConnectedDomains();
    const other = createSitesServer({
      store: harness.store,
      lookup: createStoreLookup(harness.store, elsewhere.directory),
      onError: () => undefined,
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      // Connected, its republish held before the switch: the live build is still the shared origin's.
      const connecting = holdNextBuild(websiteId);
      const connect = await call('POST', '/api/domains', access, { domainName: domain, websiteId });
      expect(connect.status).toBe(201);
      txt.set(`_sitewright.${domain}`, connect.body.records[0].value);
      const checked = await call('POST', `/api/domains/${domain}/check`, access);
      expect(checked.body).toMatchObject({ state: 'Connected', websiteName: handle });
      const forDomain = await connecting.waiting();
      expect(connected.entries().get(domain)).toBe(handle);
      await elsewhere.refresh(harness.db);
      expect(elsewhere.entries().get(domain)).toBe(handle);
      for (const origin of [sitesBase, otherBase]) {
        // Not the shared origin's build at the domain (its asset paths are /{handle}/…).
        expect((await getWithHost(`${origin}/`, domain)).status).toBe(404);
        // The shared origin keeps serving its own, whole, build, and does not send visitors away.
        const shared = await pageWithStylesheet(`${origin}/${handle}/`, '127.0.0.1');
        expect(shared.status).toBe(200);
        expect(shared.body).toContain('Rosa Windows');
        expect(shared.body).not.toContain(headCode);
        expect(shared.cssStatus).toBe(200);
      }

      connecting.release();
      const live = await harness.waitFor(forDomain.id);
      expect(live.state).toBe('succeeded');
      for (const origin of [sitesBase, otherBase]) {
        const onDomain = await pageWithStylesheet(`${origin}/`, domain);
        expect(onDomain.status).toBe(200);
        expect(onDomain.body).toContain(headCode);
        expect(onDomain.href?.startsWith(`/${handle}/`)).toBe(false);
        expect(onDomain.cssStatus).toBe(200);
        const away = await fetch(`${origin}/${handle}/`, { redirect: 'manual' });
        expect(away.status).toBe(302);
        expect(away.headers.get('location')).toBe(`https://${domain}/`);
      }

      // Disconnected, the republish for the shared origin held: the domain stops at once here; the
      // shared origin still redirects to it while the only live build is the domain's (custom code).
      const disconnecting = holdNextBuild(websiteId);
      const disconnect = await call('POST', `/api/domains/${domain}/disconnect`, access);
      expect(disconnect.status).toBe(200);
      const forShared = await disconnecting.waiting();
      expect(connected.entries().has(domain)).toBe(false);
      expect((await getWithHost(`${sitesBase}/`, domain)).status).toBe(404);
      const during = await fetch(`${sitesBase}/${handle}/`, { redirect: 'manual' });
      expect(during.status).toBe(302);

      disconnecting.release();
      expect((await harness.waitFor(forShared.id)).state).toBe('succeeded');
      // As soon as the shared origin's build is live, on both servers — the other one's map still
      // says Connected: the pointer decides, not a domain list that may lag.
      expect(elsewhere.entries().get(domain)).toBe(handle);
      for (const origin of [sitesBase, otherBase]) {
        const back = await pageWithStylesheet(`${origin}/${handle}/`, '127.0.0.1');
        expect(back.status).toBe(200);
        expect(back.body).not.toContain(headCode);
        expect(back.cssStatus).toBe(200);
        expect((await getWithHost(`${origin}/`, domain)).status).toBe(404);
      }
    } finally {
      await new Promise<void>((resolve) => {
        other.closeAllConnections();
        other.close(() => resolve());
      });
    }
  });
});
