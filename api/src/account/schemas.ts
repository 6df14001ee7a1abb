import { decidedLimits, fieldLimits } from '@sitewright/model';
import type { FieldErrors } from '../contract/index.ts';

/**
 * The refusal codes of the account fields. The bodies and answers of the account calls are their
 * contracts in model (`accountCalls`).
 */

export const accountFieldErrors: FieldErrors = {
  reason: {
    code: 'deletion-reason-required',
    message: 'Please choose a reason for deleting your account.',
  },
  text: {
    code: 'feedback-too-long',
    message: `Feedback can be at most ${fieldLimits.accountDeletionFeedback} characters.`,
  },
  confirm: {
    code: 'confirmation-required',
    message: 'Please confirm that you want to delete your account.',
  },
  displayName: {
    code: 'invalid-display-name',
    message: `Display name can be at most ${decidedLimits.displayName} characters.`,
  },
};
