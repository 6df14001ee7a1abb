import { type PublishedWebsite, toPublishedWebsite, type Website } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { releaseUnusedClaims } from './handle-claims.ts';
import { openRequestStates, type PublishRequest } from './publish-request.ts';
import { markRequestSucceeded } from './publish-requests.ts';
import { nextPublishSequence } from './publish-sequence.ts';
import { toDate } from './row-values.ts';
import { sameJson } from './same-json.ts';
import { lockIfCurrent, lockWebsiteForPublishing } from './website-row.ts';

/**
 * The database side of a job, written only once the site is live (ARCHITECTURE "Publishing" 5):
 * the published copy keyed by handle, the website's handle and last-published time, the request's
 * state. Each function runs under the website's row lock and applies only when no newer request of
 * the website was applied before it (`websites.publish_sequence`).
 *
 * Decision (issue 15, the embedded default): nothing here rewrites a document. The published copy
 * is the snapshot as the request took it (`document`), its own fields in columns (`handle`,
 * `created_at`, `modified_at`: spec §3's `PublishedWebsite` is the document's content with them,
 * see `publishedWebsiteOf`); the website's handle and last-published time live in their columns
 * (`websites.handle`, `last_published_at`), which the draft as the store answers it carries
 * (`websiteRecordOf`). Editing a megabyte of jsonb (`jsonb_set`, `-`, `||`) cost PGlite 20–50 ms
 * per publish on the api's main thread; a copy of the snapshot's stored value costs about 1 ms.
 */

/** The website's published copy, as far as a job needs it. */
export interface PublishedRow {
  handle: string;
  buildId: string;
  previousBuildId: string | null;
  /** When the website was first published at all (kept across publishes and renames). */
  createdAt: Date;
  /**
   * The shared assets the live build links, as it names them (`_assets/{hash}/{name}`), each
   * stored before the build went live and never deleted; null when the build keeps its assets in
   * its own prefix (published before shared assets) or is not known (a rollback).
   */
  sharedAssets: readonly string[] | null;
}

/** A `published_sites.shared_assets` value as {@link PublishedRow} holds it. */
export function sharedAssetsOf(value: unknown): readonly string[] | null {
  return Array.isArray(value) ? value.map(String) : null;
}

/** The website's published copy, or null. */
export async function readPublishedSite(db: Queryable, websiteId: string): Promise<PublishedRow | null> {
  const { rows } = await db.query<{
    handle: string;
    build_id: string;
    previous_build_id: string | null;
    created_at: unknown;
    shared_assets: unknown;
  }>(
    // Columns only: the document is the whole site (up to a megabyte of JSON), and even one of its
    // fields (`document->>'createdAt'`) makes Postgres read and decompress all of it.
    `select handle, build_id, previous_build_id, created_at, shared_assets
       from published_sites where website_id = $1`,
    [websiteId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    handle: row.handle,
    buildId: row.build_id,
    previousBuildId: row.previous_build_id,
    createdAt: toDate(row.created_at),
    sharedAssets: sharedAssetsOf(row.shared_assets),
  };
}

/**
 * Spec §3's published website from a `published_sites` row: the snapshot's content (`userId`,
 * `version`, `websiteSettings`, `theme`, `sections`) with the copy's own fields from its columns
 * (`handle`, `createdAt`, `modifiedAt`). Rows written before the copy became a plain snapshot hold
 * a published website already: the same fields are read from it.
 */
export function publishedWebsiteOf(row: {
  document: unknown;
  handle: string;
  createdAt: Date;
  modifiedAt: Date;
}): PublishedWebsite {
  return toPublishedWebsite(row.document as Website, row.handle, row.modifiedAt.toISOString(), {
    createdAt: row.createdAt.toISOString(),
  });
}

/** Every published handle, in order (operators re-mirror the edge from them). */
export async function listPublishedHandles(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ handle: string }>('select handle from published_sites order by handle');
  return rows.map((row) => row.handle);
}

/** A published handle's live and previous builds, and the sequence that made it live. */
export interface PublishedBuilds {
  handle: string;
  buildId: string;
  previousBuildId: string | null;
  sequence: number;
}

