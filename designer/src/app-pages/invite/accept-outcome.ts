/**
 * The accept-invite page's states (spec §2 "Accept-invite page": verifying, generic error,
 * invitation expired, wrong account, invite limit exceeded), and the api refusal each comes from
 * (docs/decisions/collaboration.md: `POST /api/invite/accept/{inviteId}`).
 */
export type AcceptState =
  | { kind: 'verifying' }
  | { kind: 'generic-error'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'wrong-account'; message: string }
  | { kind: 'limit-exceeded'; message: string }
  | { kind: 'email-not-verified'; message: string };

/**
 * The state an accept refusal shows. Decision: `invite-email-not-verified` (an unproven password
 * account, which the spec does not name) gets its own state with the api's wording; any other
 * failure — unknown invite, network, a 500 — is the generic error.
 */
export function acceptFailureState(error: { code?: string; message: string }): AcceptState {
  const message = error.message;
  switch (error.code) {
    case 'invite-expired':
      return { kind: 'expired', message };
    case 'invite-wrong-account':
      return { kind: 'wrong-account', message };
    case 'invite-limit-reached':
      return { kind: 'limit-exceeded', message };
    case 'invite-email-not-verified':
      return { kind: 'email-not-verified', message };
    default:
      return { kind: 'generic-error', message };
  }
}

/** Spec §4 "Session storage keeps … the invite id": the invitation being accepted, across sign-in. */
export const inviteIdStorageKey = 'sitewright.inviteId';

/** Page headings per state (the api's message is the text under them). */
export const acceptHeadings: Record<AcceptState['kind'], string> = {
  verifying: 'Accepting your invitation',
  'generic-error': 'This invitation could not be accepted',
  expired: 'Invitation expired',
  'wrong-account': 'Signed in with a different account',
  'limit-exceeded': 'Invitation limit reached',
  'email-not-verified': 'Verify your e-mail address first',
};
