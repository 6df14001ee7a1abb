import { errorMessage } from '@sitewright/model';
import type { FieldErrors } from '../contract/index.ts';

/**
 * The refusal codes of the collaboration fields. The bodies and answers of the collaboration calls
 * are their contracts in model (`collaborationCalls`).
 */

/** A bad invited e-mail answers spec §8 `invalid-email` ('Invalid email.'). */
export const inviteFieldErrors: FieldErrors = {
  invitedUserEmail: { code: 'invalid-email', message: errorMessage('invalid-email') },
};
