import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApp,
  createConnectedDomains,
  createLifecycle,
  createLogger,
  deriveAuthKeys,
  listen,
  loadMigrations,
  mintSignInToken,
  provideDomainServices,
  publishingSiteEffects,
  type TxtResolver,
} from '@sitewright/api';
import type { Website } from '@sitewright/model';
import { createSitesServer, createStoreLookup } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, draftFor, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';

const jwtSecret = `republish-secret-${'x'.repeat(40)}`;
const headCode = '<meta name="owner-verification" content="rosa-custom-head-1">';

function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * Spec §5 (custom head code and code embeds only on a site's own domain) on the embedded default:
 * a domain becoming Connected, and its disconnect, republish the live site through the outbox, and
 * only the published document — never unpublished draft edits.
 */
describe('a custom domain change republishes the live site', () => {
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
    harness = await createHarness({ database: 'pglite', storage: 'folder', runner: 'in-process' });
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
    sites = createSitesServer({
      store: harness.store,
      lookup: createStoreLookup(harness.store, connected.directory),
    });
    await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
    sitesBase = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  }, 60_000);
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
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : null };
  };

  /** Waits for a request newer than `after` to succeed; returns its sequence. */
  async function nextRequestDone(
    websiteId: string,
    after: number,
  ): Promise<{ sequence: number; kind: string }> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await harness.db.query<{
        sequence: string;
        state: string;
        kind: string;
        last_error: string;
      }>(
        'select sequence, state, kind, last_error from publish_requests where website_id = $1 order by sequence desc limit 1',
        [websiteId],
      );
      const row = rows[0];
      if (row && Number(row.sequence) > after && row.state === 'succeeded') {
        return { sequence: Number(row.sequence), kind: row.kind };
      }
      if (row?.state === 'failed') throw new Error(row.last_error);
      if (Date.now() > deadline) throw new Error(`no request after ${after} finished (${row?.state})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('connect → the domain serves the custom head code; disconnect → the shared origin serves it without', async () => {
    const email = 'rosa-republish@example.com';
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
    const draft: Website = draftFor(websiteId, session.user.id, 'Rosa Salon');
    draft.websiteSettings = { ...draft.websiteSettings, customHeadCode: headCode };
    await harness.db.query('insert into websites (id, user_id, draft) values ($1, $2, $3)', [
      websiteId,
      session.user.id,
      draft,
    ]);
    const handle = `rosa-${Math.random().toString(36).slice(2, 8)}`;
    const first = await harness.waitFor((await harness.publish(websiteId, handle)).id);
    expect(first.state).toBe('succeeded');
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
});
