import { type Capability, errorMessage, may } from '@sitewright/model';
import {
  findMemberWebsite,
  holdsEditControl,
  type Member,
  type MemberWebsite,
  type Queryable,
  type WebsiteRecord,
} from '@sitewright/store';
import { ApiError } from '../http/api-error.ts';

/**
 * Spec §6 on the server. Decisions:
 * - a website the caller may not see answers **404** (`website-not-found`), never 403, whether it
 *   does not exist, is being deleted, or belongs to someone else: ids are not confirmed to strangers;
 * - a member refused a capability of the §6 table (an editor deleting) gets **403** `owner-only`:
 *   they know the website exists;
 * - a member without edit control (spec §4) who tries to change the website gets **409**
 *   `edit-control-required`: the request conflicts with the current state, taking control fixes it.
 */

/** Refusals with their codes and messages. */
export const websiteErrors = {
  notFound: () => new ApiError(404, 'website-not-found', errorMessage('website-not-found')),
  ownerOnly: () => new ApiError(403, 'owner-only', 'Only the owner of this website can do this.'),
  editControlRequired: () =>
    new ApiError(
      409,
      'edit-control-required',
      'Someone else is editing this website. Take control to make changes; their unsaved changes will be lost.',
    ),
  limitExceeded: () => new ApiError(403, 'website-limit-exceeded', errorMessage('website-limit-exceeded')),
  requestNotFound: () =>
    new ApiError(404, 'publish-request-not-found', 'There is no such publish request for this website.'),
} as const;

/** The website and the caller's role, or 404. `lock` holds the row in the caller's transaction. */
export async function requireMember(
  db: Queryable,
  websiteId: string,
  user: Member,
  lock = false,
): Promise<MemberWebsite> {
  const member = await findMemberWebsite(db, websiteId, user, { lock });
  if (!member) throw websiteErrors.notFound();
  return member;
}

/** 403 unless the role may use `capability` (spec §6 table). */
export function requireCapability(member: Pick<MemberWebsite, 'role'>, capability: Capability): void {
  if (!may(member.role, capability)) throw websiteErrors.ownerOnly();
}

/** 409 unless the caller holds edit control; 403 first when the role may not edit at all. */
export function requireEditControl(
  member: { role: MemberWebsite['role']; website: Pick<WebsiteRecord, 'ownerId' | 'lastModifiedBy'> },
  userId: string,
): void {
  requireCapability(member, 'editContentAndSettings');
  if (!holdsEditControl(member.website, userId)) throw websiteErrors.editControlRequired();
}
