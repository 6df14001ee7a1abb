import type { Queryable } from '../database/database.ts';
import { openRequestStates } from './publish-request.ts';

/**
 * Handles belong to websites through `handle_claims` (0002_publishing.sql): a website's published
 * address and the addresses its open requests publish to. The primary key decides every race.
 */

/**
 * Whether a website other than `websiteId` holds `handle`: a claim, a draft's handle, or a
 * published copy. The one definition of "this address is taken" (spec §4 web-address
 * availability, spec §5 'Web address unavailable'); `websiteId` null asks for any website.
 */
export async function isHandleHeldByAnother(
  db: Queryable,
  handle: string,
  websiteId: string | null,
): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    `select exists (select 1 from handle_claims where handle = $1 and website_id is distinct from $2)
         or exists (select 1 from websites where handle = $1 and id is distinct from $2)
         or exists (select 1 from published_sites where handle = $1 and website_id is distinct from $2) as taken`,
    [handle, websiteId],
  );
  return rows[0]?.taken === true;
}

/**
 * Claims `handle` for `websiteId` inside the caller's transaction: true when the website holds it
 * now, false when another website does. Two websites racing: the second insert waits for the first
 * transaction and then finds its row, so exactly one wins.
 */
export async function claimHandle(tx: Queryable, handle: string, websiteId: string): Promise<boolean> {
  await tx.query(
    'insert into handle_claims (handle, website_id) values ($1, $2) on conflict (handle) do nothing',
    [handle, websiteId],
  );
  return !(await isHandleHeldByAnother(tx, handle, websiteId));
}

/**
 * Releases the website's claims it no longer needs: not its published address, not the target of
 * one of its open requests, not `keep`. Call under the website's row lock.
 */
export async function releaseUnusedClaims(
  tx: Queryable,
  websiteId: string,
  keep: string | null = null,
): Promise<void> {
  await tx.query(releaseUnusedClaimsSql('$1', '$2'), [websiteId, keep]);
}

/**
 * The statement of {@link releaseUnusedClaims} with its website and kept handle as the parameters
 * named (`$1`, `$2`), for a statement that releases them alongside its own work.
 */
export function releaseUnusedClaimsSql(websiteId: string, keep: string): string {
  return `delete from handle_claims c where c.website_id = ${websiteId} and c.handle is distinct from ${keep}
       and not exists (select 1 from published_sites p where p.handle = c.handle and p.website_id = ${websiteId})
       and not exists (select 1 from publish_requests r where r.website_id = ${websiteId} and r.handle = c.handle
                         and r.state in ${openRequestStates})`;
}

/** Every handle the website holds (claims and published address), in order. */
export async function claimedHandles(db: Queryable, websiteId: string): Promise<string[]> {
  const { rows } = await db.query<{ handle: string }>(
    `select handle from handle_claims where website_id = $1
     union select handle from published_sites where website_id = $1 order by 1`,
    [websiteId],
  );
  return rows.map((r) => r.handle);
}
