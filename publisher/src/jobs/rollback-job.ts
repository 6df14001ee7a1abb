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
import { keptBuilds } from './collector.ts';
import { NothingToRollBack } from './errors.ts';
import { parseSnapshot, settleSuperseded, switchPointer } from './job-steps.ts';
import { collectBuilds, type JobResult } from './publish-job.ts';
import type { PublishRequest } from './publish-request.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { recordSitemap } from './sitemap-update.ts';

/**
 * Rollback: the previous build is live again — or, for a restore from the version history, the
 * build the request names (`build_id`, recorded with the request) — through a NEW pointer entry
 * (the request's sequence), so the log stays ordered, a later publish still wins and an older job
 * finishing late cannot undo it (the pointer's compare-and-set refuses its lower sequence). No
 * rebuild: the build's files are served as they were. The published copy gets that build's
 * document; the build live before becomes the previous one.
 */
export async function runRollbackJob(deps: PublisherDeps, request: PublishRequest): Promise<JobResult> {
  const published = await readPublishedSite(deps.db, request.websiteId);
  const target = request.buildId ?? published?.previousBuildId ?? null;
  if (published === null || target === null || target === published.buildId) {
    // Restoring the version already live: nothing to switch.
    if (published !== null && target === published.buildId) {
      await markRequestSucceeded(deps.db, request.id, 'live', target);
      return { outcome: 'live', buildId: target };
    }
    throw new NothingToRollBack(request.websiteId);
  }
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
    {
      type: 'upsert',
      handle,
      lastmod: now,
      indexed,
      sequence: request.sequence,
      // The restored build serves its own second-language page, or none: its document says which.
      language: website.secondLanguage?.code ?? null,
    },
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
      // Which shared assets the restored build links is not recorded: the next publish reads its page.
      sharedAssets: null,
    }),
  );
  if (!applied) {
    await settleSuperseded(deps, request, handle);
    return { outcome: 'superseded' };
  }
  // The builds the version history keeps are kept too (collector.ts).
  await collectBuilds(deps, request, handle, [
    ...(await keptBuilds(deps, handle, [target, published.buildId])),
  ]);
  return { outcome: 'live', buildId: target };
}
