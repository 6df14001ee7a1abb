import { expect } from 'vitest';
import { byAnyone, bySignedIn } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';
import { uniqueEmail } from '../support/world.ts';

const publicRule = { kind: 'public' } as const;
const signedIn = { kind: 'signed-in' } as const;

/**
 * Spec §1 sign-in and §4 registration (README "Sign-in"). The sign-in calls take no bearer token:
 * a caller's role changes nothing, so a token, whoever's, is sent and ignored. The account calls
 * act on the caller's own account only.
 */
export const signInRoutes: RouteTable = {
  'POST /api/login/link/': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/login/link/', { json: { email: uniqueEmail('link') }, token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/login/otp/generate': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/login/otp/generate', { json: { email: uniqueEmail('code') }, token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/login/otp/verify': [
    {
      rule: publicRule,
      async prepare({ app }) {
        const email = uniqueEmail('code');
        const { body } = await app.call('POST', '/api/login/otp/generate', { json: { email } });
        const code = /\b(\d{6})\b/.exec(app.mailer.lastTo(email)?.text ?? '')?.[1] ?? '';
        return { email, code, sessionId: body.sessionId };
      },
      call: ({ app, token, given }) => app.call('POST', '/api/login/otp/verify', { json: given, token }),
      expected: byAnyone(200),
      allowed: (answer) => expect(answer.body.result).toBe('Success'),
    },
  ],
  'POST /api/login/password/sign-up': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/login/password/sign-up', {
          json: { email: uniqueEmail('signup'), password: 'a-good-password' },
          token,
        }),
      expected: byAnyone(201),
    },
  ],
  'POST /api/login/password/sign-in': [
    {
      rule: publicRule,
      async prepare({ app }) {
        const email = uniqueEmail('password');
        await app.signUp(email, 'a-good-password');
        return { email, password: 'a-good-password' };
      },
      call: ({ app, token, given }) =>
        app.call('POST', '/api/login/password/sign-in', { json: given, token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/login/google': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/login/google', {
          json: { idToken: app.google.idToken(uniqueEmail('google')) },
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/login/token': [
    {
      rule: publicRule,
      prepare: async ({ app }) => ({ token: await app.signInToken(uniqueEmail('minted')) }),
      call: ({ app, token, given }) => app.call('POST', '/api/login/token', { json: given, token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/auth/refresh': [
    {
      // The refresh token is the credential; anonymous presents the owner's, as a tab would.
      rule: publicRule,
      call: ({ app, world, token }) =>
        app.call('POST', '/api/auth/refresh', {
          json: { refreshToken: (world.actor ?? world.people.owner).refreshToken },
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/auth/sign-out': [
    {
      rule: publicRule,
      call: ({ app, world, token }) =>
        app.call('POST', '/api/auth/sign-out', {
          json: world.actor ? { refreshToken: world.actor.refreshToken } : {},
          token,
        }),
      expected: byAnyone(204),
    },
  ],
  'POST /api/login/register': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('POST', '/api/login/register', { token }),
      expected: bySignedIn(201),
    },
  ],
  'GET /api/auth/config': [
    {
      rule: publicRule,
      call: ({ app, token }) => app.call('GET', '/api/auth/config', { token }),
      expected: byAnyone(200),
      allowed: (answer) => expect(answer.body).toEqual({ signIn: 'built-in' }),
    },
  ],
  'GET /api/auth/me': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('GET', '/api/auth/me', { token }),
      expected: bySignedIn(200),
      allowed: (answer, { world }) => expect(answer.body.user.id).toBe(world.actor?.id),
    },
  ],
  'POST /api/auth/change-email': [
    {
      rule: signedIn,
      world: { passwordActor: true },
      call: ({ app, world, token }) =>
        app.call('POST', '/api/auth/change-email', {
          json: { currentPassword: world.password, newEmail: uniqueEmail('moved') },
          token,
        }),
      expected: bySignedIn(200),
    },
  ],
  'POST /api/auth/change-password': [
    {
      rule: signedIn,
      world: { passwordActor: true },
      call: ({ app, world, token }) =>
        app.call('POST', '/api/auth/change-password', {
          json: { currentPassword: world.password, newPassword: 'another-good-password' },
          token,
        }),
      expected: bySignedIn(204),
    },
  ],
  'POST /api/auth/resend-verification': [
    {
      rule: signedIn,
      world: { passwordActor: true },
      call: ({ app, token }) => app.call('POST', '/api/auth/resend-verification', { token }),
      expected: bySignedIn(200),
    },
  ],
};
