import {
  createConnectedDomains,
  createLogger,
  type SitesServer,
  startSitesServer,
  stopSitesServer,
  watchConnectedDomains,
} from '@sitewright/api';
import {
  createCloudFrontKvs,
  mirrorDomain,
  type PublishRequest,
  requestRepublish,
} from '@sitewright/publisher';
import { insertDomain, readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../publish-jobs/support/harness.ts';
import { type EdgeVisit, loadEdgeFunction } from '../support/edge-function.ts';
import { type FakeKvs, startFakeKvs } from '../support/fake-kvs.ts';
import { rawRequest } from '../support/raw-http.ts';
import { urlsetXsd, validateXml, xmllintMissingReason } from '../support/xmllint.ts';

const missing = xmllintMissingReason();
const sharedHost = 'sites.example.test';
let counter = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A site on its connected custom domain has its own robots.txt and sitemap.xml at the domain's root
 * — published through the real pipeline (PGlite, the folder store, the in-process jobs, the edge's
 * KeyValueStore mirrored over its API) and read through the embedded sites server (in its thread,
 * routing Hosts by the process's connected domains, as the api runs it) and through the committed
 * edge function. The shared origin's sitemap keeps leaving such a site out.
 */
describe.skipIf(missing !== null)(
  `robots.txt and sitemap.xml at a custom domain${missing ? ` (${missing})` : ''}`,
  { timeout: 60_000 },
  () => {
    let h: Harness;
    let kvs: FakeKvs;
    let edge: (host: string, uri: string) => Promise<EdgeVisit>;
    let sites: SitesServer;
    let sitesBase: string;
    const connected = watchConnectedDomains(createConnectedDomains());

    beforeAll(async () => {
      kvs = await startFakeKvs();
      edge = await loadEdgeFunction(kvs.values);
      h = await createHarness({
        database: 'pglite',
        storage: 'folder',
        runner: 'in-process',
        edge: createCloudFrontKvs({
          arn: kvs.arn,
          endpoint: kvs.endpoint,
          credentials: kvs.credentials,
          retry: { baseMs: 5, capMs: 50, maxElapsedMs: 5000 },
        }),
      });
      sites = await startSitesServer({
        store: h.sitesStore,
        port: 0,
        host: '127.0.0.1',
        logger: createLogger('silent'),
        domains: connected.directory,
      });
      sitesBase = `http://127.0.0.1:${sites.port}`;
    }, 90_000);
    afterAll(async () => {
      await stopSitesServer(sites);
      await h?.close();
      await kvs?.stop();
    }, 60_000);

    async function done(request: PublishRequest) {
      const finished = await h.waitFor(request.id);
      expect(finished.state, finished.lastError ?? '').toBe('succeeded');
      return finished;
    }

    /** Publishes a new site, connects `www.{handle}.example.com` to it and waits for its republish. */
    async function onOwnDomain(name: string, searchIndexing: boolean) {
      const websiteId = await h.createWebsite(name);
      await h.editDraft(websiteId, (draft) => ({
        ...draft,
        websiteSettings: { ...draft.websiteSettings, searchIndexing },
      }));
      const handle = uniqueHandle(name.toLowerCase().split(' ')[0] as string);
      await done(await h.publish(websiteId, handle));
      const host = `www.${handle}.example.com`;
      const owner = await readWebsite(h.db, websiteId);
      await insertDomain(h.db, owner!.ownerId, { domainName: host, websiteId });
      await connected.refresh(h.db);
      expect(connected.entries().get(host)).toBe(handle);
      await mirrorDomain(h.deps, host);
      const before = Math.floor(Date.now() / 1000) * 1000;
      await done((await requestRepublish(h.db, { websiteId }, h.queue))!.request);
      return { handle, host, before, after: Date.now() };
    }

    /** The same path through the sites server (with its answer's type) and through the edge + store. */
    async function both(host: string, path: string) {
      const local = await rawRequest(sitesBase, path, { headers: { host } });
      const route = await edge(host, path);
      const object = route.kind === 'object' ? await h.servingStore.get(route.key) : null;
      return {
        status: local.status,
        type: local.headers['content-type'],
        body: local.body.toString('utf8'),
        route,
        edgeBody: object?.body.toString('utf8') ?? null,
      };
    }

    it('indexing on: the domain announces its own sitemap, which lists its one URL, dated when published', async () => {
      const { handle, host, before, after } = await onOwnDomain('Harbor Plumbing', true);

      const robots = await both(host, '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.type).toBe('text/plain; charset=utf-8');
      expect(robots.body).toBe(`User-agent: *\nAllow: /\nSitemap: https://${host}/sitemap.xml\n`);
      expect(robots.route.kind).toBe('object');
      expect(robots.edgeBody).toBe(robots.body);

      const sitemap = await both(host, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.type).toBe('application/xml; charset=utf-8');
      expect(sitemap.edgeBody).toBe(sitemap.body);
      const result = validateXml(sitemap.body, urlsetXsd);
      expect(result.valid, result.output).toBe(true);
      expect([...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
        `https://${host}/`,
      ]);
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(sitemap.body)?.[1] ?? '';
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(after);

      // The shared origin: its own robots.txt, and its sitemap (listing a site without a domain)
      // without the domain's site.
      const plain = uniqueHandle('plain');
      await done(await h.publish(await h.createWebsite('Plain Bakery'), plain));
      await h.sitemap.flush();
      const shared = await rawRequest(sitesBase, '/robots.txt', { headers: { host: sharedHost } });
      expect(shared.status).toBe(200);
      expect(shared.body.toString('utf8')).toContain('Sitemap: ');
      expect(shared.body.toString('utf8')).not.toContain(host);
      const sharedFiles = await Promise.all(
        (await h.servingStore.list('sitemaps/')).map(
          async (file) => (await h.servingStore.get(file.key))?.body.toString('utf8') ?? '',
        ),
      );
      expect(sharedFiles.join('\n')).toContain(`/${plain}/`);
      expect(sharedFiles.join('\n')).not.toContain(`/${handle}/`);
      expect(sharedFiles.join('\n')).not.toContain(host);
    });

    it('indexing off: robots.txt disallows everything and names no sitemap; /sitemap.xml is not found', async () => {
      const { host } = await onOwnDomain('Quiet Tutors', false);
      const robots = await both(host, '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect(robots.edgeBody).toBe(robots.body);
      const sitemap = await both(host, '/sitemap.xml');
      expect(sitemap.status).toBe(404);
      expect(sitemap.edgeBody).toBeNull();
    });
  },
);
