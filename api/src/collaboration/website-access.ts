import type { WebsiteRole } from '@sitewright/model';
import { findMemberAccess, type Queryable } from '@sitewright/store';
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

/**
 * Reads the website and the caller's role (the store's member rule). `lock` takes the website's
 * row lock: every change to a website's editors holds it. A website being deleted counts as missing.
 * @returns null when there is no such website.
 */
export async function readWebsiteAccess(
  db: Queryable,
  websiteId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<WebsiteAccess | null> {
  const access = await findMemberAccess(db, websiteId, caller, options);
  if (!access) return null;
  return { ...access, businessName: access.businessName?.trim() || 'a website' };
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
