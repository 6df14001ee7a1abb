import {
  errorMessage,
  loginEmailSchema,
  type OtpVerificationResult,
  timestamp,
  user,
  validateOneTimeCode,
} from '@sitewright/model';
import { z } from 'zod';
import type { FieldErrors } from '../contract/index.ts';

/**
 * The bodies and answers of the sign-in calls, built from the model's schemas and rules (spec §5
 * login e-mail, one-time code; §4 verification results; §3 user).
 */

/** A sign-in e-mail: trimmed, lower-cased, at most 64 characters (spec §5, §9). */
export const signInEmail = z.string().max(320).pipe(loginEmailSchema).describe('The e-mail to sign in with');

/** A one-time code: 6 digits; spaces are ignored (codes are pasted as `123 456`). */
export const oneTimeCode = z
  .string()
  .max(64)
  .transform((input, ctx) => {
    const result = validateOneTimeCode(input);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.message, input });
    return z.NEVER;
  })
  .describe('The 6-digit code from the e-mail');

/** Passwords are checked for length only on the way in; 256 bounds the hashing work. */
const password = z.string().max(256);

/** Bad e-mails answer spec §8 `invalid-email` ('Invalid email.'); bad codes `invalid-verification-code`. */
export const signInFieldErrors: FieldErrors = {
  email: { code: 'invalid-email', message: errorMessage('invalid-email') },
  newEmail: { code: 'invalid-email', message: errorMessage('invalid-email') },
  code: { code: 'invalid-verification-code' },
};

export const emailRequest = z.strictObject({ email: signInEmail });
export const otpGenerateResponse = z.object({ sessionId: z.string().describe('Send it back with the code') });
export const otpVerifyRequest = z.strictObject({
  sessionId: z.string().min(1).max(128),
  email: signInEmail,
  code: oneTimeCode,
});
export const sentResponse = z.object({ sent: z.literal(true) });

/**
 * The user in answers: the model's `user` (spec §3), except that the e-mail is whatever the login
 * rule accepted. The model's `identityEmail` (zod's e-mail pattern) is narrower than the login
 * rule (RFC 5322 atext: `o'neil!x@example.com`), and an answer must never refuse an account that
 * signed in.
 */
export const answerUser = user.extend({ email: z.string() });

/** A session: the bearer token, its expiry (refresh 5 minutes before), the refresh token, the user. */
export const sessionAnswer = z.object({
  accessToken: z.string().describe('Bearer token of every product call (JWT, 15 minutes)'),
  refreshToken: z.string().describe('Single-use; POST /api/auth/refresh answers a new one'),
  expiresAt: timestamp.describe("The access token's expiry"),
  user: answerUser,
});

/** spec §4 one-time code verification results; the session comes with `Success` only. */
export const otpVerifyResponse = z.union([
  sessionAnswer.extend({ result: z.literal('Success') }),
  z.object({
    result: z.enum(['ExpiredCode', 'InvalidCode', 'InvalidSession'] satisfies OtpVerificationResult[]),
  }),
]);

export const passwordSignUpRequest = z.strictObject({ email: signInEmail, password });
export const passwordSignInRequest = z.strictObject({ email: signInEmail, password });
export const changeEmailRequest = z.strictObject({
  currentPassword: password,
  newEmail: z.string().max(320),
});
export const changePasswordRequest = z.strictObject({ currentPassword: password, newPassword: password });
export const googleSignInRequest = z.strictObject({
  idToken: z.string().min(1).max(8192).describe('The Google ID token (redirect, popup or one-tap)'),
});
export const signInTokenRequest = z.strictObject({ token: z.string().min(1).max(4096) });
export const refreshRequest = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export const signOutRequest = z
  .strictObject({ refreshToken: z.string().min(1).max(512).optional() })
  .optional();
export const userAnswer = z.object({ user: answerUser });
export const tokenAnswer = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: timestamp,
});