/**
 * Takes up to `limit` published sites due for collection (old builds and pointer entries): a site
 * not collected at its live sequence, not taken by a collector within `graceMs` (two workers'
 * collectors do not both list it), and whose live build went live more than `graceMs` ago — every
 * older build is then past its grace too, so one visit collects all, and a site just published
 * (a mass republish, an owner at work) costs no listing until it has settled. A site published
 * again and again within the grace is still taken once an hour. Taking a site stamps
 * `collected_at`; rows another transaction holds are skipped.
 */
export async function takeSitesToCollect(
  db: Queryable,
  options: { graceMs: number; limit: number },
): Promise<PublishedBuilds[]> {
  const { rows } = await db.query<{
    handle: string;
    build_id: string;
    previous_build_id: string | null;
    sequence: string | number;
  }>(
    `update published_sites p set collected_at = now()
      where p.handle in (
        select handle from published_sites
         where collected_sequence is distinct from sequence
           and (collected_at is null or collected_at < now() - $1::double precision * interval '1 millisecond')
           and (modified_at < now() - $1::double precision * interval '1 millisecond'
             or coalesce(collected_at, created_at) < now() - interval '1 hour')
         order by collected_at nulls first, handle
         limit $2
         for update skip locked)
      returning p.handle, p.build_id, p.previous_build_id, p.sequence`,
    [options.graceMs, options.limit],
  );
  return rows.map((row) => ({
    handle: row.handle,
    buildId: row.build_id,
    previousBuildId: row.previous_build_id,
    sequence: Number(row.sequence),
  }));
}

/**
 * Records that everything old of `handle` at `sequence` was collected (nothing kept for its grace):
 * the collector leaves the site alone until its next publish.
 */
export async function markSiteCollected(db: Queryable, handle: string, sequence: number): Promise<void> {
  await db.query('update published_sites set collected_sequence = $2 where handle = $1 and sequence = $2', [
    handle,
    sequence,
  ]);
}

/** The snapshot a build was rendered from (the newest request that made it), or null. */
export async function snapshotOfBuild(
  db: Queryable,
  websiteId: string,
  buildId: string,
): Promise<{ document: unknown; draftVersion: number } | null> {
  const { rows } = await db.query<{ document: unknown; draft_version: number }>(
    `select document, draft_version from publish_requests
     where website_id = $1 and build_id = $2 and document is not null order by sequence desc limit 1`,
    [websiteId, buildId],
  );
  return rows[0] ? { document: rows[0].document, draftVersion: Number(rows[0].draft_version) } : null;
}

/**
 * Where the published copy's document comes from: the request's snapshot, copied inside the
 * database, when it is exactly the parsed website (a publish: `publish_requests.document`). Copied
 * as Postgres stores it (compressed, out of line), it is neither parsed nor rewritten, where a
 * megabyte sent as a parameter is parsed by embedded Postgres (PGlite, WebAssembly on the api's
 * main thread) for tens of milliseconds. Otherwise (a rollback brings back an older build's
 * document) the website is the parameter. Same JSON either way.
 */
function publishedDocument(
  request: PublishRequest,
  site: LiveSite,
): { column: string; from: string; param: unknown } {
  const website = site.website;
  if (site.fromSnapshot ?? sameJson(request.document, website)) {
    return { column: 'r.document', from: 'from publish_requests r where r.id = $3', param: request.id };
  }
  return { column: '$3::jsonb', from: '', param: website };
}

/** What {@link applyLive} writes. */
export interface LiveSite {
  handle: string;
  buildId: string;
  /** The build visitors got before (kept for rollback), or null. */
  previousBuildId: string | null;
  /** The document now live (the snapshot, or the rolled-back build's), and its draft version. */
  website: Website;
  /**
   * Whether `website` renders as the request's stored snapshot does (the draft the job's process
   * saved as that version): the copy is then the stored snapshot. @defaultValue whether the
   * request's snapshot, as read, is exactly `website`
   */
  fromSnapshot?: boolean;
  draftVersion: number;
  now: Date;
  /**
   * The shared assets the build links (`PublishedRow.sharedAssets`), every one stored.
   * @defaultValue null (not known: the next publish reads the build's page)
   */
  sharedAssets?: readonly string[] | null;
}

