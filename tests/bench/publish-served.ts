import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type Website, website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { publishRequestState, readSaveState, saveDraft } from '@sitewright/store';
import { readWebsite } from '@sitewright/store/testing';
import type { Harness } from '../src/publish-jobs/support/harness.ts';
import type { BenchResult } from './measure.ts';
import { benchPhotoSizes, photo, withPhotos } from './photos.ts';

/**
 * The publish → served measurement shared by `npm run bench -- publish` and `-- scale`: a new
 * heading in the draft, the publish request, and a visitor's thread polling the sites server until
 * the new HTML is served.
 */

/**
 * Publish-to-served on the embedded default: issue 15's targets (median ≤ 15 ms, p95 ≤ 50 ms), for
 * the full fixture — every field at its limit, a 1.09 MB document and a 342 KB page: the worst case.
 */
export const embeddedIssueMedianMs = 15;
export const embeddedIssueP95Ms = 50;
/** Publish-to-served p95 with BullMQ + Redis + S3. */
export const scaledP95Ms = 500;
/** Our own medians, about half the p95 budgets: a median near its p95 budget means no headroom. */
export const scaledMedianMs = 300;

/** Between two reads of the page while waiting for the new build. */
const defaultPollEveryMs = 2;
const servedWithinMs = 20_000;

/**
 * What a timed site is made of: `full`, the 17-section fixture with every field at its limit (1.09 MB
 * of draft, a 342 KB page: the worst case); `default`, the model's default fixture (a site as owners
 * have them, a few KB); `photos`, the default fixture showing three uploaded photos (JPEGs in the
 * store as the upload route leaves them), so every build carries their renditions (made by the
 * first publish, a warm-up; looked up by the later ones).
 */
export type BenchFixture = 'full' | 'default' | 'photos';

/** The fixture as `websiteId`'s draft, indexed so every publish writes the sitemap. */
function benchDraft(websiteId: string, userId: string, fixture: 'full' | 'default'): Website {
  const full = fixture === 'full' ? fullWebsiteFixture() : createWebsiteFixture();
  return {
    ...full,
    id: websiteId,
    userId,
    websiteSettings: { ...full.websiteSettings, id: websiteId, searchIndexing: true },
  };
}

/** The draft with `marker` as the introduction's heading (the page's h1). */
const withHeading =
  (marker: string) =>
  (draft: Website): Website => ({
    ...draft,
    sections: draft.sections.map((section) =>
      section.type === 'Introduction' ? { ...section, heading: marker } : section,
    ),
  });

/**
 * The visitor: a thread of its own (plain JavaScript) that reloads the page the way a browser does
 * (one kept-alive connection, brotli accepted, revalidating with the ETag it holds) every 2 ms
 * until its HTML contains the marker, and answers with the wall-clock time (ms since the epoch) it
 * first saw it. A real visitor is never in the api's process: a poller on this thread (which plays
 * the api's main thread) would time its own stalls (the job's synchronous work, PGlite) on top of
 * the sites server's.
 *
 * Decision: the requests go out through `node:http`, not `fetch`. A browser's network stack is
 * native code; undici's `fetch` took about 1 ms of CPU per poll on this 2-core machine (its
 * Request and Response objects, header lists, streams), half a core at one poll every 2 ms, taken
 * from the job being timed. `node:http` sends the same request for a fraction of that.
 */
