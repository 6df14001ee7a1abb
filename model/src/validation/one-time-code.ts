import { failure, type Result, success } from './result.ts';

/** Spec §5 "One-time code: 6 characters". */
export const oneTimeCodeLength = 6;

/**
 * Message for a malformed code. Spec §5 gives no wording ("not shown"); this is ours.
 */
export const oneTimeCodeMessage = 'Please enter the 6-digit code';

/**
 * Checks a one-time sign-in code (spec §5: 6 characters).
 *
 * Decision: the code is 6 digits (0–9 only), the form a user can type on any keyboard and the one the
 * api generates. Whitespace anywhere is removed first, because codes are often pasted as `123 456`.
 * @returns the 6 digits, or 'Please enter the 6-digit code'.
 */
export function validateOneTimeCode(input: string): Result<string> {
  const code = input.replace(/\s+/g, '');
  return code.length === oneTimeCodeLength && /^[0-9]+$/.test(code)
    ? success(code)
    : failure(oneTimeCodeMessage);
}
