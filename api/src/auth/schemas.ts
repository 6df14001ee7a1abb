import { errorMessage } from '@sitewright/model';
import type { FieldErrors } from '../contract/index.ts';

/**
 * The refusal codes of the sign-in fields. The bodies and answers of the sign-in calls are their
 * contracts in model (`authCalls`).
 */

/** Bad e-mails answer spec §8 `invalid-email` ('Invalid email.'); bad codes `invalid-verification-code`. */
export const signInFieldErrors: FieldErrors = {
  email: { code: 'invalid-email', message: errorMessage('invalid-email') },
  newEmail: { code: 'invalid-email', message: errorMessage('invalid-email') },
  code: { code: 'invalid-verification-code' },
};
