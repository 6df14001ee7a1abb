import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { designerRouter } from './designer.ts';

/** The designer build with pre-rendered marketing pages (designer/scripts/prerender.ts). */
describe('designerRouter with pre-rendered pages', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'sitewright-prerendered-'));
    await writeFile(path.join(dist, 'index.html'), '<title>home page</title>');
    await writeFile(path.join(dist, 'app.html'), '<title>app shell</title>');
    await mkdir(path.join(dist, 'industries', 'spa'), { recursive: true });
    await writeFile(path.join(dist, 'industries', 'spa', 'index.html'), '<title>spa page</title>');
    await writeFile(path.join(dist, 'secret.html'), 'outside');
    const app = express();
    app.use(designerRouter(dist));
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const html = async (route: string) => {
    const response = await fetch(base + route, { headers: { accept: 'text/html' }, redirect: 'manual' });
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('cache-control'),
    };
  };

  it('serves a path’s pre-rendered page, with or without the trailing slash, never a redirect', async () => {
    for (const route of ['/industries/spa', '/industries/spa/']) {
      expect(await html(route)).toMatchObject({
        status: 200,
        body: '<title>spa page</title>',
        cache: 'no-cache',
      });
    }
    expect((await html('/')).body).toBe('<title>home page</title>');
  });

  it('serves the empty app shell for app routes and unknown paths', async () => {
    for (const route of [
      '/onboarding',
      '/industries',
      '/industries/unknown',
      '/Industries/spa',
      '/a/../secret',
    ]) {
      expect((await html(route)).body, route).toBe('<title>app shell</title>');
    }
  });
});

/** A build with `server-manifest.json` (the routes table) and precompressed copies (designer/scripts). */
describe('designerRouter with the build’s manifest and precompressed files', () => {
  let dist: string;
  let server: Server;
  let base: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'sitewright-manifest-'));
    await writeFile(path.join(dist, 'index.html'), '<title>home page</title>');
    await writeFile(path.join(dist, 'app.html'), '<title>app shell</title>');
    await writeFile(path.join(dist, 'app.html.br'), brotliCompressSync('<title>app shell</title>'));
    await writeFile(
      path.join(dist, 'server-manifest.json'),
      JSON.stringify({
        routes: ['/', '/login', '/designer', '/designer/:websiteId', '/invite/revoked', '/invite/:inviteId'],
        inlineScriptHashes: [],
      }),
    );
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dist, 'assets', 'shell-abc.js'), bundle);
    await writeFile(path.join(dist, 'assets', 'shell-abc.js.br'), brotliCompressSync(bundle));
    await writeFile(path.join(dist, 'assets', 'shell-abc.js.gz'), gzipSync(bundle));
    await writeFile(path.join(dist, 'assets', 'shell-abc.js.map'), '{"version":3}');
    const app = express();
    app.use(designerRouter(dist));
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** node:http, so the body arrives as sent (fetch would decode it). */
  const raw = (route: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      // The path as written: a URL object would resolve `%2e%2e` first.
      const req = request({ host: hostname, port, path: route, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('answers 404 with the app shell for a path that is none of the app’s routes, 200 for its routes', async () => {
    for (const route of ['/no-such-page', '/designer/abc/extra', '/Login', '/invite/']) {
      const answer = await raw(route, { accept: 'text/html' });
      expect({ route, status: answer.status, body: answer.body.toString() }).toEqual({
        route,
        status: 404,
        body: '<title>app shell</title>',
      });
    }
    for (const route of [
      '/login',
      '/login/',
      '/designer',
      '/designer/3f1c',
      '/invite/tok-123',
      '/invite/revoked',
    ]) {
      expect({ route, status: (await raw(route, { accept: 'text/html' })).status }).toEqual({
        route,
        status: 200,
      });
    }
    expect((await raw('/', { accept: 'text/html' })).status).toBe(200);
  });

  it('sends the brotli or gzip copy the client takes, with the file’s type and Vary, or the file itself', async () => {
    const br = await raw('/assets/shell-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);
    const gzip = await raw('/assets/shell-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bundle);
    const plain = await raw('/assets/shell-abc.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
    const shell = await raw('/no-such-page', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(shell.status).toBe(404);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('never serves source maps, the precompressed copies, the manifests or dotfiles as files', async () => {
    for (const route of [
      '/assets/shell-abc.js.map',
      '/assets/shell-abc.js.br',
      '/assets/shell-abc.js.gz',
      '/server-manifest.json',
      '/.vite/manifest.json',
      '/assets/%2e%2e/app.html',
    ]) {
      expect({ route, status: (await raw(route, {})).status }).toEqual({ route, status: 404 });
    }
  });
});
