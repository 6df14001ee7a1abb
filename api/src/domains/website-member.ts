import type { WebsiteRole } from '@sitewright/model';
import { findMemberAccess, type Queryable } from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';

/** A website as the domain, upload and export calls see it, with the caller's role on it. */
export interface WebsiteMembership {
  websiteId: string;
  /** The owner (spec §6: the user whose id is the website's userId). */
  ownerId: string;
  /** The published address, or null while a draft. */
  handle: string | null;
  role: WebsiteRole;
}

/**
 * The caller's role on a website (spec §6, the store's member rule): Owner, or Editor through an
 * accepted invite. A pending invitee, a revoked editor (their invite is gone), another user, an
 * unknown website and one being deleted all get `null`.
 */
export async function websiteMembership(
  db: Queryable,
  websiteId: string,
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<WebsiteMembership | null> {
  const access = await findMemberAccess(db, websiteId, user);
  if (!access?.role) return null;
  return { websiteId: access.websiteId, ownerId: access.owner.id, handle: access.handle, role: access.role };
}

/** Every member of a website (owner and editors): whom a live event about it goes to. */
export { websiteMemberIds } from '@sitewright/store';
