import { ours, spec } from './entry.ts';

/** Spec §8 "Sign-in": the identity codes and their messages, word for word. */
export const signInErrors = {
  'email-already-in-use': spec('Account already exists. Please sign in.'),
  'invalid-email': spec('Invalid email.'),
  'network-request-failed': spec('Network connectivity failed.'),
  'wrong-password': spec('Incorrect password.'),
  'user-not-found': spec('User not found.'),
  'popup-closed-by-user': spec('Login Popup Closed.'),
  'cancelled-popup-request': spec('Login Cancelled.'),
  unknown: spec('An unknown error has occurred. Please try again.'),
  'magic-link-expired': spec(
    'Your magic link to log into the product has expired, please try logging in again to request a new magic link.',
  ),
  'magic-link-wrong-browser': spec(
    'Unable to log you into the product. Please open the magic link in the browser you registered with.',
  ),
  // "Other identity codes that are mapped": the spec names them without wording.
  'too-many-requests': ours('Too many attempts. Please wait a few minutes and try again.'),
  'expired-action-code': ours('This link has expired. Please request a new one.'),
  'invalid-verification-code': ours('Invalid verification code. Please try again.'),
  // "A disabled user or an expired user token signs the user out": shown after the sign-out.
  'user-disabled': ours('This account has been disabled. Please contact support.'),
  'user-token-expired': ours('Your session has expired. Please sign in again.'),
} as const;

/** Spec §8: these identity codes sign the user out instead of only showing a message. */
export const signOutErrorCodes = ['user-disabled', 'user-token-expired'] as const;

/** Spec §4 "One-time code verification results". */
export const otpVerificationResults = ['Success', 'ExpiredCode', 'InvalidCode', 'InvalidSession'] as const;
export type OtpVerificationResult = (typeof otpVerificationResults)[number];

/** Spec §8 "Code verification: Invalid session, Invalid code, Expired code" (described, not worded). */
export const codeVerificationErrors = {
  'invalid-session': ours('Your sign-in session is no longer valid. Please request a new code.'),
  'invalid-code': ours('Invalid code. Please check the code and try again.'),
  'expired-code': ours('This code has expired. Please request a new code.'),
} as const;

const verificationErrorCode = {
  ExpiredCode: 'expired-code',
  InvalidCode: 'invalid-code',
  InvalidSession: 'invalid-session',
} as const satisfies Record<Exclude<OtpVerificationResult, 'Success'>, keyof typeof codeVerificationErrors>;

/**
 * The catalogue code for a one-time-code verification result; `null` for `Success`.
 */
export function otpVerificationErrorCode(
  result: OtpVerificationResult,
): keyof typeof codeVerificationErrors | null {
  return result === 'Success' ? null : verificationErrorCode[result];
}

/** Whether an identity error code must sign the user out (spec §8). */
export function signsOut(code: string): boolean {
  return (signOutErrorCodes as readonly string[]).includes(code.replace(/^auth\//, ''));
}
