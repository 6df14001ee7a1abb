import { describe, expect, it } from 'vitest';
import { validateChangeEmail, validateChangePassword, validateDeleteEmailUser } from './account.ts';

describe('spec §5 changing e-mail', () => {
  it('accepts a different, valid e-mail with the current password', () => {
    expect(
      validateChangeEmail({ currentPassword: 'pw', currentEmail: 'a@b.com', newEmail: ' New@B.com ' }),
    ).toEqual({ ok: true, value: 'new@b.com' });
  });

  it.each([
    [
      'no current password',
      { currentPassword: '', currentEmail: 'a@b.com', newEmail: 'n@b.com' },
      'Please enter your current password',
    ],
    [
      'same e-mail',
      { currentPassword: 'pw', currentEmail: 'a@b.com', newEmail: 'a@b.com' },
      'The new email must be different from your current email',
    ],
    [
      'same e-mail, other case',
      { currentPassword: 'pw', currentEmail: 'A@B.com', newEmail: ' a@b.COM' },
      'The new email must be different from your current email',
    ],
    [
      'invalid new e-mail',
      { currentPassword: 'pw', currentEmail: 'a@b.com', newEmail: 'nope' },
      'Invalid email',
    ],
  ])('refuses: %s', (_rule, input, message) => {
    expect(validateChangeEmail(input)).toEqual({ ok: false, message });
  });
});

describe('spec §5 changing password', () => {
  it('accepts with the current password and a 6-character new one', () => {
    expect(validateChangePassword({ currentPassword: 'old', newPassword: 'secret' }).ok).toBe(true);
  });
  it.each([
    [
      'no current password',
      { currentPassword: '', newPassword: 'secret1' },
      'Please enter your current password',
    ],
    [
      'new password of 5',
      { currentPassword: 'old', newPassword: '12345' },
      'Password should be at least 6 characters',
    ],
  ])('refuses: %s', (_rule, input, message) => {
    expect(validateChangePassword(input)).toEqual({ ok: false, message });
  });
});

describe('spec §4/§5 deleting an e-mail user requires the current password', () => {
  it('accepts with a password', () => {
    expect(validateDeleteEmailUser({ currentPassword: 'pw' }).ok).toBe(true);
  });
  it('refuses without one', () => {
    expect(validateDeleteEmailUser({ currentPassword: '' })).toEqual({
      ok: false,
      message: 'Please enter your current password',
    });
  });
});
