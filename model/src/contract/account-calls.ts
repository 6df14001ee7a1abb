import { z } from 'zod';
import { accountDeletionFeedback } from '../entities/account-deletion-feedback.ts';
import { decidedLimits, entityId, identityEmail, timestamp } from '../entities/common.ts';
import { authProvider } from '../entities/enums.ts';
import { user } from '../entities/user.ts';
import { defineRoute } from './route-contract.ts';

/**
 * The account calls (spec §2 Account, §3 User, §4 account deletion; docs/decisions/account.md).
 * E-mail and password changes are sign-in calls (`authCalls.changeEmail`, `changePassword`).
 */

/**
 * How the account proves it is its owner before it is deleted (spec §4, §5): `password` (the
 * current password), `google` (a fresh Google sign-in), `recent-sign-in` (an e-mailed link or code
 * account: a session started in the last 5 minutes).
 */
export const reauthentication = z.enum(['password', 'google', 'recent-sign-in']);
export type Reauthentication = z.infer<typeof reauthentication>;

/** The account settings modal: `GET` and `PATCH /api/account`. */
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

export const accountCalls = {
  getAccount: defineRoute({
    method: 'get',
    path: '/account',
    auth: 'user',
    responses: { 200: accountSettings },
  }),
  /** The display name, trimmed; empty clears it. */
  updateAccount: defineRoute({
    method: 'patch',
    path: '/account',
    auth: 'user',
    body: z.object({ displayName: z.string().trim().max(decidedLimits.displayName).nullable() }),
    responses: { 200: accountSettings },
  }),
  /** Spec §4 stage 1: a reason is required, text ≤ 1000; answers the token stage 2 presents. */
  sendDeletionFeedback: defineRoute({
    method: 'post',
    path: '/account/deletion/feedback',
    auth: 'user',
    body: accountDeletionFeedback.pick({ reason: true, text: true }),
    responses: { 201: z.object({ deletionToken: z.string(), expiresAt: timestamp }) },
  }),
  /** Spec §4 stage 2: the confirmation checkbox, and re-authentication. */
  deleteAccount: defineRoute({
    method: 'delete',
    path: '/account',
    auth: 'user',
    body: z.object({
      deletionToken: z.string().min(1).max(256),
      confirm: z.literal(true),
      /** Password accounts: the current password (spec §5). */
      currentPassword: z.string().max(256).optional(),
      /** Google accounts: an ID token from a Google sign-in made within the last 5 minutes. */
      googleIdToken: z.string().min(1).max(8192).optional(),
    }),
    responses: { 204: null },
  }),
};
