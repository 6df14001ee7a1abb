import { signInRowCounts } from '@sitewright/store/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

/**
 * Property: schema-violating input to any sign-in or event call — broken JSON, a body that is not
 * an object, a field of the wrong type, an over-long field, an unknown field — is always a 4xx
 * `{ code, message }`, never a 5xx, and writes nothing (no row, no e-mail).
 */
const calls: { path: string; fields: Record<string, unknown>; signedIn?: boolean }[] = [
  { path: '/api/login/link/', fields: { email: 'ada@example.com' } },
  { path: '/api/login/otp/generate', fields: { email: 'ada@example.com' } },
  {
    path: '/api/login/otp/verify',
    fields: { sessionId: crypto.randomUUID(), email: 'ada@example.com', code: '123456' },
  },
  { path: '/api/login/password/sign-up', fields: { email: 'ada@example.com', password: 'secret-1' } },
  { path: '/api/login/password/sign-in', fields: { email: 'ada@example.com', password: 'secret-1' } },
  { path: '/api/login/google', fields: { idToken: 'x' } },
  { path: '/api/login/token', fields: { token: 'x' } },
  { path: '/api/login/register', fields: {}, signedIn: true },
  { path: '/api/auth/refresh', fields: { refreshToken: 'x' } },
  { path: '/api/auth/sign-out', fields: { refreshToken: 'x' } },
  {
    path: '/api/auth/change-email',
    fields: { currentPassword: 'secret-1', newEmail: 'new@example.com' },
    signedIn: true,
  },
  {
    path: '/api/auth/change-password',
    fields: { currentPassword: 'secret-1', newPassword: 'secret-2' },
    signedIn: true,
  },
  { path: '/api/auth/resend-verification', fields: {}, signedIn: true },
  { path: '/api/events', fields: { type: 'page_view', route: '/designer' } },
];

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"email":', '{"email": "a@b.co",}', "{'email': 1}", 'nul', '[1,', '{"a":1}}'),
  fc.string({ minLength: 1 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
const notAnObject = fc.oneof(
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.integer(),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
);

/** One schema-violating body for `fields`, as raw text. */
function violation(fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  const withField = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(fc.constantFrom(...names), value).map(([name, v]) => JSON.stringify({ ...fields, [name]: v }));
  return fc.oneof(
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !names.includes(k) && k !== '__proto__'),
        fc.jsonValue(),
      )
      .map(([key, value]) => JSON.stringify({ ...fields, [key]: value })),
    brokenJson,
    notAnObject.map((value) => JSON.stringify(value)),
    ...(names.length > 0
      ? [withField(wrongType), withField(fc.integer({ min: 8193, max: 30_000 }).map((n) => 'a'.repeat(n)))]
      : []),
  );
}

describe('sign-in calls under schema-violating input', () => {
  let h: AuthHarness;
  let token: string;
  let counts: () => Promise<string>;
  beforeAll(async () => {
    h = await startAuthHarness();
    token = (await h.signIn('property@example.com')).accessToken;
    counts = async () => JSON.stringify(await signInRowCounts(h.db));
  });
  afterAll(() => h?.close());

  for (const call of calls) {
    it(`POST ${call.path}: 4xx with a message, never 5xx, nothing written`, async () => {
      const before = await counts();
      const mails = h.mailer.sent.length;
      await fc.assert(
        fc.asyncProperty(violation(call.fields), async (raw) => {
          h.limiter.reset();
          const answer = await h.request('POST', call.path, { raw, ...(call.signedIn ? { token } : {}) });
          expect(
            answer.status,
            `${answer.status} ${answer.text} for ${raw.slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.body?.code).toBe('string');
          expect(typeof answer.body?.message).toBe('string');
          expect(answer.body.message.length).toBeGreaterThan(0);
        }),
        { numRuns: 40 },
      );
      expect(await counts()).toBe(before);
      expect(h.mailer.sent.length).toBe(mails);
    });
  }

  it('refuses an oversized body with 413', async () => {
    const answer = await h.request('POST', '/api/login/otp/generate', {
      raw: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(answer).toMatchObject({ status: 413, body: { code: 'payload-too-large' } });
  });

  it('link and verification pages: any token is a 4xx page and changes nothing', async () => {
    const before = await counts();
    const mails = h.mailer.sent.length;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/auth/link', '/auth/link/renew', '/auth/verify-email'),
        fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
        async (path, value) => {
          const answer = await h.request('POST', path, { form: { token: value, extra: value } });
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(await counts()).toBe(before);
    expect(h.mailer.sent.length).toBe(mails);
  });
});
