import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { failure, type Result, success } from './result.ts';

/** Spec §5 e-mail messages, word for word. */
export const emailMessages = {
  contactForm: 'Please enter a valid email address',
  login: 'Invalid email',
} as const;

// Pragmatic address shape: RFC 5322 "atext" local part (dots allowed between atoms), and a domain of
// dotted labels (letters, digits, inner hyphens) ending in a top-level label of 2+ letters.
const localPart = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const emailPattern = new RegExp(`^${localPart}@(?:${label}\\.)+[A-Za-z]{2,}$`);

/**
 * Whether `email` (already trimmed) is a plausible address of at most 64 characters (spec §9 "E-mail").
 */
export function isValidEmail(email: string): boolean {
  return email.length <= fieldLimits.email && emailPattern.test(email);
}

/**
 * The e-mail field of a published site's contact form (spec §5): required, trimmed, at most 64 characters.
 * @returns the trimmed address, or 'Please enter a valid email address'.
 */
export function validateContactEmail(input: string): Result<string> {
  const email = input.trim();
  return isValidEmail(email) ? success(email) : failure(emailMessages.contactForm);
}

/**
 * The sign-in e-mail (spec §5 "Login e-mail"): trimmed and lower-cased, at most 64 characters.
 * @returns the normalised address, or the tooltip 'Invalid email'.
 */
export function validateLoginEmail(input: string): Result<string> {
  const email = input.trim().toLowerCase();
  return isValidEmail(email) ? success(email) : failure(emailMessages.login);
}

function emailSchema(validate: (input: string) => Result<string>) {
  return z.string().transform((input, ctx) => {
    const result = validate(input);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.message, input });
    return z.NEVER;
  });
}

/** Contact-form e-mail as a zod schema (trims; refuses with the contact-form message). */
export const contactEmailSchema = emailSchema(validateContactEmail);

/** Sign-in e-mail as a zod schema (trims and lower-cases; refuses with 'Invalid email'). */
export const loginEmailSchema = emailSchema(validateLoginEmail);