/**
 * Records `site` as the website's published copy (replacing one under another handle: a rename),
 * gives the website its handle and last-published time, and closes the request. Returns false, and
 * writes nothing, when a newer request of the website was applied first.
 */
export async function applyLive(tx: Queryable, request: PublishRequest, site: LiveSite): Promise<boolean> {
  if (!(await lockIfCurrent(tx, request.websiteId, request.sequence))) return false;
  const previous = await readPublishedSite(tx, request.websiteId);
  if (previous && previous.handle !== site.handle) {
    await tx.query('delete from published_sites where website_id = $1', [request.websiteId]);
  }
  const document = publishedDocument(request, site);
  await tx.query(
    `insert into published_sites (handle, website_id, document, draft_version, build_id, previous_build_id,
       created_at, modified_at, sequence, shared_assets)
     select $1, $2, ${document.column}, $4, $5, $6, $7, $8, $9, $10::text[] ${document.from}
     on conflict (handle) do update set document = excluded.document, draft_version = excluded.draft_version,
       build_id = excluded.build_id, previous_build_id = excluded.previous_build_id,
       modified_at = excluded.modified_at, sequence = excluded.sequence, shared_assets = excluded.shared_assets
     where published_sites.website_id = excluded.website_id`,
    [
      site.handle,
      request.websiteId,
      document.param,
      site.draftVersion,
      site.buildId,
      site.previousBuildId,
      previous?.createdAt ?? site.now,
      site.now,
      request.sequence,
      site.sharedAssets ? [...site.sharedAssets] : null,
    ],
  );
  // The columns only: the draft as the store answers it takes its handle and last-published time
  // from them (`websiteRecordOf`), so the megabyte draft is not rewritten on every publish.
  await tx.query(
    'update websites set handle = $2, last_published_at = $3, publish_sequence = $4 where id = $1',
    [request.websiteId, site.handle, site.now, request.sequence],
  );
  await markRequestSucceeded(tx, request.id, 'live', site.buildId);
  await releaseUnusedClaims(tx, request.websiteId, site.handle);
  return true;
}

/** Records that the website is no longer published (unpublish). False when a newer request won. */
export async function applyUnpublished(tx: Queryable, request: PublishRequest): Promise<boolean> {
  if (!(await lockIfCurrent(tx, request.websiteId, request.sequence))) return false;
  await tx.query('delete from published_sites where website_id = $1', [request.websiteId]);
  await tx.query('update websites set handle = null, publish_sequence = $2 where id = $1', [
    request.websiteId,
    request.sequence,
  ]);
  await markRequestSucceeded(tx, request.id, 'unpublished');
  await releaseUnusedClaims(tx, request.websiteId);
  return true;
}

/** Closes a request whose work a newer one made moot. */
export async function applySuperseded(tx: Queryable, request: PublishRequest): Promise<void> {
  await markRequestSucceeded(tx, request.id, 'superseded');
}

/**
 * After a superseded job made `handle` live: if the website neither publishes there now nor has an
 * open request for it, returns a fresh sequence to retire it with (drawn while the website still
 * holds the handle, so whoever claims it next gets a higher one); otherwise null.
 */
export async function sequenceToRetire(
  tx: Queryable,
  request: PublishRequest,
  handle: string,
): Promise<number | null> {
  if (!(await lockWebsiteForPublishing(tx, request.websiteId))) return null;
  const { rows } = await tx.query<{ busy: boolean }>(
    `select exists (select 1 from published_sites where website_id = $1 and handle = $2)
         or exists (select 1 from publish_requests where website_id = $1 and handle = $2 and id <> $3
                      and state in ${openRequestStates}) as busy`,
    [request.websiteId, handle, request.id],
  );
  if (rows[0]?.busy !== false) return null;
  return nextPublishSequence(tx);
}
