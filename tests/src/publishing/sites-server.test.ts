import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  buildFileKey,
  createCompressionCache,
  createFolderStore,
  createSitesServer,
  createStoreLookup,
  domainDirectoryFromMap,
  notFoundText,
  type ObjectStore,
} from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.ts';

const html = `<!doctype html><html><body>${'<p>Fresh bread every morning.</p>'.repeat(40)}</body></html>`;
const css = `body{margin:0}${'.a{color:red}'.repeat(50)}`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function publish(
  store: ObjectStore,
  handle: string,
  buildId: string,
  sequence: number,
  page = html,
  domain: string | null = null,
) {
  await store.put(buildFileKey(handle, buildId, 'index.html'), page);
  await store.put(buildFileKey(handle, buildId, 'about/index.html'), '<h1>About</h1>');
  await store.put(buildFileKey(handle, buildId, 'assets/site.0123abcd.css'), css);
  await store.put(buildFileKey(handle, buildId, 'logo.png'), png);
  await store.advancePointer(handle, { sequence, buildId, domain });
}

describe('sites server (embedded default, http://localhost:3001/{handle})', () => {
  let root: string;
  let store: ObjectStore;
  let server: http.Server;
  let origin: string;
  const compression = createCompressionCache();
  const domains = new Map<string, string>();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-sites-'));
    store = createFolderStore({ root });
    await publish(store, 'sunny-bakery', 'b1', 1);
    server = createSitesServer({
      store,
      compression,
      lookup: createStoreLookup(store, domainDirectoryFromMap(domains)),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(root, { recursive: true, force: true });
  });

  it('serves the page with its content type, a revalidating cache header and an ETag', async () => {
    const res = await rawRequest(origin, '/sunny-bakery/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.toString()).toBe(html);
  });

  it('serves content-hashed assets as immutable, images without compression', async () => {
    const style = await rawRequest(origin, '/sunny-bakery/assets/site.0123abcd.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await rawRequest(origin, '/sunny-bakery/logo.png', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
  });

  it('sends nosniff and Referrer-Policy on pages, assets, 304s, redirects, 404s and 405s', async () => {
    const page = await rawRequest(origin, '/sunny-bakery/', { headers: { 'accept-encoding': 'br' } });
    const answers = {
      page,
      stylesheet: await rawRequest(origin, '/sunny-bakery/assets/site.0123abcd.css'),
      image: await rawRequest(origin, '/sunny-bakery/logo.png'),
      notModified: await rawRequest(origin, '/sunny-bakery/', {
        headers: { 'if-none-match': page.headers.etag ?? '' },
      }),
      redirect: await rawRequest(origin, '/sunny-bakery'),
      notFound: await rawRequest(origin, '/nobody-here/'),
      notAllowed: await rawRequest(origin, '/sunny-bakery/', { method: 'POST' }),
    };
    expect(Object.values(answers).map((r) => r.status)).toEqual([200, 200, 200, 304, 301, 404, 405]);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers 304 to a matching If-None-Match, in any encoding', async () => {
    const first = await rawRequest(origin, '/sunny-bakery/');
    const again = await rawRequest(origin, '/sunny-bakery/', {
      headers: { 'if-none-match': first.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const br = await rawRequest(origin, '/sunny-bakery/', { headers: { 'accept-encoding': 'br' } });
    const brAgain = await rawRequest(origin, '/sunny-bakery/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"nope", ${br.headers.etag}` },
    });
    expect(brAgain.status).toBe(304);
    const stale = await rawRequest(origin, '/sunny-bakery/', { headers: { 'if-none-match': '"0000"' } });
    expect(stale.status).toBe(200);
  });

  it('compresses with gzip or brotli by Accept-Encoding, each once per ETag', async () => {
    const gz = await rawRequest(origin, '/sunny-bakery/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    expect(gz.body.length).toBeLessThan(html.length / 4);
    expect(gz.headers['content-length']).toBe(String(gz.body.length));

    const missesBefore = compression.stats.misses;
    const br = await rawRequest(origin, '/sunny-bakery/assets/site.0123abcd.css', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const brAgain = await rawRequest(origin, '/sunny-bakery/assets/site.0123abcd.css', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(css);
    expect(brAgain.body.equals(br.body)).toBe(true);
    expect(compression.stats.misses).toBe(missesBefore + 1);
    expect(br.headers.etag).toMatch(/-br"$/);

    const refused = await rawRequest(origin, '/sunny-bakery/', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const identity = await rawRequest(origin, '/sunny-bakery/', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers and no body, other methods with 405', async () => {
    const head = await rawRequest(origin, '/sunny-bakery/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await rawRequest(origin, '/sunny-bakery/', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('redirects to the slash form and maps directories to index.html', async () => {
    const res = await rawRequest(origin, '/sunny-bakery?utm_source=card');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sunny-bakery/?utm_source=card');
    expect((await rawRequest(origin, '/sunny-bakery/about/')).body.toString()).toBe('<h1>About</h1>');
  });

  it.each(['/nobody-here/', '/Sunny-Bakery/', '/sunny-bakery/%2e%2e/x', '/sunny-bakery/missing.html', '/'])(
    'answers 404 "No website at this link" for %s',
    async (uri) => {
      const res = await rawRequest(origin, uri);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.toString()).toContain(`<h1>${notFoundText}</h1>`);
    },
  );

  it('serves a new build on the very next request after the pointer switch, and 404 after deletion', async () => {
    await publish(store, 'switch-site', 'b1', 10, '<p>one</p>');
    expect((await rawRequest(origin, '/switch-site/')).body.toString()).toBe('<p>one</p>');
    await publish(store, 'switch-site', 'b2', 11, '<p>two</p>');
    expect((await rawRequest(origin, '/switch-site/')).body.toString()).toBe('<p>two</p>');
    await store.advancePointer('switch-site', { sequence: 12, buildId: null });
    expect((await rawRequest(origin, '/switch-site/')).status).toBe(404);
  });

  it('serves a connected custom domain by Host and sends the shared path there', async () => {
    await publish(store, 'joes-plumbing', 'j1', 20, '<p>joe</p>', 'joesplumbing.com');
    domains.set('joesplumbing.com', 'joes-plumbing');
    const byHost = await rawRequest(origin, '/', { headers: { host: 'JoesPlumbing.com:3001' } });
    expect(byHost.body.toString()).toBe('<p>joe</p>');
    const shared = await rawRequest(origin, '/joes-plumbing/');
    expect(shared.status).toBe(302);
    expect(shared.headers.location).toBe('https://joesplumbing.com/');
  });

  it('a connected domain serves only the build rendered for it; the shared origin redirects only from such a build', async () => {
    // Connected, its republish not live yet: the shared origin's build stays on the shared origin.
    await publish(store, 'anna-cakes', 'a1', 30, '<p>shared</p>');
    domains.set('annacakes.com', 'anna-cakes');
    expect((await rawRequest(origin, '/', { headers: { host: 'annacakes.com' } })).status).toBe(404);
    expect((await rawRequest(origin, '/anna-cakes/')).body.toString()).toBe('<p>shared</p>');
    // The build for the domain is live: the domain serves it, the shared origin sends visitors there.
    await publish(store, 'anna-cakes', 'a2', 31, '<p>domain</p>', 'annacakes.com');
    expect((await rawRequest(origin, '/', { headers: { host: 'annacakes.com' } })).body.toString()).toBe(
      '<p>domain</p>',
    );
    expect((await rawRequest(origin, '/anna-cakes/')).status).toBe(302);
    // Disconnected: the domain stops at once; the shared origin redirects until its own build is live.
    domains.delete('annacakes.com');
    expect((await rawRequest(origin, '/', { headers: { host: 'annacakes.com' } })).status).toBe(404);
    expect((await rawRequest(origin, '/anna-cakes/')).status).toBe(302);
    await publish(store, 'anna-cakes', 'a3', 32, '<p>shared again</p>');
    expect((await rawRequest(origin, '/anna-cakes/')).body.toString()).toBe('<p>shared again</p>');
    // A domain list that still names it (another process's, not yet reloaded) changes nothing.
    domains.set('annacakes.com', 'anna-cakes');
    expect((await rawRequest(origin, '/', { headers: { host: 'annacakes.com' } })).status).toBe(404);
    expect((await rawRequest(origin, '/anna-cakes/')).status).toBe(200);
    domains.delete('annacakes.com');
  });
});
