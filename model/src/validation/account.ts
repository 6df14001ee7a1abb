import { validateLoginEmail } from './email.ts';
import { failure, type Result, success } from './result.ts';

/** Messages of the account settings forms; the spec states the rules only, the wording is ours. */
export const accountMessages = {
  currentPasswordRequired: 'Please enter your current password',
  sameEmail: 'The new email must be different from your current email',
  newPasswordTooShort: 'Password should be at least 6 characters',
} as const;

/** Decision: a new password has at least 6 characters, the identity provider's own minimum. */
export const minimumPasswordLength = 6;

/**
 * Spec §5 "Changing e-mail": the current password is required and the new e-mail must be valid
 * (login e-mail rules) and differ from the current one (compared trimmed and case-insensitively).
 * @returns the normalised new e-mail.
 */
export function validateChangeEmail(input: {
  currentPassword: string;
  currentEmail: string;
  newEmail: string;
}): Result<string> {
  if (input.currentPassword === '') return failure(accountMessages.currentPasswordRequired);
  const email = validateLoginEmail(input.newEmail);
  if (!email.ok) return email;
  if (email.value === input.currentEmail.trim().toLowerCase()) return failure(accountMessages.sameEmail);
  return email;
}

/**
 * Spec §5 "Changing password": the current password is required; the new one has at least 6
 * characters (decision, see `minimumPasswordLength`).
 */
export function validateChangePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Result<string> {
  if (input.currentPassword === '') return failure(accountMessages.currentPasswordRequired);
  if (input.newPassword.length < minimumPasswordLength) return failure(accountMessages.newPasswordTooShort);
  return success(input.newPassword);
}

/** Spec §4/§5 "Deleting an e-mail user" requires the current password. */
export function validateDeleteEmailUser(input: { currentPassword: string }): Result<string> {
  return input.currentPassword === ''
    ? failure(accountMessages.currentPasswordRequired)
    : success(input.currentPassword);
}
