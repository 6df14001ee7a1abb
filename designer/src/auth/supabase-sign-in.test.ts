import { describe, expect, it } from 'vitest';
import { supabaseError } from './supabase-sign-in.ts';

describe('Supabase Auth error codes', () => {
  // spec §8 "Sign-in": the catalogue's codes and wording for what Supabase Auth answers.
  it.each([
    ['user_already_exists', 'email-already-in-use', 'Account already exists. Please sign in.'],
    ['email_address_invalid', 'invalid-email', 'Invalid email.'],
    ['invalid_credentials', 'wrong-password', 'Incorrect password.'],
    ['user_not_found', 'user-not-found', 'User not found.'],
    [
      'over_email_send_rate_limit',
      'too-many-requests',
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    ['something_new', 'unknown', 'An unknown error has occurred. Please try again.'],
  ])('%s → %s', (supabaseCode, code, message) => {
    const error = supabaseError(
      Object.assign(new Error('from Supabase'), { name: 'AuthApiError', code: supabaseCode, status: 400 }),
    );
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('a failed fetch is the network error', () => {
    const error = supabaseError(
      Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 }),
    );
    expect(error.code).toBe('network-request-failed');
    expect(error.message).toBe('Network connectivity failed.');
  });
});
