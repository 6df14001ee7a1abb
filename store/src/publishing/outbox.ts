import type { Queryable } from '../database/database.ts';
import { beingDeletedSql } from '../websites/being-deleted.ts';
import { releaseUnusedClaimsSql } from './handle-claims.ts';
import {
  openRequestStates,
  type PublishKind,
  publishRequestFromRow,
  type RecordedRequest,
  requestColumnsWithoutDocument,
} from './publish-request.ts';

/**
 * The outbox's statements (ARCHITECTURE "Publishing" 1): a request is recorded in the transaction
 * that locks the website and claims the handle; the publisher enqueues its job after COMMIT.
 */

/** A website as a new request sees it, under its row lock. */
export interface WebsiteToRequest {
  id: string;
  draftVersion: number;
  /** Where it is published now, or null. */
  publishedHandle: string | null;
  /** The build a rollback would bring back, or null. */
  previousBuildId: string | null;
}

/**
 * Locks the website's row for a new request and reads what the request needs. Null when the
 * website does not exist or is being deleted (the websites aggregate's one rule, `isBeingDeleted`):
 * from the moment its delete is recorded, a website takes no other request.
 */
export async function lockWebsiteForRequest(
  tx: Queryable,
  websiteId: string,
): Promise<WebsiteToRequest | null> {
  const { rows } = await tx.query<{ id: string; draft_version: number }>(
    'select id, draft_version from websites where id = $1 for update',
    [websiteId],
  );
  const website = rows[0];
  if (!website) return null;
  // Read once the lock is held (a statement of its own: one that waited for the lock would still
  // read the published copy and the delete requests as they were before it waited).
  const state = await tx.query<{
    deleting: boolean;
    handle: string | null;
    previous_build_id: string | null;
  }>(
    `select ${beingDeletedSql('$1')} as deleting, p.handle, p.previous_build_id
       from (select 1) one left join published_sites p on p.website_id = $1`,
    [websiteId],
  );
  const row = state.rows[0];
  if (row?.deleting !== false) return null;
  return {
    id: website.id,
    draftVersion: Number(website.draft_version),
    publishedHandle: row.handle ?? null,
    previousBuildId: row.previous_build_id ?? null,
  };
}

/** What {@link openOrInsertRequest} records. */
export interface NewPublishRequest {
  websiteId: string;
  kind: PublishKind;
  handle: string | null;
  previousHandle: string | null;
  draftVersion: number;
  /** Snapshot the website's draft (publish, rename): copied inside the database, never sent back and forth. */
  snapshot: boolean;
  requestedBy: string | null;
  /**
   * Also release, in the same statement, the website's claims nothing needs any more (handle-claims'
   * `releaseUnusedClaims`, keeping this request's `handle`): one statement fewer on the way from a
   * click to the served page. @defaultValue false
   */
  releaseUnusedClaims?: boolean;
}

/**
 * The request that already covers this click, or a new row: an open request of the same website,
 * version, kind and address, or that website's latest request when it succeeded for exactly this
 * version and address (the site is live as asked: clicking Publish again rebuilds nothing). The
 * caller holds the website's row lock, so the draft copied is the one at `draftVersion`.
 */
export async function openOrInsertRequest(tx: Queryable, input: NewPublishRequest): Promise<RecordedRequest> {
  // One statement: the open request if there is one, else the new row (the caller's row lock keeps
  // any other request of the website from being recorded in between).
  const { rows } = await tx.query(
    `with open as (
       select ${requestColumnsWithoutDocument} from publish_requests where website_id = $1 and draft_version = $5 and kind = $2
          and coalesce(handle, '') = coalesce($3::text, '')
          and (state in ${openRequestStates}
            or (state = 'succeeded' and sequence = (select max(sequence) from publish_requests where website_id = $1)))
        order by sequence desc limit 1),
     inserted as (
       insert into publish_requests (website_id, kind, handle, previous_handle, draft_version, document, requested_by)
       select $1, $2, $3, $4, $5, case when $6::boolean then draft end, $7 from websites
        where id = $1 and not exists (select 1 from open)
       returning ${requestColumnsWithoutDocument})
     ${input.releaseUnusedClaims ? `, released as (${releaseUnusedClaimsSql('$1', '$3')})` : ''}
     select false as created, * from open union all select true as created, * from inserted`,
    [
      input.websiteId,
      input.kind,
      input.handle,
      input.previousHandle,
      input.draftVersion,
      input.snapshot,
      input.requestedBy,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`No website ${input.websiteId} to record a request for`);
  return { request: publishRequestFromRow(row), created: row.created === true };
}
