import { z } from 'zod';
import { timestamp } from '../entities/common.ts';
import { user } from '../entities/user.ts';
import type { OtpVerificationResult } from '../errors/sign-in.ts';
import { loginEmailSchema } from '../validation/email.ts';
import { validateOneTimeCode } from '../validation/one-time-code.ts';
import { defineRoute } from './route-contract.ts';

/**
 * The sign-in calls (spec §1, §4, §5; docs/decisions/sign-in.md): their bodies and answers, built
 * from the model's login e-mail and one-time code rules, the §4 verification results and the §3 user.
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
export const passwordInput = z.string().max(256);

const emailRequest = z.strictObject({ email: signInEmail });
const sentAnswer = z.object({ sent: z.literal(true) });

/**
 * The user in answers: the model's `user` (spec §3), except that the e-mail is whatever the login
 * rule accepted. The model's `identityEmail` (zod's e-mail pattern) is narrower than the login
 * rule (RFC 5322 atext: `o'neil!x@example.com`), and an answer must never refuse an account that
 * signed in.
 */
export const answerUser = user.extend({ email: z.string() });
export const userAnswer = z.object({ user: answerUser });

/** A session: the bearer token, its expiry (refresh 5 minutes before), the refresh token, the user. */
export const sessionAnswer = z.object({
  accessToken: z.string().describe('Bearer token of every product call (JWT, 15 minutes)'),
  refreshToken: z.string().describe('Single-use; POST /api/auth/refresh answers a new one'),
  expiresAt: timestamp.describe("The access token's expiry"),
  user: answerUser,
});

/** spec §4 one-time code verification results; the session comes with `Success` only. */
const otpVerifyAnswer = z.union([
  sessionAnswer.extend({ result: z.literal('Success') }),
  z.object({
    result: z.enum(['ExpiredCode', 'InvalidCode', 'InvalidSession'] satisfies OtpVerificationResult[]),
  }),
]);

const refreshToken = z.string().min(1).max(512);
const passwordCredentials = z.strictObject({ email: signInEmail, password: passwordInput });

/** Signing in, the session and the credentials (docs/decisions/sign-in.md). */
export const authCalls = {
  /** Sets the httpOnly cookie that binds the link to this browser. */
  requestSignInLink: defineRoute({
    method: 'post',
    path: '/login/link/',
    auth: 'none',
    body: emailRequest,
    responses: { 200: sentAnswer },
  }),
  requestSignInCode: defineRoute({
    method: 'post',
    path: '/login/otp/generate',
    auth: 'none',
    body: emailRequest,
    responses: { 200: z.object({ sessionId: z.string().describe('Send it back with the code') }) },
  }),
  verifySignInCode: defineRoute({
    method: 'post',
    path: '/login/otp/verify',
    auth: 'none',
    body: z.strictObject({
      sessionId: z.string().min(1).max(128),
      email: signInEmail,
      code: oneTimeCode,
    }),
    responses: { 200: otpVerifyAnswer },
  }),
  passwordSignUp: defineRoute({
    method: 'post',
    path: '/login/password/sign-up',
    auth: 'none',
    body: passwordCredentials,
    responses: { 201: sessionAnswer },
  }),
  passwordSignIn: defineRoute({
    method: 'post',
    path: '/login/password/sign-in',
    auth: 'none',
    body: passwordCredentials,
    responses: { 200: sessionAnswer },
  }),
  googleSignIn: defineRoute({
    method: 'post',
    path: '/login/google',
    auth: 'none',
    body: z.strictObject({
      idToken: z.string().min(1).max(8192).describe('The Google ID token (redirect, popup or one-tap)'),
    }),
    responses: { 200: sessionAnswer },
  }),
  /** A single-use sign-in token (from a confirmed magic link, or an operator) for a session. */
  exchangeSignInToken: defineRoute({
    method: 'post',
    path: '/login/token',
    auth: 'none',
    body: z.strictObject({ token: z.string().min(1).max(4096) }),
    responses: { 200: sessionAnswer },
  }),
  /** Spec §4 registration: 201 the first time, 200 after. */
  register: defineRoute({
    method: 'post',
    path: '/login/register',
    auth: 'user',
    responses: { 200: userAnswer, 201: userAnswer },
  }),
  refreshSession: defineRoute({
    method: 'post',
    path: '/auth/refresh',
    auth: 'none',
    body: z.strictObject({ refreshToken }),
    responses: {
      200: z.object({ accessToken: z.string(), refreshToken: z.string(), expiresAt: timestamp }),
    },
  }),
  /** By bearer token (even expired) or by refresh token: `auth: 'none'`, always 204. */
  signOut: defineRoute({
    method: 'post',
    path: '/auth/sign-out',
    auth: 'none',
    body: z.strictObject({ refreshToken: refreshToken.optional() }).optional(),
    responses: { 204: null },
  }),
  /**
   * How this server signs users in: built in (the `/login/*` calls), or Supabase Auth, whose
   * project URL and public (anon) key the designer signs in with. Never a secret key.
   */
  signInConfig: defineRoute({
    method: 'get',
    path: '/auth/config',
    auth: 'none',
    responses: {
      200: z.discriminatedUnion('signIn', [
        z.object({ signIn: z.literal('built-in') }),
        z.object({
          signIn: z.literal('supabase'),
          supabaseUrl: z.url().describe('The Supabase project URL'),
          supabaseAnonKey: z.string().describe("The project's public (anon / publishable) key"),
        }),
      ]),
    },
  }),
  me: defineRoute({
    method: 'get',
    path: '/auth/me',
    auth: 'user',
    responses: { 200: userAnswer },
  }),
  /** Spec §5: the current password is required and the new e-mail must differ. */
  changeEmail: defineRoute({
    method: 'post',
    path: '/auth/change-email',
    auth: 'user',
    body: z.strictObject({ currentPassword: passwordInput, newEmail: z.string().max(320) }),
    responses: { 200: userAnswer },
  }),
  changePassword: defineRoute({
    method: 'post',
    path: '/auth/change-password',
    auth: 'user',
    body: z.strictObject({ currentPassword: passwordInput, newPassword: passwordInput }),
    responses: { 204: null },
  }),
  resendVerification: defineRoute({
    method: 'post',
    path: '/auth/resend-verification',
    auth: 'user',
    responses: { 200: sentAnswer },
  }),
};
