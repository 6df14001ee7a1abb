import { type Website, website, websiteCodeEmbedRaised } from '@sitewright/model';
import {
  isRequestSuperseded,
  lockWebsiteForPublishing,
  markRequestSucceeded,
  releaseUnusedClaims,
  sequenceToRetire,
} from '@sitewright/store';
import { appendPointerEntry } from '../object-store/pointer-log.ts';
import { InvalidPublishDocument } from './errors.ts';
import { pointerWritten } from './pointer-written.ts';
import type { PublishRequest } from './publish-request.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { retireHandle } from './retire-handle.ts';

/** Steps shared by the job kinds. */

/** Parses a snapshot; a document that fails validation can never publish: {@link InvalidPublishDocument}. */
export function parseSnapshot(document: unknown, raisedLimits = false): Website {
  const result = (raisedLimits ? websiteCodeEmbedRaised : website).safeParse(document);
  if (result.success) return result.data;
  throw new InvalidPublishDocument(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`),
  );
}

/**
 * Makes `buildId` live at `sequence`, recording the custom domain it was rendered for (null: the
 * shared origin). True when it is live now, including when an earlier attempt of this same job
 * already switched; false when a newer entry won (this job is superseded). A live switch is
 * signalled to the sites servers and mirrored to the edge's key-value store at once
 * ({@link pointerWritten}; a retry does both again).
 */
export async function switchPointer(
  deps: PublisherDeps,
  handle: string,
  sequence: number,
  buildId: string,
  domain?: string | null,
): Promise<boolean> {
  const next = { sequence, buildId, ...(domain !== undefined ? { domain } : {}) };
  const result = await deps.store.advancePointer(handle, next);
  const live =
    result.outcome === 'advanced' ||
    (result.current.sequence === sequence && result.current.buildId === buildId);
  if (live) await pointerWritten(deps, handle, result.outcome === 'advanced' ? next : result.current);
  return live;
}

/**
 * The publish job's switch, without listing storage: the database says whether a newer request of
 * the website was applied (then this build is never seen: false, nothing written); otherwise the
 * entry is written create-only. Every newer entry on the handle comes from a newer request of the
 * website (a publish, a rename's or an unpublish's tombstone) or, once the handle is released, from
 * another website — so one the database does not know of yet still wins in the log, and this
 * job's database write then loses to that request (`applyLive`), as after a switch that lost.
 */
export async function appendLivePointer(
  deps: PublisherDeps,
  request: PublishRequest,
  handle: string,
  buildId: string,
  domain: string | null,
): Promise<boolean> {
  if (await isRequestSuperseded(deps.db, request.websiteId, request.sequence)) return false;
  const entry = { sequence: request.sequence, buildId, domain };
  const live = await appendPointerEntry(deps.store, handle, entry);
  // A retry may find the entry an earlier attempt wrote (its domain read then): the log says which.
  if (live) await pointerWritten(deps, handle, request.attempts === 1 ? entry : undefined);
  return live;
}

/**
 * A superseded job whose build went live on `handle`: unless the website publishes there now or
 * has an open request for it, retire the handle (with a fresh sequence) and release its claim.
 * Then close the request as superseded.
 */
export async function settleSuperseded(
  deps: PublisherDeps,
  request: PublishRequest,
  liveHandle: string | null,
): Promise<void> {
  const sequence =
    liveHandle === null ? null : await deps.db.transaction((tx) => sequenceToRetire(tx, request, liveHandle));
  if (liveHandle !== null && sequence !== null) {
    await retireHandle(deps, liveHandle, sequence);
  }
  await markRequestSucceeded(deps.db, request.id, 'superseded');
  if (sequence !== null) {
    await deps.db.transaction(async (tx) => {
      await lockWebsiteForPublishing(tx, request.websiteId);
      await releaseUnusedClaims(tx, request.websiteId);
    });
  }
}
