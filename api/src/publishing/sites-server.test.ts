import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFileKey, createFolderStore } from '@sitewright/publisher';
import type { Queryable } from '@sitewright/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectedDomains } from '../domains/connected-domains.ts';
import { createLogger } from '../logger.ts';
import { type SitesServer, sitesStoreFor, startSitesServer, stopSitesServer } from './sites-server.ts';
import { watchConnectedDomains } from './sites-server-domains.ts';

function get(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
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

/** `website_domains` as `ConnectedDomains.refresh` reads it: the Connected rows of this test. */
function domainRows(rows: { domain_name: string; website_name: string }[]): Queryable {
  const query = async () => ({ rows: [...rows], rowCount: rows.length });
  return { query } as unknown as Queryable;
}

describe('the api sites server (its own thread) and the domain map', () => {
  let root: string;
  let sites: SitesServer;
  const lines: string[] = [];
  const rows: { domain_name: string; website_name: string }[] = [];
  const connected = watchConnectedDomains(createConnectedDomains());

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-api-sites-'));
    const store = createFolderStore({ root });
    await store.put(buildFileKey('rosa-salon', 'b1', 'index.html'), '<h1>Rosa Salon</h1>');
    await store.advancePointer('rosa-salon', { sequence: 1, buildId: 'b1', domain: 'www.rosa.example' });
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    sites = await startSitesServer({
      store: sitesStoreFor({ kind: 'folder', dir: root }),
      port: 0,
      host: '127.0.0.1',
      logger,
      domains: connected.directory,
    });
  });
  afterAll(async () => {
    await stopSitesServer(sites);
    await rm(root, { recursive: true, force: true });
  });

  it('logs where it listens, with its thread', () => {
    const listening = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'sites listening');
    expect(listening).toMatchObject({ port: sites.port, threadId: sites.threadId });
  });

  it('a domain the api connects is served by the thread right after the reload', async () => {
    expect((await get(sites.port, 'www.rosa.example')).status).toBe(404);
    rows.push({ domain_name: 'www.rosa.example', website_name: 'rosa-salon' });
    await connected.refresh(domainRows(rows));
    // The copy was sent before the reload resolved; a message goes ahead of a later connection.
    let page = await get(sites.port, 'www.rosa.example');
    for (let i = 0; page.status !== 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      page = await get(sites.port, 'www.rosa.example');
    }
    expect(page).toEqual({ status: 200, body: '<h1>Rosa Salon</h1>' });

    rows.length = 0;
    await connected.refresh(domainRows(rows));
    let gone = await get(sites.port, 'www.rosa.example');
    for (let i = 0; gone.status !== 404 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gone = await get(sites.port, 'www.rosa.example');
    }
    expect(gone.status).toBe(404);
  });

  it('describes the configured store for the thread', () => {
    expect(sitesStoreFor({ kind: 'folder', dir: '/data/objects' })).toEqual({
      kind: 'folder',
      root: '/data/objects',
    });
    expect(
      sitesStoreFor({ kind: 's3', bucket: 'sites', region: 'eu-west-1', endpoint: 'http://minio:9000' }),
    ).toEqual({ kind: 's3', bucket: 'sites', region: 'eu-west-1', endpoint: 'http://minio:9000' });
  });
});
