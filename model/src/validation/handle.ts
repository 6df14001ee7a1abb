import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { failure, type Result, success } from './result.ts';

/** Spec §5 "Website handle": the three messages, word for word. */
export const handleMessages = {
  invalid: 'Required: 3 or more characters (alphanumeric and dashes only)',
  unavailable: 'Web address unavailable',
  available: 'Web address available',
} as const;

/** Spec §4 "Web-address availability". */
export const handleAvailabilityStates = ['checking', 'available', 'unavailable'] as const;
export type HandleAvailability = (typeof handleAvailabilityStates)[number];

const minHandleLength = 3;
const validHandlePattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Spec §5: lower-case, remove spaces, remove every character that is not a letter, digit or hyphen,
 * and keep at most 24 characters. "Letters" means ASCII a–z: a handle is a path segment of a URL.
 * Idempotent: the output only holds `[a-z0-9-]` and is already short enough.
 */
export function normaliseHandle(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, fieldLimits.handle);
}

/**
 * Whether `handle` is a valid, already-normalised handle (spec §5): 3 to 24 characters, only
 * lower-case letters, digits and hyphens, not starting or ending with a hyphen.
 */
export function isValidHandle(handle: string): boolean {
  return (
    handle.length >= minHandleLength && handle.length <= fieldLimits.handle && validHandlePattern.test(handle)
  );
}

/**
 * Normalises what the user typed and checks the result (spec §5 "Website handle").
 * @returns the normalised handle, or the message 'Required: 3 or more characters (alphanumeric and dashes only)'.
 */
export function validateHandle(input: string): Result<string> {
  const handle = normaliseHandle(input);
  return isValidHandle(handle) ? success(handle) : failure(handleMessages.invalid);
}

/**
 * The line shown under the web-address field for an availability check (spec §4, §5).
 * Decision: while `checking` no text is shown (the field shows a spinner), so this returns `null`.
 */
export function handleAvailabilityMessage(state: HandleAvailability): string | null {
  switch (state) {
    case 'checking':
      return null;
    case 'available':
      return handleMessages.available;
    case 'unavailable':
      return handleMessages.unavailable;
  }
}

/** A stored or submitted handle: must already be normalised and valid (no silent rewriting at the API). */
export const handleSchema = z.string().refine(isValidHandle, handleMessages.invalid);

/** What the user types into the web-address field: normalised first, then checked. */
export const handleInputSchema = z
  .string()
  .transform(normaliseHandle)
  .refine(isValidHandle, handleMessages.invalid);
