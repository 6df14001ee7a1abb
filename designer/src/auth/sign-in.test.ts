import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/post-json.ts';
import { nextPath, signInMessage } from './sign-in.ts';

describe('sign-in helpers', () => {
  it('shows the spec §8 wording for every sign-in code', () => {
    const cases: Array<[string, string]> = [
      ['email-already-in-use', 'Account already exists. Please sign in.'],
      ['invalid-email', 'Invalid email.'],
      ['network-request-failed', 'Network connectivity failed.'],
      ['wrong-password', 'Incorrect password.'],
      ['user-not-found', 'User not found.'],
      ['popup-closed-by-user', 'Login Popup Closed.'],
      ['cancelled-popup-request', 'Login Cancelled.'],
      ['unknown', 'An unknown error has occurred. Please try again.'],
    ];
    for (const [code, message] of cases)
      expect(signInMessage(new ApiError(code, 'api words', 400))).toBe(message);
    expect(signInMessage(new ApiError('password-not-set', 'Set a password first.', 400))).toBe(
      'Set a password first.',
    );
    expect(signInMessage(new Error('boom'))).toBe('An unknown error has occurred. Please try again.');
  });

  it('only follows `next` to a path on this origin', () => {
    expect(nextPath(new URLSearchParams('next=/onboarding?industry=spa'))).toBe('/onboarding?industry=spa');
    expect(nextPath(new URLSearchParams('next=//evil.example'))).toBe('/onboarding');
    expect(nextPath(new URLSearchParams('next=https://evil.example'))).toBe('/onboarding');
    expect(nextPath(new URLSearchParams(''))).toBe('/onboarding');
  });
});
