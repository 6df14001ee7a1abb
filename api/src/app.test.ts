import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@sitewright/store';
import { loadMigrations, type Migration, migrate, openPgliteDatabase } from '@sitewright/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { boundPort, listen } from './server.ts';

/** The app over a real HTTP listener, on in-memory PGlite. */
describe('app', () => {
  let db: Database;
  let migrations: Migration[];
  let lifecycle: Lifecycle;
  let server: Server;
  let base: string;
  let dist: string;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    migrations = await loadMigrations();
    lifecycle = createLifecycle();
    dist = await mkdtemp(path.join(tmpdir(), 'sitewright-dist-'));
    const app = createApp({ db, migrations, lifecycle, logger: createLogger('silent'), designerDist: dist });
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    await db?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) => fetch(base + route, { headers });
  const postJson = (route: string, body: string) =>
    fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('is alive at once but not ready before the migrations, then ready after', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const before = await get('/readyz');
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({
      code: 'migrations-pending',
      pending: migrations.map((m) => m.version),
    });
    await migrate(db, migrations);
    const after = await get('/readyz');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready' });
  });

  it('answers malformed JSON with 400 { code, message }', async () => {
    const response = await postJson('/api/invite/create', '{"invitedUserEmail": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'malformed-json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an oversized body with 413 { code, message }', async () => {
    const response = await postJson('/api/anything', JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload-too-large' });
  });

  it('answers unknown API calls with 404 JSON, even for a browser asking for HTML', async () => {
    for (const response of [await get('/api/nope'), await get('/api/nope', { accept: 'text/html' })]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ code: 'not-found', message: 'No API call at GET /api/nope' });
    }
    const post = await fetch(`${base}/elsewhere`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ code: 'not-found' });
  });

  it('says to run `npm run build` while the designer is not built', async () => {
    const response = await get('/invite/revoked', { accept: 'text/html' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('serves the built designer, with index.html for client-side routes', async () => {
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>designer</title>');
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    for (const route of ['/', '/invite/revoked', '/create-a-website-from-a-link']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>designer</title>');
    }
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/gone-9z9z.js')).status).toBe(404);
  });

  it('answers 503 at /readyz once shutdown begins, while /healthz stays 200', async () => {
    lifecycle.beginShutdown();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'shutting-down' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await get('/healthz')).status).toBe(200);
  });
});
