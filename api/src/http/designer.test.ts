import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
