import type { Queryable } from '../database/database.ts';
import { lockWebsiteForRequest } from './outbox.ts';
import {
  openRequestStates,
  publishRequestFromRow,
  type RecordedRequest,
  requestColumnsWithoutDocument,
} from './publish-request.ts';
import { toDate, toNumber, toTextOrNull } from './row-values.ts';

/**
 * Version history (the designer's "Version history" panel): every build a publish made at the
 * website's current address, newest first. A version is a build (`b{sequence}`), made by one
 * publish or rename request that went live; a rollback makes no build, it brings one back.
 *
 * Which builds still exist is decided here, in the database, for the list and for the collector
 * alike ({@link retainedBuildIds}): the newest {@link versionsKept} builds made at the address since
 * it was last retired by the website (an unpublish, or a rename away from it, deletes the builds
 * under it), and the live and previous ones.
 */

/** How many builds of a site are kept (and listed) besides the live and previous ones. */
export const versionsKept = 20;

/** One published version as the history lists it. */
export interface PublishedVersion {
  /** The build id (`b{sequence}`). */
  buildId: string;
  sequence: number;
  handle: string;
  /** When it went live (its request finished). */
  publishedAt: Date;
  /** Who published it (null: an automatic republish, or a user since deleted). */
  publishedByEmail: string | null;
  /** Whether visitors see it now. */
  live: boolean;
  /** The draft version it was made from. */
  draftVersion: number;
}

/**
 * The builds of the published site kept at its address: a CTE over `publish_requests` of the
 * website `$1` and its published row `p` (handle, live and previous build). Builds made since the
 * address was last retired by the website; ranked newest first.
 */
const keptBuildsCte = `
  with site as (select website_id, handle, build_id, previous_build_id from published_sites where website_id = $1),
  retired as (
    select coalesce(max(r.sequence), 0) as sequence from publish_requests r, site
     where r.website_id = site.website_id and r.state = 'succeeded'
       and ((r.kind = 'unpublish' and r.outcome = 'unpublished')
         or (r.kind = 'rename' and r.outcome = 'live' and r.previous_handle = site.handle))),
  made as (
    select r.build_id, r.sequence, r.handle, r.finished_at, r.requested_by, r.draft_version,
           row_number() over (order by r.sequence desc) as rank,
           r.build_id = site.build_id as live, r.build_id = site.previous_build_id as previous
      from publish_requests r, site, retired
     where r.website_id = site.website_id and r.kind in ('publish', 'rename') and r.state = 'succeeded'
       and r.outcome = 'live' and r.build_id is not null and r.handle = site.handle
       and r.sequence > retired.sequence)`;

/** Which of the ranked builds are kept: the newest `$2`, the live and the previous one. */
const keptWhere = 'where made.rank <= $2 or made.live or made.previous';

/** The website's published versions at its address, newest first (empty when not published). */
export async function listPublishedVersions(
  db: Queryable,
  websiteId: string,
  kept: number = versionsKept,
): Promise<PublishedVersion[]> {
  const { rows } = await db.query(
    `${keptBuildsCte}
     select made.*, u.email from made left join users u on u.id = made.requested_by ${keptWhere}
      order by made.sequence desc`,
    [websiteId, kept],
  );
  return rows.map((row) => ({
    buildId: String(row.build_id),
    sequence: toNumber(row.sequence),
    handle: String(row.handle),
    publishedAt: toDate(row.finished_at),
    publishedByEmail: toTextOrNull(row.email),
    live: row.live === true,
    draftVersion: toNumber(row.draft_version),
  }));
}

/**
 * The build ids of `handle` the collector keeps: the newest {@link versionsKept} made at it, and the
 * live and previous builds. Empty when no website is published there (then nothing is kept by
 * this rule; the caller's own keep set still applies).
 */
export async function retainedBuildIds(
  db: Queryable,
  handle: string,
  kept: number = versionsKept,
): Promise<string[]> {
  const { rows } = await db.query<{ website_id: string }>(
    'select website_id from published_sites where handle = $1',
    [handle],
  );
  const websiteId = rows[0]?.website_id;
  if (websiteId === undefined) return [];
  const builds = await db.query<{ build_id: string }>(
    `${keptBuildsCte} select made.build_id from made ${keptWhere}`,
    [websiteId, kept],
  );
  return builds.rows.map((row) => row.build_id);
}

/** The snapshot a version was made from (the document its publish request took), or null. */
export async function versionSnapshot(
  db: Queryable,
  websiteId: string,
  buildId: string,
): Promise<{ document: unknown; draftVersion: number } | null> {
  const { rows } = await db.query(
    `select document, draft_version from publish_requests
      where website_id = $1 and build_id = $2 and kind in ('publish', 'rename') and outcome = 'live'
        and document is not null
      order by sequence desc limit 1`,
    [websiteId, buildId],
  );
  const row = rows[0];
  return row ? { document: row.document, draftVersion: toNumber(row.draft_version) } : null;
}

/** Why {@link recordRestoreRequest} recorded nothing. */
export type RestoreRefusal = 'website-not-found' | 'version-not-found' | 'restore-in-progress';

/**
 * Records a restore of `buildId` (a rollback request whose `build_id` names its target from the
 * start), in the caller's transaction: the website locked, the version checked against
 * {@link listPublishedVersions}' rule. A second click on the same version while its request is
 * open returns that request; an open restore of another version refuses (`restore-in-progress`:
 * one request per website, draft version, kind and address may be open at a time).
 */
export async function recordRestoreRequest(
  tx: Queryable,
  input: { websiteId: string; buildId: string; requestedBy: string | null },
): Promise<RecordedRequest | RestoreRefusal> {
  const website = await lockWebsiteForRequest(tx, input.websiteId);
  if (website === null) return 'website-not-found';
  if (website.publishedHandle === null) return 'version-not-found';
  const versions = await listPublishedVersions(tx, input.websiteId);
  if (!versions.some((version) => version.buildId === input.buildId)) return 'version-not-found';
  const open = await tx.query(
    `select ${requestColumnsWithoutDocument} from publish_requests
      where website_id = $1 and kind = 'rollback' and state in ${openRequestStates}
      order by sequence desc limit 1`,
    [input.websiteId],
  );
  const openRow = open.rows[0];
  if (openRow) {
    const request = publishRequestFromRow(openRow);
    return request.buildId === input.buildId ? { request, created: false } : 'restore-in-progress';
  }
  const { rows } = await tx.query(
    `insert into publish_requests (website_id, kind, handle, draft_version, build_id, requested_by)
     values ($1, 'rollback', $2, $3, $4, $5)
     returning ${requestColumnsWithoutDocument}`,
    [input.websiteId, website.publishedHandle, website.draftVersion, input.buildId, input.requestedBy],
  );
  const row = rows[0];
  if (!row) throw new Error(`No request recorded for website ${input.websiteId}`);
  return { request: publishRequestFromRow(row), created: true };
}
