import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderStore } from '../object-store/folder-store.ts';
import { buildFileKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { createPointerChanges } from './pointer-changes.ts';
import { type SitesThread, type SitesThreadLogger, startSitesThread } from './sites-thread.ts';
import type { WatchableDomainDirectory } from './store-lookup.ts';

async function publish(
  store: ObjectStore,
  handle: string,
  buildId: string,
  sequence: number,
  domain?: string,
) {
  await store.put(buildFileKey(handle, buildId, 'index.html'), `<h1>${handle} ${buildId}</h1>`);
  await store.advancePointer(handle, { sequence, buildId, domain: domain ?? null });
}

/** GET with a Host header of our choosing (fetch will not send one). */
function get(port: number, pathname: string, host = '127.0.0.1'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body of a GET that accepts brotli only, as sent (still compressed). */
function getBrotli(port: number, pathname: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'br' } },
      (res) => {
        const chunks: Buffer[] = [];
        if (res.headers['content-encoding'] !== 'br') reject(new Error('not sent with brotli'));
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A map of domains that signals its changes, like the api's watched connected domains. */
function watchableDomains() {
  const map = new Map<string, string>();
  const listeners = new Set<() => void>();
  const directory: WatchableDomainDirectory = {
    handleFor: (domain) => map.get(domain) ?? null,
    entries: () => map,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (domain: string, handle: string | null) => {
    if (handle === null) map.delete(domain);
    else map.set(domain, handle);
    for (const listener of listeners) listener();
  };
  return { directory, set };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 2000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A client in a thread of its own (plain JavaScript): it times a request while this thread is busy,
 * in wall-clock milliseconds since the epoch.
 */
const clientSource = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const now = () => performance.timeOrigin + performance.now();
parentPort.on('message', ({ url }) => {
  const start = now();
  http.get(url, (res) => {
    res.resume();
    res.on('end', () => parentPort.postMessage({ start, end: now(), status: res.statusCode }));
  }).on('error', (error) => parentPort.postMessage({ error: String(error) }));
});
`;

describe('sites server thread (a visitor never waits for the main thread)', () => {
  let root: string;
  let store: ObjectStore;
  let sites: SitesThread;
  const domains = watchableDomains();
  const logged: { level: string; fields: object; message: string }[] = [];
  const logger: SitesThreadLogger = {
    info: (fields, message) => logged.push({ level: 'info', fields, message }),
    error: (fields, message) => logged.push({ level: 'error', fields, message }),
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-sites-thread-'));
    store = createFolderStore({ root });
    await publish(store, 'sunny-bakery', 'b1', 1);
    sites = await startSitesThread({
      store: { kind: 'folder', root },
      port: 0,
      host: '127.0.0.1',
      domains: domains.directory,
      logger,
      restartDelayMs: 10,
    });
  });
  afterAll(async () => {
    await sites?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('listens on a free port and serves from its own store; a pointer switch is visible to the next request', async () => {
    expect(sites.port).toBeGreaterThan(0);
    expect(sites.address()).toMatchObject({ port: sites.port, address: '127.0.0.1' });
    expect(sites.threadId).toBeGreaterThan(0);
    expect(await get(sites.port, '/sunny-bakery/')).toEqual({
      status: 200,
      body: '<h1>sunny-bakery b1</h1>',
    });
    await publish(store, 'sunny-bakery', 'b2', 2);
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b2</h1>');
    expect((await get(sites.port, '/nobody-here/')).status).toBe(404);
  });

  it('answers while the main thread is blocked', async () => {
    const client = new Worker(clientSource, { eval: true });
    try {
      type Timing = { start: number; end: number; status: number; error?: string };
      const timed = (url: string) =>
        new Promise<Timing>((resolve) => {
          client.once('message', resolve);
          client.postMessage({ url });
        });
      const url = `http://127.0.0.1:${sites.port}/sunny-bakery/`;
      expect((await timed(url)).status).toBe(200); // warm: the client's first request loads http
      // Taken before the request is posted: the client may start it within microseconds.
      const blockedFrom = performance.timeOrigin + performance.now();
      const blockedUntil = blockedFrom + 300;
      const answer = timed(url);
      while (performance.timeOrigin + performance.now() < blockedUntil) {
        // Busy: what PGlite's WebAssembly or a job's synchronous work does to this thread.
      }
      const timing = await answer;
      expect(timing.error).toBeUndefined();
      expect(timing.status).toBe(200);
      // Asked and answered while this thread could not have done anything.
      expect(timing.start).toBeGreaterThanOrEqual(blockedFrom);
      expect(timing.end).toBeLessThan(blockedUntil);
      expect(timing.end - timing.start).toBeLessThan(100);
    } finally {
      await client.terminate();
    }
  });

  it('follows every change of the connected domains', async () => {
    await publish(store, 'rosa-salon', 'c1', 1, 'www.rosa.example');
    expect((await get(sites.port, '/', 'www.rosa.example')).status).toBe(404);
    domains.set('www.rosa.example', 'rosa-salon');
    const served = await eventually(
      () => get(sites.port, '/', 'www.rosa.example'),
      (page) => page.status === 200,
      500,
    );
    expect(served).toEqual({ status: 200, body: '<h1>rosa-salon c1</h1>' });
    domains.set('www.rosa.example', null);
    const gone = await eventually(
      () => get(sites.port, '/', 'www.rosa.example'),
      (page) => page.status === 404,
      500,
    );
    expect(gone.status).toBe(404);
  });

  it('a thread that fails is logged and restarted on the same port, with the current domains', async () => {
    domains.set('www.rosa.example', 'rosa-salon');
    const before = sites.threadId;
    // An uncaught error in the thread (a malformed message throws in its handler).
    sites.worker?.postMessage({ type: 'domains', entries: 42 });
    const page = await eventually(
      () => get(sites.port, '/', 'www.rosa.example').catch(() => ({ status: 0, body: '' })),
      (p) => p.status === 200 && sites.threadId !== null && sites.threadId !== before,
      20_000,
    );
    expect(page.status).toBe(200);
    expect(sites.threadId).not.toBe(before);
    expect(logged.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'sites server thread failed',
        'sites server thread ended unexpectedly; restarting',
        'sites server thread restarted',
      ]),
    );
  });

  it('rejects when it cannot listen', async () => {
    await expect(
      startSitesThread({ store: { kind: 'folder', root }, port: sites.port, host: '127.0.0.1' }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('stop cuts open connections and ends the thread within its bound', async () => {
    const other = await startSitesThread({
      store: { kind: 'folder', root },
      port: 0,
      host: '127.0.0.1',
      stopGraceMs: 200,
      stopTimeoutMs: 1000,
    });
    const worker = other.worker;
    const exited = new Promise((resolve) => worker?.once('exit', resolve));
    // A keep-alive connection held open, as a browser does.
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      request({ host: '127.0.0.1', port: other.port, path: '/sunny-bakery/', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end(),
    );
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(1500);
    await exited;
    expect(other.worker).toBeNull();
    await expect(get(other.port, '/sunny-bakery/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  });
});

describe('sites server thread with a pointer cache (pointers: a change feed)', () => {
  let root: string;
  let store: ObjectStore;
  let sites: SitesThread;
  const changes = createPointerChanges({ caching: true });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-sites-cache-'));
    store = createFolderStore({ root });
    await publish(store, 'sunny-bakery', 'b1', 1);
    sites = await startSitesThread({
      store: { kind: 'folder', root },
      port: 0,
      host: '127.0.0.1',
      pointers: changes,
    });
  });
  afterAll(async () => {
    await sites?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('remembers a pointer until told it changed; the change is visible to the very next request', async () => {
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b1</h1>');
    await publish(store, 'sunny-bakery', 'b2', 2);
    // Not told: the cached pointer still names b1 (whose files are still there).
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b1</h1>');
    changes.changed('sunny-bakery');
    // Told before the request was sent: no waiting, the thread drains its changes before reading.
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b2</h1>');
  });

  it('remembers "no pointer" too; a first publish is visible once told', async () => {
    expect((await get(sites.port, '/late-bloomer/')).status).toBe(404);
    await publish(store, 'late-bloomer', 'l1', 1);
    expect((await get(sites.port, '/late-bloomer/')).status).toBe(404);
    changes.changed('late-bloomer');
    expect(await get(sites.port, '/late-bloomer/')).toEqual({
      status: 200,
      body: '<h1>late-bloomer l1</h1>',
    });
  });

  it('serves a pointer its writer told without reading the log; a late, older one is ignored; a restore wins', async () => {
    const handle = 'told-bakery';
    await publish(store, handle, 't1', 1);
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t1</h1>');
    // t2's files, and no entry in the log: the log still names t1, so only the told pointer says t2.
    const build = async (buildId: string) =>
      store.put(buildFileKey(handle, buildId, 'index.html'), `<h1>${handle} ${buildId}</h1>`);
    await build('t2');
    changes.changed(handle, { sequence: 2, buildId: 't2', domain: null });
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t2</h1>');
    // Browsers get the new page too (its brotli is made as the pointer is told, before they ask).
    expect(brotliDecompressSync(await getBrotli(sites.port, `/${handle}/`)).toString()).toBe(
      '<h1>told-bakery t2</h1>',
    );
    // A job of an older request tells its switch late: the sites server keeps the newer build.
    changes.changed(handle, { sequence: 1, buildId: 't1', domain: null });
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t2</h1>');
    // The owner restores t1 (a new, higher sequence); a publish requested before it is told after it.
    await build('t3');
    changes.changed(handle, { sequence: 4, buildId: 't1', domain: null });
    changes.changed(handle, { sequence: 3, buildId: 't3', domain: null });
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t1</h1>');
    // A change told without its pointer (another process's) reads the log again.
    changes.changed(handle);
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t1</h1>');
    await publish(store, handle, 't5', 5);
    changes.changed(handle);
    expect((await get(sites.port, `/${handle}/`)).body).toBe('<h1>told-bakery t5</h1>');
  });

  it('a reset forgets every pointer; without caching every request reads the log', async () => {
    await publish(store, 'sunny-bakery', 'b3', 3);
    await publish(store, 'late-bloomer', 'l2', 2);
    changes.reset(false);
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b3</h1>');
    expect((await get(sites.port, '/late-bloomer/')).body).toBe('<h1>late-bloomer l2</h1>');
    await publish(store, 'sunny-bakery', 'b4', 4);
    expect((await get(sites.port, '/sunny-bakery/')).body).toBe('<h1>sunny-bakery b4</h1>');
    changes.reset(true);
  });
});
