import { randomUUID } from 'node:crypto';
import {
  activateSitemapIteration,
  claimSitemapWork,
  type Database,
  finishSitemapWrite,
  indexedSitemapEntries,
  largestSitemapBucket,
  releaseSitemapClaim,
  type SitemapClaim,
  sitemapBucketFiles,
  startSitemapGrowth,
} from '@sitewright/store';
import type { Cdn } from '../cdn/cdn.ts';
import { changedPaths } from '../cdn/changed-paths.ts';
import type { PublishLogger } from '../jobs/publisher-deps.ts';
import { revalidateCacheControl } from '../object-store/content-headers.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { bucketName, indexName, sitemapKey } from './bucket-of.ts';
import { bucketXml, indexXml, robotsTxt, sitemapUrlCount } from './sitemap-xml.ts';

/** The key of the shared origin's robots.txt (served at `/robots.txt`). */
export const robotsKey = 'sitemaps/robots.txt';

/**
 * How long a bucket (and an index) waits after its last write before it is written again (ms). A
 * lone change is written within a poll (a bucket last written long ago is due at once); only a
 * burst waits. A mass republish of N sites at R sites/s rewrites each bucket once per interval, so
 * the sitemap bytes per publish are about N × 110 B / (R × interval): ≤ 2 KB needs R × interval ≥
 * N / 19 — at 60 s, 2,000 sites from 1.8 sites/s (republish-all's default is 2/s), 5,000 from
 * 4.5/s, 50,000 from 45/s. Crawlers read a sitemap hours apart: a minute costs nothing there.
 * Publisher README "Sitemaps".
 */
export const defaultSitemapIntervalMs = 60_000;

/**
 * A bucket holding more URLs than this starts the next iteration (twice the buckets): well under
 * the sitemaps.org limit of 50,000 per file, so a bucket keeps growing while the next iteration is
 * written without ever reaching it. URLs, not sites: a site with a second language counts 2.
 */
export const defaultSitemapBucketLimit = 10_000;

/** How long a claim lasts (ms): a writer that dies holding one frees it after this. */
export const defaultSitemapLeaseMs = 30_000;

/** How often an idle writer looks for dirty files (ms). */
export const defaultSitemapPollMs = 1000;

/** One file written (`bytes`: its size) or deleted (`bytes` null). */
export interface SitemapWriteEvent {
  key: string;
  bytes: number | null;
  version: number;
  /** The bucket, or -1 for the index. */
  bucket: number;
}

/** Options of {@link createSitemapWriter}. */
export interface SitemapWriterOptions {
  db: Database;
  store: ObjectStore;
  /** The shared sites origin the files list (`SITES_URL`). */
  sitesUrl: string;
  /** The CDN whose cached copies of the rewritten files are dropped. @defaultValue none */
  cdn?: Cdn;
  /** @defaultValue {@link defaultSitemapIntervalMs} (`PUBLISH_SITEMAP_INTERVAL_MS`) */
  intervalMs?: number;
  /** @defaultValue {@link defaultSitemapBucketLimit} (`SITEWRIGHT_SITEMAP_BUCKET_LIMIT`) */
  bucketLimit?: number;
  /** @defaultValue {@link defaultSitemapLeaseMs} */
  leaseMs?: number;
  /** @defaultValue {@link defaultSitemapPollMs} */
  pollMs?: number;
  /** @defaultValue () => new Date() */
  now?: () => Date;
  logger?: PublishLogger;
  /** Each file written or deleted (tests, benches). */
  onWrite?: (event: SitemapWriteEvent) => void;
  /** After each pass over the dirty files, with how many were written (tests wait on it). */
  onPass?: (written: number) => void;
  /** A new iteration started (`building`) or switched to (`active`). */
  onIteration?: (event: { version: number; bucketCount: number; state: 'building' | 'active' }) => void;
}

/** A sitemap writer. */
export interface SitemapWriter {
  /** Writes what is due now (dirty, its interval passed); the timer calls it. @returns files written */
  writeDue(): Promise<number>;
  /**
   * Writes everything dirty now, ignoring the interval — growth and the switch included — until
   * nothing is left that no other writer holds. Graceful stop and tests.
   */
  flush(): Promise<number>;
  /** Stops the timer, waits for the pass under way, then flushes. */
  stop(): Promise<void>;
}

/**
 * The shared sitemap's one writer per bucket (spec §3 Sitemap). Publish jobs only record their
 * handle's entry (`recordSitemapChange`) and mark its bucket dirty; a writer — one in every worker
 * process and in the embedded runner's process — claims one dirty bucket at a time (a lease, so a
 * crashed writer's claim expires), renders it from `sitemap_entries` with {@link bucketXml}, PUTs
 * it with no lock or transaction held, and records it written if its claim still holds. A bucket
 * is written at most once per `intervalMs`, so a burst of changes costs one write. The index of an
 * iteration is written the same way once its buckets changed, robots.txt only for the active one.
 * A bucket over `bucketLimit` starts the next iteration (twice the buckets, `building`); once all
 * its files are written it becomes active and robots.txt names its index. The old iteration's
 * files stay (nothing names them; a crawler holding the old index still finds its buckets).
 *
 * Not started: call {@link SitemapWriter.writeDue} or {@link SitemapWriter.flush} (benches).
 */
