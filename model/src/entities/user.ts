import { z } from 'zod';
import { decidedLimits, entityId, identityEmail, timestamp } from './common.ts';
import { authProvider } from './enums.ts';

/**
 * Spec §3 "User". `provider` is how the account signs in: google, email (magic link or one-time
 * code) or password. `firstSignInAt` equal to `createdAt` marks a first sign-in (§4 registration).
 */
export const user = z.object({
  id: entityId,
  email: identityEmail,
  provider: authProvider,
  emailVerified: z.boolean(),
  displayName: z.string().max(decidedLimits.displayName).nullable(),
  disabled: z.boolean().default(false),
  createdAt: timestamp,
  firstSignInAt: timestamp.nullable(),
});
export type User = z.infer<typeof user>;

/**
 * Spec §3: a user is verified if the provider is password with a verified e-mail, or google.
 * Other providers are not verified by this rule, whatever `emailVerified` says.
 */
export function isVerifiedUser(u: Pick<User, 'provider' | 'emailVerified'>): boolean {
  return u.provider === 'google' || (u.provider === 'password' && u.emailVerified);
}
