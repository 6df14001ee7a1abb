import { z } from 'zod';
import type { ErrorEntry } from './entry.ts';
import {
  domainErrors,
  inviteErrors,
  otherErrors,
  ownershipTransferErrors,
  uploadErrors,
  websiteCreationErrors,
} from './product.ts';
import { codeVerificationErrors, signInErrors } from './sign-in.ts';
import { storageErrors } from './storage.ts';

/** The whole spec §8 error catalogue, keyed by code. */
export const errorCatalogue = {
  ...signInErrors,
  ...codeVerificationErrors,
  ...uploadErrors,
  ...inviteErrors,
  ...domainErrors,
  ...ownershipTransferErrors,
  ...websiteCreationErrors,
  ...otherErrors,
  ...storageErrors,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * An error the product can show: a catalogue code and its message. This is also the JSON body the api
 * answers a failed call with (spec §7: "the JSON body of the answer is raised as the error").
 */
export interface AppError {
  code: ErrorCode;
  message: string;
  title?: string;
  status?: number;
}

/** Parses an error body received from the api; unknown codes are kept as strings. */
export const appErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  title: z.string().optional(),
  status: z.number().int().optional(),
});
export type AppErrorBody = z.infer<typeof appErrorBody>;

/** Identity services prefix their codes with `auth/` (`auth/wrong-password`); the catalogue does not. */
function catalogueKey(code: string): string {
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

/** Whether `code` (with or without an `auth/` prefix) is in the catalogue. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, catalogueKey(code));
}

/**
 * The catalogue entry for `code`; an unknown code gets the `unknown` entry
 * ('An unknown error has occurred. Please try again.').
 */
export function errorEntry(code: string): ErrorEntry {
  const key = catalogueKey(code);
  return Object.hasOwn(errorCatalogue, key) ? errorCatalogue[key as ErrorCode] : errorCatalogue.unknown;
}

/**
 * The user-facing message for an error code (spec §8). Accepts identity codes with or without the
 * `auth/` prefix.
 * @defaultValue 'An unknown error has occurred. Please try again.' for codes not in the catalogue
 */
export function errorMessage(code: string): string {
  return errorEntry(code).message;
}

/** Builds the `AppError` for a catalogue code, with its title and status where it has them. */
export function appError(code: ErrorCode): AppError {
  const { message, title, status } = errorCatalogue[code] as ErrorEntry;
  return {
    code,
    message,
    ...(title === undefined ? {} : { title }),
    ...(status === undefined ? {} : { status }),
  };
}
