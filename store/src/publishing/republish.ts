import type { Queryable } from '../database/database.ts';
import {
  openRequestStates,
  publishRequestFromRow,
  type RecordedRequest,
  requestColumnsWithoutDocument,
} from './publish-request.ts';
import { lockWebsiteForPublishing } from './website-row.ts';

/**
 * Records the republish a custom domain's change calls for (spec §5: custom head code and code
 * embeds run only on a site's own origin; the canonical URL and base path follow the domain): the
 * build live now, rendered again for the origin the site has now.
 *
 * It rebuilds what visitors see, never the draft: the snapshot of the live build's request, at its
 * draft version and address, so unpublished edits stay unpublished. When a publish or rename of the
 * website is still waiting, that request is the newest the owner asked for and renders the domain
 * as it is when it runs: it is returned instead of a new one. Nothing is recorded (null) when the
 * website is not published, or when its newest request takes it offline or rolls it back (an
 * unpublish has nothing to rebuild; a rollback serves a build as it was rendered).
 */
export async function recordRepublish(
  tx: Queryable,
  input: { websiteId: string; requestedBy?: string | null },
): Promise<RecordedRequest | null> {
  if (!(await lockWebsiteForPublishing(tx, input.websiteId))) return null;
  const newest = await tx.query(
    `select ${requestColumnsWithoutDocument} from publish_requests
      where website_id = $1 and state <> 'failed' order by sequence desc limit 1`,
    [input.websiteId],
  );
  const last = newest.rows[0] ? publishRequestFromRow(newest.rows[0]) : null;
  if (last === null) return null;
  if (last.state === 'queued' || last.state === 'running') {
    return last.kind === 'publish' || last.kind === 'rename' ? { request: last, created: false } : null;
  }
  const live = await tx.query<{ handle: string; build_id: string }>(
    'select handle, build_id from published_sites where website_id = $1',
    [input.websiteId],
  );
  const published = live.rows[0];
  if (!published) return null;
  const source = await tx.query<{ id: string }>(
    `select id from publish_requests where website_id = $1 and build_id = $2 and document is not null
      order by sequence desc limit 1`,
    [input.websiteId, published.build_id],
  );
  const sourceId = source.rows[0]?.id;
  if (!sourceId) return null;
  // The snapshot is copied inside the database (up to a megabyte of JSON).
  const inserted = await tx.query(
    `insert into publish_requests (website_id, kind, handle, draft_version, document, requested_by)
     select website_id, 'publish', $2, draft_version, document, $3 from publish_requests where id = $1
     on conflict do nothing
     returning ${requestColumnsWithoutDocument}`,
    [sourceId, published.handle, input.requestedBy ?? null],
  );
  if (inserted.rows[0]) return { request: publishRequestFromRow(inserted.rows[0]), created: true };
  // An older request of the same version and address is still open: it builds for the domain as it is.
  const open = await tx.query(
    `select ${requestColumnsWithoutDocument} from publish_requests p
      where p.website_id = $1 and p.kind = 'publish' and p.handle = $2 and p.state in ${openRequestStates}
        and p.draft_version = (select draft_version from publish_requests where id = $3)
      limit 1`,
    [input.websiteId, published.handle, sourceId],
  );
  return open.rows[0] ? { request: publishRequestFromRow(open.rows[0]), created: false } : null;
}