const visitorSource = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const zlib = require('node:zlib');
const { setTimeout: sleep } = require('node:timers/promises');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (url, etag) =>
  new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) };
    http
      .get(url, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const html =
            encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({ status: res.statusCode, etag: res.headers.etag ?? null, html: html.toString('utf8') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
parentPort.on('message', async ({ url, marker, pollEveryMs, withinMs }) => {
  const deadline = performance.now() + withinMs;
  let etag = null;
  try {
    for (;;) {
      const res = await get(url, etag);
      if (res.status === 200) {
        if (res.html.includes(marker)) {
          parentPort.postMessage({ servedAt: performance.timeOrigin + performance.now() });
          return;
        }
        etag = res.etag;
      }
      if (performance.now() > deadline) {
        parentPort.postMessage({ error: marker + ' not served at ' + url + ' within ' + withinMs + ' ms (' + res.status + ')' });
        return;
      }
      await sleep(pollEveryMs);
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

export interface Visitor {
  /** Resolves with the epoch time (ms) the page first carried `marker`. */
  waitUntilServed(origin: string, handle: string, marker: string): Promise<number>;
  close(): Promise<void>;
}

/** @param pollEveryMs between two reads of the page (@defaultValue 2 ms) */
export function startVisitor(pollEveryMs = defaultPollEveryMs): Visitor {
  const worker = new Worker(visitorSource, { eval: true });
  return {
    waitUntilServed(origin, handle, marker) {
      return new Promise((resolve, reject) => {
        const onMessage = (message: { servedAt?: number; error?: string }) => {
          worker.off('error', reject);
          if (message.servedAt === undefined) reject(new Error(message.error));
          else resolve(message.servedAt);
        };
        worker.once('message', onMessage);
        worker.once('error', reject);
        worker.postMessage({ url: `${origin}/${handle}/`, marker, pollEveryMs, withinMs: servedWithinMs });
      });
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

const epochNow = () => performance.timeOrigin + performance.now();

/** One scale's samples: wall time, and this process's CPU time over the same span. */
export interface Samples {
  wallMs: number[];
  cpuMs: number[];
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Until the job is over (its database writes and build collection follow the switch). */
export async function settled(db: Harness['db'], requestId: string, pollMs = 10): Promise<void> {
  const deadline = performance.now() + servedWithinMs;
  for (;;) {
    const state = await publishRequestState(db, requestId);
    if (state === 'succeeded') return;
    if (state === 'failed' || performance.now() > deadline) {
      throw new Error(`publish request ${requestId} ended ${state ?? 'missing'}`);
    }
    await sleep(pollMs);
  }
}

/** What the measurement needs of a harness. */
export type PublishWorld = Pick<
  Harness,
  'db' | 'store' | 'deps' | 'sitesOrigin' | 'createWebsite' | 'publish'
>;

/** The website whose publishes are timed: the full fixture under a handle of its own. */
export interface BenchSite {
  websiteId: string;
  /** The owner, who saves the draft (and holds edit control). */
  ownerId: string;
  handle: string;
  draft: Website;
}

export async function newBenchSite(h: PublishWorld, fixture: BenchFixture = 'full'): Promise<BenchSite> {
  const websiteId = await h.createWebsite();
  const ownerId = (await readWebsite(h.db, websiteId))!.ownerId;
  const handle = `bench-${randomBytes(4).toString('hex')}`;
  if (fixture !== 'photos')
    return { websiteId, ownerId, handle, draft: benchDraft(websiteId, ownerId, fixture) };
  const uploads = [];
  for (const [index, size] of benchPhotoSizes.entries()) {
    // Where the upload route stores a file, and the address it gives the draft.
    const name = `${websiteId}/${randomUUID()}.jpg`;
    await h.store.put(`uploads/${name}`, await photo(size.width, size.height, index + 7), {
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const url = `${h.deps.apiUrl.replace(/\/+$/, '')}/api/uploads/${name}`;
    uploads.push({ provider: 'Custom' as const, urls: [{ type: 'regular' as const, url }] });
  }
  return {
    websiteId,
    ownerId,
    handle,
    draft: withPhotos(benchDraft(websiteId, ownerId, 'default'), uploads),
  };
}

/**
 * The owner's edit, saved as the api's draft route saves it (`PUT …/draft`): the body parsed with
 * the model, the compare-and-set save, and the saved draft remembered by the process that runs the
 * jobs (`deps.savedDrafts`, set on the embedded default as the api's runtime sets it).
 */
async function saveEdit(h: PublishWorld, site: BenchSite, draft: Website): Promise<void> {
  const user = { id: site.ownerId, email: `${site.ownerId}@bench.test` };
  const state = await readSaveState(h.db, site.websiteId, user);
  if (state === null) throw new Error(`website ${site.websiteId} is gone`);
  const document = website.parse(draft);
  const saved = await saveDraft(h.db, {
    websiteId: site.websiteId,
    document,
    baseVersion: state.draftVersion,
    user,
    now: new Date(),
    state,
  });
  if (!saved.saved) throw new Error(`the bench's save was refused (${saved.reason})`);
  h.deps.savedDrafts?.remember(site.websiteId, saved.version, document);
}

/**
 * Publish-to-served samples of `site`: each is a new heading in the draft, saved as the designer's
 * autosave saves it (not timed), then
 * `requestPublish` (the outbox transaction and the enqueue) until the sites server answers the
 * visitor's thread with a page carrying it. Each publish starts once the previous job is over, as a
 * user's next publish does. The first `warmups` are not kept; then `publishes` samples, or (with
 * `until`) as many as fit until it answers true (at least one). The CPU figure counts everything
 * this process did meanwhile, in all its threads.
 */
export async function publishSamples(
  h: PublishWorld,
  visitor: Visitor,
  site: BenchSite,
  options: { warmups: number; publishes: number; until?: () => boolean },
): Promise<Samples> {
  const run = randomBytes(3).toString('hex');
  const samples: Samples = { wallMs: [], cpuMs: [] };
  // The first publish of a new handle is a warm-up like the others; every later one replaces a
  // live build, as a user's repeated publishes do.
  for (let i = 0; ; i++) {
    const kept = i - options.warmups;
    if (options.until ? kept > 0 && options.until() : kept >= options.publishes) break;
    const marker = `Publish ${run} number ${i}`;
    await saveEdit(h, site, withHeading(marker)(site.draft));
    const cpu = process.cpuUsage();
    const start = epochNow();
    const request = await h.publish(site.websiteId, site.handle);
    const wallMs = (await visitor.waitUntilServed(h.sitesOrigin, site.handle, marker)) - start;
    const cpuMs = cpuMsSince(cpu);
    if (i >= options.warmups) {
      samples.wallMs.push(wallMs);
      samples.cpuMs.push(cpuMs);
    }
    await settled(h.db, request.id);
  }
  return samples;
}

/** A figure reported without a target. */
export const figure = (name: string, value: number, unit: string): BenchResult => ({
  name,
  value: Math.round(value * 1000) / 1000,
  unit,
  target: 'none (reported)',
  met: true,
});
