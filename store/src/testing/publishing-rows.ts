import type { Queryable } from '../database/database.ts';
import { type PublishRequest, publishRequestFromRow } from '../publishing/publish-request.ts';
import { publishedWebsiteOf } from '../publishing/published-sites.ts';
import { toDate } from '../publishing/row-values.ts';

/**
 * Rows the publishing suites set up and inspect (tests/src/publish-jobs, tests/src/publishing):
 * websites with a real draft, the published copy, a website's requests.
 */

/** Inserts a website whose draft is `draft` (a whole website document), owned by `userId`. */
export async function insertWebsiteWithDraft(
  db: Queryable,
  input: { id: string; userId: string; draft: unknown },
): Promise<string> {
  await db.query('insert into websites (id, user_id, draft) values ($1, $2, $3)', [
    input.id,
    input.userId,
    input.draft,
  ]);
  return input.id;
}

/**
 * Replaces the website's draft as stored, with no validation (a fault test stores one that cannot
 * publish); `newVersion` also bumps its draft version, as a save does.
 */
export async function writeDraftForTests(
  db: Queryable,
  websiteId: string,
  draft: unknown,
  options: { newVersion?: boolean } = {},
): Promise<void> {
  await db.query(
    `update websites set draft = $2, draft_version = draft_version + (case when $3::boolean then 1 else 0 end)
      where id = $1`,
    [websiteId, draft, options.newVersion ?? false],
  );
}

/**
 * The published copy at `handle`, or null: its document is spec §3's published website, the
 * stored snapshot's content with the copy's own fields from their columns (`publishedWebsiteOf`).
 */
export async function readPublishedCopy(
  db: Queryable,
  handle: string,
): Promise<{ websiteId: string; buildId: string; document: Record<string, unknown> } | null> {
  const { rows } = await db.query<{
    website_id: string;
    build_id: string;
    document: unknown;
    created_at: unknown;
    modified_at: unknown;
  }>(
    'select website_id, build_id, document, created_at, modified_at from published_sites where handle = $1',
    [handle],
  );
  const row = rows[0];
  if (!row) return null;
  const document = publishedWebsiteOf({
    document: row.document,
    handle,
    createdAt: toDate(row.created_at),
    modifiedAt: toDate(row.modified_at),
  });
  return { websiteId: row.website_id, buildId: row.build_id, document: { ...document } };
}

/** Every request of the website with its snapshot, newest first. */
export async function publishRequestsOf(db: Queryable, websiteId: string): Promise<PublishRequest[]> {
  const { rows } = await db.query(
    'select * from publish_requests where website_id = $1 order by sequence desc',
    [websiteId],
  );
  return rows.map(publishRequestFromRow);
}