export function createSitemapWriter(options: SitemapWriterOptions): SitemapWriter {
  const intervalMs = options.intervalMs ?? defaultSitemapIntervalMs;
  const bucketLimit = options.bucketLimit ?? defaultSitemapBucketLimit;
  const leaseMs = options.leaseMs ?? defaultSitemapLeaseMs;
  const now = options.now ?? (() => new Date());
  const { db, store, sitesUrl } = options;
  const put = (key: string, body: string) => store.put(key, body, { cacheControl: revalidateCacheControl });
  /** The active version whose robots.txt this process wrote. */
  let robotsFor: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  async function writeRobots(version: number, bucketCount: number): Promise<string> {
    await put(robotsKey, robotsTxt(sitesUrl, indexName({ version, bucketCount })));
    robotsFor = version;
    return robotsKey;
  }

  /** Starts the next iteration (unless one is building or the bucket count is at 4096). */
  async function grow(version: number): Promise<void> {
    const next = await startSitemapGrowth(db, version);
    if (next) {
      options.logger?.info({ ...next }, 'sitemap iteration started');
      options.onIteration?.({ version: next.version, bucketCount: next.bucketCount, state: 'building' });
    }
  }

  /** Writes one claimed file; @returns the keys rewritten or removed. */
  async function write(claim: SitemapClaim): Promise<string[]> {
    const iteration = { version: claim.version, bucketCount: claim.bucketCount };
    const keys: string[] = [];
    const at = now();
    if (claim.bucket >= 0) {
      const entries = await indexedSitemapEntries(db, claim.version, claim.bucket);
      const key = sitemapKey(bucketName(claim.bucket, iteration));
      const body = entries.length > 0 ? bucketXml(entries, sitesUrl) : null;
      if (body === null) await store.delete(key);
      else await put(key, body);
      keys.push(key);
      options.onWrite?.({ key, bytes: body?.length ?? null, ...iteration, bucket: claim.bucket });
      const held = await finishSitemapWrite(db, claim, { hasFile: body !== null, now: at });
      if (held && claim.state === 'active' && sitemapUrlCount(entries) > bucketLimit)
        await grow(claim.version);
      return keys;
    }
    const { files, unwritten } = await sitemapBucketFiles(db, claim.version);
    const key = sitemapKey(indexName(iteration));
    const body =
      files.length > 0
        ? indexXml(
            files.map((f) => ({ name: bucketName(f.bucket, iteration), lastmod: f.modifiedAt })),
            sitesUrl,
          )
        : null;
    if (body === null) await store.delete(key);
    else await put(key, body);
    keys.push(key);
    options.onWrite?.({ key, bytes: body?.length ?? null, ...iteration, bucket: claim.bucket });
    if (claim.state === 'active' && body !== null && robotsFor !== claim.version) {
      keys.push(await writeRobots(claim.version, claim.bucketCount));
    }
    const held = await finishSitemapWrite(db, claim, { hasFile: body !== null, now: at });
    // The index just written lists every bucket of a building iteration: switch (robots.txt is the
    // one PUT that moves crawlers over), then grow again if the new one is already too full.
    if (held && claim.state === 'building' && unwritten === 0) {
      if (await activateSitemapIteration(db, claim.version)) {
        keys.push(await writeRobots(claim.version, claim.bucketCount));
        options.logger?.info({ ...iteration }, 'sitemap iteration active');
        options.onIteration?.({ ...iteration, state: 'active' });
        if ((await largestSitemapBucket(db, claim.version)) > bucketLimit) await grow(claim.version);
      }
    }
    return keys;
  }

  /** Claims and writes until nothing is due; @returns files written. */
  async function pass(ignoreInterval: boolean): Promise<number> {
    let written = 0;
    const keys: string[] = [];
    try {
      for (;;) {
        const at = now();
        const claim = await claimSitemapWork(db, {
          token: randomUUID(),
          now: at,
          writtenBefore: ignoreInterval ? null : new Date(at.getTime() - intervalMs),
          claimedUntil: new Date(at.getTime() + leaseMs),
        });
        if (claim === null) break;
        try {
          keys.push(...(await write(claim)));
          written++;
        } catch (error) {
          await releaseSitemapClaim(db, claim).catch(() => undefined);
          throw error;
        }
      }
    } finally {
      const paths = changedPaths({ siteKeys: [], sitemapKeys: keys });
      if (paths.length > 0 && options.cdn) {
        await options.cdn
          .invalidate(paths, `sitemap-${randomUUID()}`)
          .catch((err: unknown) => options.logger?.warn({ err, paths }, 'sitemap invalidation failed'));
      }
      options.onPass?.(written);
    }
    return written;
  }

  /** One pass at a time per writer. */
  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    writeDue: () => serial(() => pass(false)),
    flush: () => serial(() => pass(true)),
    async stop() {
      await serial(() => pass(true));
    },
  };
}

/**
 * {@link createSitemapWriter}, started: a pass every `pollMs` (errors logged, retried at the next
 * pass), until {@link SitemapWriter.stop}, which flushes.
 */
export function startSitemapWriter(options: SitemapWriterOptions): SitemapWriter {
  const writer = createSitemapWriter(options);
  const pollMs = options.pollMs ?? defaultSitemapPollMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    timer = setTimeout(() => {
      writer
        .writeDue()
        .catch((err: unknown) => options.logger?.warn({ err }, 'sitemap write failed; retried later'))
        .finally(() => {
          if (!stopped) tick();
        });
    }, pollMs);
    timer.unref();
  };
  tick();
  return {
    writeDue: writer.writeDue,
    flush: writer.flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await writer
        .stop()
        .catch((err: unknown) => options.logger?.warn({ err }, 'final sitemap flush failed'));
    },
  };
}
