import { publicSiteUrl, type Website } from '@sitewright/model';
import {
  applyLive,
  findServingDomain,
  markRequestSucceeded,
  type PublishedRow,
  readPublishedSite,
} from '@sitewright/store';
import { mirrorSite } from '../edge-store/edge-mirror.ts';
import { buildPrefix } from '../object-store/keys.ts';
import { buildIdFor } from './build-id.ts';
import { uploadBuild } from './build-site.ts';
import { appendLivePointer, parseSnapshot, settleSuperseded } from './job-steps.ts';
import type { PublishRequest } from './publish-request.ts';
import { defaultBuildGraceMs, type PublisherDeps } from './publisher-deps.ts';
import { collectOldBuilds, retireHandle } from './retire-handle.ts';
import { recordSitemap } from './sitemap-update.ts';

/** What a job did. */
export interface JobResult {
  outcome: 'live' | 'superseded' | 'unpublished' | 'deleted' | 'gone';
  buildId?: string;
}

/**
 * Publish and rename. Renders the snapshot, uploads it under its own prefix, switches the pointer
 * (a create-only entry at the request's sequence, unless the database already applied a newer
 * request), records its sitemap entry (the sitemap writer writes the files later), retires the old
 * address of a rename, and only then records the site as published. Old builds are the sweeper's to collect.
 */
export async function runPublishJob(
  deps: PublisherDeps,
  request: PublishRequest,
  /** The serving domain and published copy as the attempt's first statement read them; else read here. */
  known?: { servingDomain: string | null; published: PublishedRow | null },
  /**
   * The draft this process saved as the request's version (`deps.savedDrafts`), parsed by its save:
   * rendered instead of the snapshot, which then stays in the database (the published copy is
   * copied from it there). Else the snapshot (`request.document`) is parsed here.
   */
  saved?: Website,
): Promise<JobResult> {
  const website = saved ?? parseSnapshot(request.document, deps.raisedLimits);
  const handle = request.handle;
  if (handle === null) throw new Error(`Publish request ${request.id} has no handle`);
  const buildId = buildIdFor(request.sequence);
  // The live build comes from the database (one read), not from the pointer log: listing storage
  // on every publish costs more as a handle's log and builds grow, and LIST is S3's dear request.
  const [domain, published] = known
    ? [known.servingDomain, known.published]
    : await Promise.all([
        findServingDomain(deps.db, request.websiteId),
        readPublishedSite(deps.db, request.websiteId),
      ]);
  const uploaded = await uploadBuild(deps.store, website, {
    handle,
    buildId,
    // The templates join paths to it: the public URL without its closing slash.
    siteUrl: publicSiteUrl({ sitesUrl: deps.sitesUrl, handle, servingDomain: domain }).replace(/\/$/, ''),
    basePath: domain ? '/' : `/${handle}/`,
    apiUrl: deps.apiUrl,
    ...(deps.appUrl ? { appUrl: deps.appUrl } : {}),
    customDomain: domain !== null,
    liveBuildId: published?.handle === handle ? published.buildId : null,
    // Stored once and never deleted, under any handle: after a rename too, they are not written again.
    liveSharedAssets: published?.sharedAssets ?? null,
  });
  await deps.hooks?.beforeSwitch?.(request);

  if (!(await appendLivePointer(deps, request, handle, buildId, domain))) {
    // A newer request already owns this handle's pointer: this build will never be seen.
    await deps.store.deleteByPrefix(buildPrefix(handle, buildId));
    await markRequestSucceeded(deps.db, request.id, 'superseded');
    return { outcome: 'superseded' };
  }

  const now = deps.now?.() ?? new Date();
  const indexed = website.websiteSettings.searchIndexing && domain === null;
  // Recorded only: the sitemap writer rewrites the bucket and the index later, in batches.
  await recordSitemap(
    deps.db,
    {
      type: 'upsert',
      handle,
      lastmod: now,
      indexed,
      sequence: request.sequence,
      // The build just made has the second language's page exactly when the document has one.
      language: website.secondLanguage?.code ?? null,
    },
    now,
  );
  const previous = await readPublishedSite(deps.db, request.websiteId);
  if (previous && previous.handle !== handle) {
    // Rename: the new address is live; now the old one stops working.
    await retireHandle(deps, previous.handle, request.sequence);
  }

  const sameHandle = previous?.handle === handle ? previous : null;
  const previousBuildId =
    sameHandle === null
      ? null
      : sameHandle.buildId === buildId
        ? sameHandle.previousBuildId
        : sameHandle.buildId;
  const applied = await deps.db.transaction((tx) =>
    applyLive(tx, request, {
      handle,
      buildId,
      previousBuildId,
      website,
      ...(saved !== undefined ? { fromSnapshot: true } : {}),
      draftVersion: request.draftVersion,
      now,
      sharedAssets: uploaded.sharedAssets,
    }),
  );
  if (!applied) {
    await settleSuperseded(deps, request, handle);
    return { outcome: 'superseded' };
  }
  // A rename moved the domain's website name to this handle just now (a trigger): mirror it again.
  if (previous && previous.handle !== handle) await mirrorSite(deps, handle);
  // Old builds and pointer entries are the sweeper's (collector.ts): a publish lists nothing.
  return { outcome: 'live', buildId };
}

/** Garbage collection after a switch: never fails the job that is already live. */
export async function collectBuilds(
  deps: PublisherDeps,
  request: PublishRequest,
  handle: string,
  keep: readonly (string | null)[],
): Promise<void> {
  try {
    const kept = new Set(keep.filter((id): id is string => id !== null));
    const { deleted } = await collectOldBuilds(
      deps,
      handle,
      kept,
      request.sequence,
      deps.buildGraceMs ?? defaultBuildGraceMs,
    );
    if (deleted.length > 0) deps.logger?.info({ handle, deleted }, 'old builds collected');
  } catch (error) {
    deps.logger?.warn({ err: error, handle, requestId: request.id }, 'collecting old builds failed');
  }
}
