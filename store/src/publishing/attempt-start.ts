import type { Queryable } from '../database/database.ts';
import { servingDomainSql } from '../domains/serving-domain.ts';
import {
  type PublishRequest,
  publishRequestFromRow,
  requestColumnsWithoutDocument,
} from './publish-request.ts';
import { type PublishedRow, sharedAssetsOf } from './published-sites.ts';
import { toDate, toNumber } from './row-values.ts';
import { supersedes } from './website-row.ts';

/** What a job knows once its attempt has started (see {@link startPublishAttempt}). */
export interface StartedAttempt {
  /** The request, `running`, with its snapshot (null when asked without it). */
  request: PublishRequest;
  /**
   * A request of the website at or after this one's sequence was applied already (the same rule
   * as `isRequestSuperseded`): building it would be wasted. False when the website is gone.
   */
  superseded: boolean;
  /** The custom domain serving the website (the `findServingDomain` rule), or null. */
  servingDomain: string | null;
  /** The website's published copy (as `readPublishedSite` reads it), or null. */
  published: PublishedRow | null;
}

/**
 * `startAttempt` and the three reads a publish job starts with, in ONE statement: the request is
 * set `running` with one more attempt, and the same round trip answers whether a newer request
 * of the website was applied, which custom domain serves it and its published copy. On embedded
 * Postgres each statement is a turn of the api's event loop; four were three round trips too many
 * on the way from a click to the served page. Null when the request is gone or already succeeded
 * (a duplicate delivery). With `document: false` the snapshot stays in the database (`document`
 * null): a job that holds the draft it was saved from (`SavedDrafts`) need not read back the
 * megabyte it was given (`readRequestSnapshot` reads it when it does not).
 */
export async function startPublishAttempt(
  db: Queryable,
  id: string,
  options: { document?: boolean } = {},
): Promise<StartedAttempt | null> {
  const { rows } = await db.query(
    `with started as (
       update publish_requests set state = 'running', attempts = attempts + 1, updated_at = now()
        where id = $1 and state <> 'succeeded'
        returning ${requestColumnsWithoutDocument}, case when $2::boolean then document end as document)
     select s.*, w.publish_sequence as applied_sequence,
       (select d.domain_name from website_domains d
         where d.website_id = s.website_id and ${servingDomainSql('d')} limit 1) as serving_domain,
       p.handle as published_handle, p.build_id as published_build_id,
       p.previous_build_id as published_previous_build_id, p.created_at as published_created_at,
       p.shared_assets as published_shared_assets
     from started s
     left join websites w on w.id = s.website_id
     left join published_sites p on p.website_id = s.website_id`,
    [id, options.document ?? true],
  );
  const row = rows[0];
  if (!row) return null;
  const request = publishRequestFromRow(row);
  const applied = row.applied_sequence === null ? null : toNumber(row.applied_sequence);
  return {
    request,
    superseded: applied !== null && supersedes(applied, request.sequence),
    servingDomain: (row.serving_domain as string | null) ?? null,
    published:
      row.published_handle === null
        ? null
        : {
            handle: String(row.published_handle),
            buildId: String(row.published_build_id),
            previousBuildId: (row.published_previous_build_id as string | null) ?? null,
            createdAt: toDate(row.published_created_at),
            sharedAssets: sharedAssetsOf(row.published_shared_assets),
          },
  };
}

/** A request's snapshot (`publish_requests.document`), or null (none, or the request is gone). */
export async function readRequestSnapshot(db: Queryable, id: string): Promise<unknown> {
  const { rows } = await db.query<{ document: unknown }>(
    'select document from publish_requests where id = $1',
    [id],
  );
  return rows[0]?.document ?? null;
}
