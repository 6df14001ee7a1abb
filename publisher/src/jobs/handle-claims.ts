import { handleMessages, validateHandle } from '@sitewright/model';
import type { Queryable } from './database.ts';
import { HandleUnavailable, InvalidHandle } from './errors.ts';

/**
 * Handles belong to websites through `handle_claims` (0002_publishing.sql): a website's published
 * address and the addresses its open requests publish to. The primary key decides every race.
 */

/** Spec §5: normalises what the user typed and checks it; throws {@link InvalidHandle}. */
export function normaliseRequestedHandle(input: string): string {
  const result = validateHandle(input);
  if (!result.ok) throw new InvalidHandle(input);
  return result.value;
}

/**
 * Claims `handle` for `websiteId` inside the caller's transaction, or throws
 * {@link HandleUnavailable}. Two websites racing: the second insert waits for the first
 * transaction and then finds its row, so exactly one wins.
 */
export async function claimHandle(tx: Queryable, handle: string, websiteId: string): Promise<void> {
  await tx.query(
    'insert into handle_claims (handle, website_id) values ($1, $2) on conflict (handle) do nothing',
    [handle, websiteId],
  );
  const { rows } = await tx.query<{ taken: boolean }>(
    `select exists (select 1 from handle_claims where handle = $1 and website_id <> $2)
         or exists (select 1 from websites where handle = $1 and id <> $2)
         or exists (select 1 from published_sites where handle = $1 and website_id <> $2) as taken`,
    [handle, websiteId],
  );
  if (rows[0]?.taken) throw new HandleUnavailable(handle);
}

/**
 * Spec §4 "Web-address availability" as the server sees it: whether `input` normalises to a valid
 * handle that no other website holds. `forWebsiteId` is the website asking (its own handle is
 * available to it).
 */
export async function handleAvailability(
  db: Queryable,
  input: string,
  forWebsiteId: string | null = null,
): Promise<{ handle: string; available: boolean; message: string }> {
  const result = validateHandle(input);
  if (!result.ok) return { handle: input, available: false, message: result.message };
  const { rows } = await db.query<{ taken: boolean }>(
    `select exists (select 1 from handle_claims where handle = $1 and website_id is distinct from $2)
         or exists (select 1 from websites where handle = $1 and id is distinct from $2)
         or exists (select 1 from published_sites where handle = $1 and website_id is distinct from $2) as taken`,
    [result.value, forWebsiteId],
  );
  const available = rows[0]?.taken !== true;
  return {
    handle: result.value,
    available,
    message: available ? handleMessages.available : handleMessages.unavailable,
  };
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
  await tx.query(
    `delete from handle_claims c where c.website_id = $1 and c.handle is distinct from $2
       and not exists (select 1 from published_sites p where p.handle = c.handle and p.website_id = $1)
       and not exists (select 1 from publish_requests r where r.website_id = $1 and r.handle = c.handle
                         and r.state in ('queued', 'running'))`,
    [websiteId, keep],
  );
}

/** Every handle the website holds (claims and published address). */
export async function claimedHandles(db: Queryable, websiteId: string): Promise<string[]> {
  const { rows } = await db.query<{ handle: string }>(
    `select handle from handle_claims where website_id = $1
     union select handle from published_sites where website_id = $1 order by 1`,
    [websiteId],
  );
  return rows.map((r) => r.handle);
}
