import type { Queryable } from '../database/database.ts';
import { uniqueHandle } from './fixtures.ts';
import { insertPublishedWebsite } from './published-website-fixtures.ts';

/**
 * A website live as a publish job leaves it, down to the request that made its build (a succeeded
 * publish of build `b1`, with its snapshot): what a republish rebuilds from. The document's theme
 * has `presetStyle`. For the mass republish suites.
 */
export async function insertLiveWebsite(
  db: Queryable,
  input: { userId: string; id: string; presetStyle: string },
): Promise<{ websiteId: string; handle: string }> {
  const handle = uniqueHandle();
  const document = { version: '1.0', userId: input.userId, theme: { presetStyle: input.presetStyle } };
  await insertPublishedWebsite(db, {
    userId: input.userId,
    id: input.id,
    draft: document,
    published: { handle, document },
  });
  await db.query(
    `insert into publish_requests (website_id, kind, handle, draft_version, document, state, build_id, outcome,
       finished_at)
     values ($1, 'publish', $2, 1, $3, 'succeeded', 'b1', 'live', now())`,
    [input.id, handle, document],
  );
  return { websiteId: input.id, handle };
}

/** The website ids of a republish run's recorded requests, one row per request (a repeat shows twice). */
export async function websitesOfRepublishRun(db: Queryable, runId: string): Promise<string[]> {
  const { rows } = await db.query<{ website_id: string }>(
    `select r.website_id from republish_run_requests q join publish_requests r on r.id = q.request_id
      where q.run_id = $1 order by r.website_id`,
    [runId],
  );
  return rows.map((row) => row.website_id);
}

/** Every republish request recorded after the live builds (state queued), per website. */
export async function queuedRequestsByWebsite(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ website_id: string; n: unknown }>(
    `select website_id, count(*) as n from publish_requests where state = 'queued' group by website_id`,
  );
  return new Map(rows.map((row) => [row.website_id, Number(row.n)]));
}
