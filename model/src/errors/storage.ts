import { ours } from './entry.ts';

/**
 * Spec §8 storage error codes. The spec pairs statuses only with unauthenticated (401),
 * unauthorized (403) and quota-exceeded (402); it words none of the messages.
 */
export const storageErrors = {
  'storage/unauthenticated': ours('Please sign in again to upload files.', { status: 401 }),
  'storage/unauthorized': ours('You do not have permission to change these files.', { status: 403 }),
  'storage/quota-exceeded': ours('Storage quota exceeded.', { status: 402 }),
  'storage/object-not-found': ours('File not found.'),
  'storage/bucket-not-found': ours('File storage is not available. Please contact support.'),
  'storage/retry-limit-exceeded': ours('The upload took too long. Please try again.'),
  'storage/canceled': ours('The upload was cancelled.'),
  'storage/invalid-url': ours('Invalid file address.'),
  'storage/unknown': ours('An unknown error has occurred. Please try again.'),
} as const;
