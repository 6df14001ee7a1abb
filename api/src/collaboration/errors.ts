import { type ErrorCode, errorMessage } from '@sitewright/model';
import { ApiError } from '../http/api-error.ts';

/**
 * Refusals of the collaboration calls. Spec §8 codes ('Invites', 'Ownership transfer',
 * 'No website at this link') keep the catalogue's message word for word; the others are worded
 * here because the spec names no message for them.
 */
export const collaborationMessages = {
  'owner-only': 'Only the owner of this website can do this.',
  'invite-already-accepted': 'This person is already an editor of this website.',
  'invite-email-not-verified':
    'Please verify your email address before accepting this invitation. Check your inbox for the verification link.',
  'transfer-not-editor': 'The new owner must be an editor of this website who has accepted the invitation.',
} as const;

export type CollaborationMessageCode = keyof typeof collaborationMessages;

/** A refusal with a spec §8 catalogue code and its message. */
export function catalogueRefusal(status: number, code: ErrorCode): ApiError {
  return new ApiError(status, code, errorMessage(code));
}

/** A refusal with one of the {@link collaborationMessages}. */
export function collaborationRefusal(status: number, code: CollaborationMessageCode): ApiError {
  return new ApiError(status, code, collaborationMessages[code]);
}

/**
 * 404 'No website at this link': the website does not exist, or the caller is neither its owner
 * nor one of its editors (a stranger learns nothing about a website they cannot see).
 */
export const websiteNotFound = () => catalogueRefusal(404, 'website-not-found');

/** 404 with the invite catalogue's generic message: no such invite (or not one the caller may see). */
export const inviteNotFound = () => catalogueRefusal(404, 'invite-generic');

/** 403: the caller is an editor, and this is the owner's to do (spec §6). */
export const notOwner = () => collaborationRefusal(403, 'owner-only');

/** 409 'Maximum invitations reached.' (spec §8, §9: 20 per website, 5 shared websites per user). */
export const inviteLimitReached = () => catalogueRefusal(409, 'invite-limit-reached');
