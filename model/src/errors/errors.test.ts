import { describe, expect, it } from 'vitest';
import {
  appError,
  appErrorBody,
  errorCatalogue,
  errorEntry,
  errorMessage,
  isErrorCode,
} from './catalogue.ts';
import { otpVerificationErrorCode, signsOut } from './sign-in.ts';
import { successToasts } from './toasts.ts';

describe('spec §8 sign-in messages, word for word', () => {
  it.each([
    ['email-already-in-use', 'Account already exists. Please sign in.'],
    ['invalid-email', 'Invalid email.'],
    ['network-request-failed', 'Network connectivity failed.'],
    ['wrong-password', 'Incorrect password.'],
    ['user-not-found', 'User not found.'],
    ['popup-closed-by-user', 'Login Popup Closed.'],
    ['cancelled-popup-request', 'Login Cancelled.'],
    ['unknown', 'An unknown error has occurred. Please try again.'],
    [
      'magic-link-expired',
      'Your magic link to log into the product has expired, please try logging in again to request a new magic link.',
    ],
    [
      'magic-link-wrong-browser',
      'Unable to log you into the product. Please open the magic link in the browser you registered with.',
    ],
  ])('%s', (code, message) => {
    expect(errorMessage(code)).toBe(message);
    expect(errorEntry(code).wording).toBe('spec');
  });

  it('reads identity codes with an auth/ prefix', () => {
    expect(errorMessage('auth/wrong-password')).toBe('Incorrect password.');
  });
  it('an unknown code gets the unknown message', () => {
    expect(errorMessage('auth/something-new')).toBe('An unknown error has occurred. Please try again.');
    expect(isErrorCode('something-new')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
  it.each([
    ['user-disabled', true],
    ['auth/user-token-expired', true],
    ['wrong-password', false],
  ])('spec §8 %s signs the user out → %s', (code, out) => {
    expect(signsOut(code)).toBe(out);
  });
  it.each([
    ['Success', null],
    ['ExpiredCode', 'expired-code'],
    ['InvalidCode', 'invalid-code'],
    ['InvalidSession', 'invalid-session'],
  ] as const)('spec §4 code verification %s → %s', (result, code) => {
    expect(otpVerificationErrorCode(result)).toBe(code);
  });
});

describe('spec §8 product messages, word for word', () => {
  it.each([
    ['browser-icon-upload-failed', 'Error uploading browser icon.', undefined],
    ['logo-upload-failed', 'Error Uploading Logo', undefined],
    [
      'domain-connect-failed',
      'No custom domain connection was established.',
      'Failed to connect custom domain',
    ],
    ['domain-disconnect-failed', 'Unable to disconnect custom domain.', 'Disconnection failed'],
    ['domain-not-owned', 'Website domain not owned.', undefined],
    [
      'domain-delete-after-verification',
      'Website domain cannot be deleted once ownership is verified.',
      undefined,
    ],
    ['website-creation-failed', 'There was a problem creating your website', undefined],
    ['no-content-imported', 'No content was imported from your supplied link', undefined],
    ['creation-taking-longer', 'Taking longer than expected', undefined],
    ['more-information-needed', 'More information needed', undefined],
    ['invalid-authorization-token', 'Invalid authorization token.', undefined],
    ['website-limit-exceeded', 'Maximum allowed website limit exceeded', undefined],
    ['website-not-found', 'No website at this link', undefined],
    ['contact-export-failed', 'Export failed. Please try again.', 'Contact export failed'],
  ] as const)('%s', (code, message, title) => {
    expect(appError(code)).toEqual({ code, message, ...(title ? { title } : {}) });
    expect(errorCatalogue[code].wording).toBe('spec');
  });

  it('completes the spec fragments', () => {
    expect(errorMessage('minimal-content-imported')).toMatch(/^Imported minimal content/);
    expect(errorMessage('transfer-owner-limit')).toContain('has already reached the maximum number of');
    expect(errorMessage('domain-contact-support')).toContain('contact support');
    expect(errorMessage('transfer-failed')).toMatch(/connection.*contact support/);
    expect(errorMessage('account-deletion-failed')).toMatch(/connection.*contact support/);
  });
});

describe('spec §8 storage errors and statuses', () => {
  it.each([
    ['storage/unauthenticated', 401],
    ['storage/unauthorized', 403],
    ['storage/quota-exceeded', 402],
  ] as const)('%s → %i', (code, status) => {
    expect(appError(code).status).toBe(status);
  });
  it.each([
    'storage/object-not-found',
    'storage/bucket-not-found',
    'storage/retry-limit-exceeded',
    'storage/canceled',
    'storage/invalid-url',
    'storage/unknown',
  ] as const)('%s has a message and no spec status', (code) => {
    expect(errorMessage(code)).not.toBe('');
    expect(appError(code).status).toBeUndefined();
  });
});

describe('catalogue integrity', () => {
  it('every entry has a non-empty message ending without stray spaces', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.message.trim(), code).toBe(entry.message);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });
  it('the api error body parses an AppError and refuses a body without a message', () => {
    expect(appErrorBody.parse(appError('domain-not-owned'))).toEqual({
      code: 'domain-not-owned',
      message: 'Website domain not owned.',
    });
    expect(appErrorBody.safeParse({ code: 'x' }).success).toBe(false);
  });
});

describe('spec §8 success toasts, word for word', () => {
  it('lists the eight toasts', () => {
    expect(Object.values(successToasts)).toEqual([
      'Cookie banner enabled',
      'Fixed header enabled (publish to view)',
      'Invitation sent',
      'Link copied',
      'Navigation links reorganized',
      'Website Published',
      'Draft Saved',
      'Contacts downloaded',
    ]);
  });
});
