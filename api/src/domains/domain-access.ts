import { may } from '@sitewright/model';
import type { DomainRecord, Queryable } from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import { type WebsiteMembership, websiteMembership } from './website-member.ts';

/** What the caller may do with one domain, decided from the website's members as they are now. */
export interface DomainAccess {
  /** Its state and DNS records (list, check). */
  sees: boolean;
  /** Delete it (while pending) and re-configure it (reconnect when Failed). */
  manages: boolean;
  /** The caller's role on the website the domain is attached to, or null. */
  member: WebsiteMembership | null;
}

/**
 * Who may see and manage a domain (spec §6, README "Domain decisions"). A domain attached to a
 * website belongs to that website: it follows the caller's CURRENT role there, so an editor who is
 * removed (or removes themself) loses it at once, even the one they connected — the domain row's
 * `userId` records who connected it, it grants nothing by itself.
 * - sees: any member of the website;
 * - manages: the member who connected it (`userId`), while their role may edit settings (§6
 *   "Edit content and settings": Owner and Editor); spec §8 'Website domain not owned.' otherwise.
 * A domain attached to nothing (disconnected, or its website deleted) is its user's claim on the
 * name alone: only that user sees and manages it.
 */
export async function domainAccess(
  db: Queryable,
  row: Pick<DomainRecord, 'userId' | 'websiteId'>,
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<DomainAccess> {
  const ownClaim = row.userId === user.id;
  if (row.websiteId === null) return { sees: ownClaim, manages: ownClaim, member: null };
  const member = await websiteMembership(db, row.websiteId, user);
  return {
    sees: member !== null,
    manages: ownClaim && member !== null && may(member.role, 'editContentAndSettings'),
    member,
  };
}
