import {
  markSiteCollected,
  type PublishedBuilds,
  retainedBuildIds,
  takeSitesToCollect,
  versionsKept,
} from '@sitewright/store';
import { collectPointerLog } from '../object-store/pointer-log.ts';
import { defaultBuildGraceMs, type PublisherDeps } from './publisher-deps.ts';
import { collectOldBuilds } from './retire-handle.ts';

/**
 * Garbage collection of published handles, off the publish path: a publish only adds (a build, a
 * pointer entry) and never lists storage. The sweeper takes a page of the sites due for collection
 * (published since their last complete collection, not taken within the grace period:
 * `takeSitesToCollect`) and, for each, drops the pointer log's entries beyond the newest ten and
 * the builds that are not kept — kept are the newest {@link versionsKept} (20) builds made at the
 * address, which the version history lists and restores, and the live and previous ones (the
 * database's rule, store `retainedBuildIds`) — not newer than the live one, and untouched for the
 * grace period. A site with nothing left waiting is marked collected at its
 * sequence and left alone until its next publish: an idle system lists nothing.
 */

type CollectorDeps = Pick<PublisherDeps, 'db' | 'store' | 'now' | 'buildGraceMs' | 'logger'> & {
  /** How many of the newest builds made at an address are kept for the version history. @defaultValue 20 */
  versionsKept?: number;
};

/**
 * The builds of `handle` never collected: `keep` (the caller's live and previous builds) and the
 * ones the version history keeps (the newest {@link versionsKept} made at the address).
 */
export async function keptBuilds(
  deps: Pick<CollectorDeps, 'db' | 'versionsKept'>,
  handle: string,
  keep: Iterable<string>,
): Promise<Set<string>> {
  return new Set([...keep, ...(await retainedBuildIds(deps.db, handle, deps.versionsKept ?? versionsKept))]);
}

/**
 * Collects one handle; never throws (a failure is logged, and the site is taken again once the
 * grace period has passed).
 */
export async function collectHandle(deps: CollectorDeps, site: PublishedBuilds): Promise<void> {
  try {
    await collectPointerLog(deps.store, site.handle);
    const keep = await keptBuilds(deps, site.handle, [
      site.buildId,
      ...(site.previousBuildId ? [site.previousBuildId] : []),
    ]);
    // Builds at or above the sequence that made the handle live belong to newer work (a job still
    // running, or applied after this page was read): never touched.
    const { deleted, waiting } = await collectOldBuilds(
      deps,
      site.handle,
      keep,
      site.sequence,
      deps.buildGraceMs ?? defaultBuildGraceMs,
    );
    if (deleted.length > 0) deps.logger?.info({ handle: site.handle, deleted }, 'old builds collected');
    if (waiting === 0) await markSiteCollected(deps.db, site.handle, site.sequence);
  } catch (error) {
    deps.logger?.warn({ err: error, handle: site.handle }, 'collecting old builds failed');
  }
}

/** The sweeper's collection, `pageSize` sites due for it per call. */
export interface Collector {
  /** Collects a page of the sites due for collection; how many were visited (0: none was due). */
  collectNext(): Promise<number>;
}

export function createCollector(deps: CollectorDeps, pageSize = 25): Collector {
  return {
    async collectNext() {
      const page = await takeSitesToCollect(deps.db, {
        graceMs: deps.buildGraceMs ?? defaultBuildGraceMs,
        limit: pageSize,
      });
      for (const site of page) await collectHandle(deps, site);
      return page.length;
    },
  };
}
