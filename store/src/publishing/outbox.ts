import type { Queryable } from '../database/database.ts';
import { isBeingDeleted } from '../websites/being-deleted.ts';
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
  if (await isBeingDeleted(tx, websiteId)) return null;
  const published = await tx.query<{ handle: string; previous_build_id: string | null }>(
    'select handle, previous_build_id from published_sites where website_id = $1',
    [websiteId],
  );
  return {
    id: website.id,
    draftVersion: Number(website.draft_version),
    publishedHandle: published.rows[0]?.handle ?? null,
    previousBuildId: published.rows[0]?.previous_build_id ?? null,
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
}

/**
 * The request that already covers this click, or a new row: an open request of the same website,
 * version, kind and address, or that website's latest request when it succeeded for exactly this
 * version and address (the site is live as asked: clicking Publish again rebuilds nothing). The
 * caller holds the website's row lock, so the draft copied is the one at `draftVersion`.
 */
export async function openOrInsertRequest(tx: Queryable, input: NewPublishRequest): Promise<RecordedRequest> {
  const open = await tx.query(
    `select ${requestColumnsWithoutDocument} from publish_requests where website_id = $1 and draft_version = $2 and kind = $3
       and coalesce(handle, '') = coalesce($4::text, '')
       and (state in ${openRequestStates}
         or (state = 'succeeded' and sequence = (select max(sequence) from publish_requests where website_id = $1)))
     order by sequence desc limit 1`,
    [input.websiteId, input.draftVersion, input.kind, input.handle],
  );
  if (open.rows[0]) return { request: publishRequestFromRow(open.rows[0]), created: false };
  const { rows } = await tx.query(
    `insert into publish_requests (website_id, kind, handle, previous_handle, draft_version, document, requested_by)
     select $1, $2, $3, $4, $5, case when $6::boolean then draft end, $7 from websites where id = $1
     returning ${requestColumnsWithoutDocument}`,
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
  return { request: publishRequestFromRow(rows[0]!), created: true };
}
