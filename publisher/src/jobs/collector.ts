import { listPublishedBuilds, type PublishedBuilds } from '@sitewright/store';
import { collectPointerLog } from '../object-store/pointer-log.ts';
import { defaultBuildGraceMs, type PublisherDeps } from './publisher-deps.ts';
import { collectOldBuilds } from './retire-handle.ts';

/**
 * Garbage collection of published handles, off the publish path: a publish only adds (a build, a
 * pointer entry) and never lists storage; the sweeper walks the published handles a page at a time
 * and, for each, drops the pointer log's entries beyond the newest ten and the builds that are
 * neither live nor previous (the database's row), not newer than the live one, and untouched for
 * the grace period.
 */

type CollectorDeps = Pick<PublisherDeps, 'db' | 'store' | 'now' | 'buildGraceMs' | 'logger'>;

/** Collects one handle; never throws (a failure is logged and retried on the next round). */
export async function collectHandle(deps: CollectorDeps, site: PublishedBuilds): Promise<void> {
  try {
    await collectPointerLog(deps.store, site.handle);
    const keep = new Set([site.buildId, ...(site.previousBuildId ? [site.previousBuildId] : [])]);
    // Builds at or above the sequence that made the handle live belong to newer work (a job still
    // running, or applied after this page was read): never touched.
    const deleted = await collectOldBuilds(
      deps,
      site.handle,
      keep,
      site.sequence,
      deps.buildGraceMs ?? defaultBuildGraceMs,
    );
    if (deleted.length > 0) deps.logger?.info({ handle: site.handle, deleted }, 'old builds collected');
  } catch (error) {
    deps.logger?.warn({ err: error, handle: site.handle }, 'collecting old builds failed');
  }
}

/** A round-robin walk over the published handles, `pageSize` handles per call. */
export interface Collector {
  /** Collects the next page of handles (from the first again after the last); how many were visited. */
  collectNext(): Promise<number>;
}

export function createCollector(deps: CollectorDeps, pageSize = 25): Collector {
  let after: string | null = null;
  return {
    async collectNext() {
      const page = await listPublishedBuilds(deps.db, after, pageSize);
      for (const site of page) await collectHandle(deps, site);
      after = page.length < pageSize ? null : (page.at(-1)?.handle ?? null);
      return page.length;
    },
  };
}
