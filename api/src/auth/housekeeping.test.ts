import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSignIns } from './housekeeping.ts';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

describe('purgeExpiredSignIns', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());

  it('deletes codes, links and sessions a day after they expired, and keeps live ones', async () => {
    const old = await h.signIn('old@example.com');
    await h.post('/api/login/link/', { email: 'old@example.com' });
    await h.post('/api/auth/refresh', { refreshToken: old.refreshToken });
    h.clock.advance(31 * 24 * 60 * 60_000);
    const fresh = await h.signIn('fresh@example.com');
    h.clock.advance(2 * 24 * 60 * 60_000);
    await h.post('/api/auth/refresh', { refreshToken: fresh.refreshToken });
    const purged = await purgeExpiredSignIns(h.db, h.clock.now());
    expect(purged).toMatchObject({ sessions: 1, magic_links: 1 });
    expect(purged.otp_sessions).toBeGreaterThanOrEqual(2);
    const sessions = await h.db.query('select user_id from sessions');
    expect(sessions.rows).toEqual([{ user_id: fresh.user.id }]);
    expect((await h.db.query('select count(*)::int as n from session_rotated_tokens')).rows).toEqual([
      { n: 1 },
    ]);
  });
});
