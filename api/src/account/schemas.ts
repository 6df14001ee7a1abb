import {
  accountDeletionFeedback,
  authProvider,
  decidedLimits,
  entityId,
  fieldLimits,
  identityEmail,
  timestamp,
  user,
} from '@sitewright/model';
import { z } from 'zod';
import type { FieldErrors } from '../contract/index.ts';

/** The bodies and answers of the account calls (spec §2 Account, §3 User, §4 account deletion). */

/**
 * How the account proves it is its owner before it is deleted (spec §4, §5): `password` (the
 * current password), `google` (a fresh Google sign-in), `recent-sign-in` (an e-mailed link or code
 * account: a session started in the last 5 minutes).
 */
export const reauthentication = z.enum(['password', 'google', 'recent-sign-in']);
export type Reauthentication = z.infer<typeof reauthentication>;

/** Answer of `GET /api/account` and `PATCH /api/account`: the account settings modal. */
export const accountSettings = z.object({
  id: entityId,
  email: identityEmail,
  provider: authProvider,
  emailVerified: z.boolean(),
  /** Spec §3: password with a verified e-mail, or google. */
  verified: z.boolean(),
  displayName: user.shape.displayName,
  createdAt: timestamp,
  reauthentication,
  counts: z.object({
    ownedWebsites: z.number().int().min(0),
    ownedWebsiteLimit: z.number().int().min(0),
    sharedWebsites: z.number().int().min(0),
    sharedWebsiteLimit: z.number().int().min(0),
  }),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** Body of `PATCH /api/account`: the display name, trimmed; empty clears it. */
export const updateAccountRequest = z.object({
  displayName: z.string().trim().max(decidedLimits.displayName).nullable(),
});

/** Body of `POST /api/account/deletion/feedback` (spec §4 stage 1: a reason is required, text ≤ 1000). */
export const deletionFeedbackRequest = accountDeletionFeedback.pick({ reason: true, text: true });

/** Answer of stage 1: the token stage 2 presents, and until when it works. */
export const deletionFeedbackAnswer = z.object({
  deletionToken: z.string(),
  expiresAt: timestamp,
});

/** Body of `DELETE /api/account` (spec §4 stage 2: the confirmation checkbox, and re-authentication). */
export const deleteAccountRequest = z.object({
  deletionToken: z.string().min(1).max(256),
  confirm: z.literal(true),
  /** Password accounts: the current password (spec §5). */
  currentPassword: z.string().max(256).optional(),
  /** Google accounts: an ID token from a Google sign-in made within the last 5 minutes. */
  googleIdToken: z.string().min(1).max(8192).optional(),
});

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
