import { type WebsiteRole, websiteRole } from '@sitewright/model';
import { type Queryable, websiteMemberIds } from '@sitewright/store';
import type { AuthUser } from '../contract/index.ts';
import { inviteNotFound, notOwner, websiteNotFound } from './errors.ts';

/** Who asks: an editor is named by an accepted invite's user id, or by its e-mail while it has none. */
export type Caller = Pick<AuthUser, 'id' | 'email'>;

/** A website as the collaboration calls see it, with its owner and the caller's role (spec §6). */
export interface WebsiteAccess {
  websiteId: string;
  handle: string | null;
  /** `websiteSettings.businessName` of the draft, for the invitation e-mail. */
  businessName: string;
  owner: { id: string; email: string; displayName: string | null };
  /** Owner, Editor (an accepted invite), or null: no access. */
  role: WebsiteRole | null;
}

interface AccessRow {
  id: string;
  handle: string | null;
  business_name: string | null;
  owner_id: string;
  owner_email: string;
  owner_display_name: string | null;
  editor: boolean;
  [column: string]: unknown;
}

/**
 * Reads the website and the caller's role. `lock` takes the website's row lock (`for update`):
 * every change to a website's editors holds it, so two calls never decide on the same invites at
 * once (the limits of spec §9 stay exact). A website being deleted (an open `delete` request of
 * the publisher, or no owner: deleted with its account, 0005) counts as missing, as it does for
 * the website calls (`websites/website-rows.ts`). The editor rule is theirs too: an accepted invite
 * naming the caller's id, or, while it names no user, the caller's e-mail.
 * @returns null when there is no such website.
 */
export async function readWebsiteAccess(
  db: Queryable,
  websiteId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<WebsiteAccess | null> {
  const { rows } = await db.query<AccessRow>(
    `select w.id, w.handle, w.draft -> 'websiteSettings' ->> 'businessName' as business_name,
       u.id as owner_id, u.email as owner_email, u.display_name as owner_display_name,
       exists (select 1 from invites i where i.website_id = w.id and i.accepted
         and (i.invited_user_id = $2 or (i.invited_user_id is null and i.invited_user_email = $3))) as editor
     from websites w join users u on u.id = w.user_id
     where w.id = $1 and not exists (select 1 from publish_requests r where r.website_id = w.id
       and r.kind = 'delete' and r.state in ('queued', 'running'))${options.lock ? ' for update of w' : ''}`,
    [websiteId, caller.id, caller.email],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    websiteId: row.id,
    handle: row.handle,
    businessName: row.business_name?.trim() || 'a website',
    owner: { id: row.owner_id, email: row.owner_email, displayName: row.owner_display_name },
    role: websiteRole({ userId: row.owner_id }, caller.id, row.editor ? { accepted: true } : null),
  };
}

/** The website for its owner or one of its editors; anyone else gets 404 'No website at this link'. */
export async function memberAccess(
  db: Queryable,
  websiteId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<WebsiteAccess & { role: WebsiteRole }> {
  const access = await readWebsiteAccess(db, websiteId, caller, options);
  if (!access || access.role === null) throw websiteNotFound();
  return access as WebsiteAccess & { role: WebsiteRole };
}

/** The website for its owner: an editor gets 403, anyone else 404. */
export async function ownerAccess(
  db: Queryable,
  websiteId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<WebsiteAccess & { role: 'Owner' }> {
  const access = await memberAccess(db, websiteId, caller, options);
  if (access.role !== 'Owner') throw notOwner();
  return access as WebsiteAccess & { role: 'Owner' };
}

/**
 * The website of an invite, for a call about that invite: its owner and editors get it, anyone
 * else 404 with the invite's generic message (as if the invite did not exist).
 */
export async function inviteWebsiteAccess(
  db: Queryable,
  websiteId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<WebsiteAccess & { role: WebsiteRole }> {
  const access = await readWebsiteAccess(db, websiteId, caller, options);
  if (!access || access.role === null) throw inviteNotFound();
  return access as WebsiteAccess & { role: WebsiteRole };
}

/** The user ids of the owner and every editor (spec §6, the store's rule): who is told when the editors change. */
export async function websiteMembers(db: Queryable, websiteId: string): Promise<string[]> {
  return websiteMemberIds(db, websiteId);
}
