import type { Website } from '@sitewright/model';
import {
  applyLive,
  findServingDomain,
  markRequestSucceeded,
  readPublishedSite,
  snapshotOfBuild,
} from '@sitewright/store';
import { buildPrefix } from '../object-store/keys.ts';
import { findPointerEntry } from '../object-store/pointer-log.ts';
import { NothingToRollBack } from './errors.ts';
import { parseSnapshot, settleSuperseded, switchPointer } from './job-steps.ts';
import { collectBuilds, type JobResult } from './publish-job.ts';
import type { PublishRequest } from './publish-request.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { recordSitemap } from './sitemap-update.ts';

/**
 * Rollback: the previous build is live again, through a NEW pointer entry (the request's sequence),
 * so the log stays ordered and a later publish still wins. The published copy gets that build's
 * document; live and previous swap, so a second rollback undoes the first.
 */
export async function runRollbackJob(deps: PublisherDeps, request: PublishRequest): Promise<JobResult> {
  const published = await readPublishedSite(deps.db, request.websiteId);
  const target = published?.previousBuildId ?? null;
  if (published === null || target === null) throw new NothingToRollBack(request.websiteId);
  const handle = published.handle;
  const files = await deps.store.list(buildPrefix(handle, target));
  const snapshot = await snapshotOfBuild(deps.db, request.websiteId, target);
  if (files.length === 0 || snapshot === null) throw new NothingToRollBack(request.websiteId);
  const website: Website = parseSnapshot(snapshot.document, deps.raisedLimits);

  // The build keeps the origin it was rendered for (its base path, its custom code).
  const rendered = await findPointerEntry(deps.store, handle, target);
  if (!(await switchPointer(deps, handle, request.sequence, target, rendered?.domain))) {
    await markRequestSucceeded(deps.db, request.id, 'superseded');
    return { outcome: 'superseded' };
  }
  const now = deps.now?.() ?? new Date();
  const indexed =
    website.websiteSettings.searchIndexing && (await findServingDomain(deps.db, request.websiteId)) === null;
  // Recorded only: the sitemap writer rewrites the bucket and the index (and invalidates them).
  await recordSitemap(
    deps.db,
    { type: 'upsert', handle, lastmod: now, indexed, sequence: request.sequence },
    now,
  );
  const applied = await deps.db.transaction((tx) =>
    applyLive(tx, request, {
      handle,
      buildId: target,
      previousBuildId: published.buildId,
      website,
      draftVersion: snapshot.draftVersion,
      now,
    }),
  );
  if (!applied) {
    await settleSuperseded(deps, request, handle);
    return { outcome: 'superseded' };
  }
  await collectBuilds(deps, request, handle, [target, published.buildId]);
  return { outcome: 'live', buildId: target };
}
