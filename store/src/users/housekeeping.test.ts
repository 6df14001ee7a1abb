import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, uniqueToken } from '../testing/fixtures.ts';
import { signInRowCounts, storedSessions } from '../testing/sign-in-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { purgeExpiredSignIns } from './housekeeping.ts';
import { insertMagicLink } from './magic-links.ts';
import { insertOneTimeCode } from './one-time-codes.ts';
import { insertSession, revokeSession, rotateRefreshToken } from './sessions.ts';
import { recordSignInTokenUse } from './sign-in-token-uses.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const day = 24 * 60 * 60_000;
const at = (ms: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + ms);
const hash = () => uniqueToken().repeat(7).slice(0, 64);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`purgeExpiredSignIns on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    it('deletes codes, links and sessions a day after they ended, and keeps the rest', async () => {
      const userId = await insertUser(db);
      const session = (ms: number, lifetime = 30 * day) =>
        insertSession(db, { userId, refreshTokenHash: hash(), now: at(ms), expiresAt: at(ms + lifetime) });
      const expired = await session(0, day);
      const revoked = await session(0);
      await revokeSession(db, revoked, at(day));
      const revokedToday = await session(0);
      await revokeSession(db, revokedToday, at(3 * day));
      const liveHash = hash();
      const live = await insertSession(db, {
        userId,
        refreshTokenHash: liveHash,
        now: at(0),
        expiresAt: at(30 * day),
      });
      await rotateRefreshToken(db, {
        presentedHash: liveHash,
        nextHash: hash(),
        now: at(day),
        expiresAt: at(31 * day),
      });
      for (const [ms, lifetime] of [
        [0, 600_000],
        [3 * day, 600_000],
      ] as const) {
        await insertOneTimeCode(db, {
          id: randomUUID(),
          email: 'a@example.com',
          codeHash: hash(),
          now: at(ms),
          expiresAt: at(ms + lifetime),
        });
        await insertMagicLink(db, {
          tokenHash: hash(),
          email: 'a@example.com',
          bindingHash: hash(),
          now: at(ms),
          expiresAt: at(ms + lifetime),
        });
        await recordSignInTokenUse(db, {
          jti: hash().slice(0, 20),
          now: at(ms),
          expiresAt: at(ms + lifetime),
        });
      }

      expect(await purgeExpiredSignIns(db, at(3 * day))).toEqual({
        otp_sessions: 1,
        magic_links: 1,
        email_verifications: 0,
        sign_in_token_uses: 1,
        sessions: 2,
      });
      expect((await storedSessions(db, userId)).map((s) => s.id).sort()).toEqual([live, revokedToday].sort());
      expect(await signInRowCounts(db)).toMatchObject({
        session_rotated_tokens: 1,
        otp_sessions: 1,
        magic_links: 1,
      });
      expect(expired).not.toBe(live);
      expect(await purgeExpiredSignIns(db, at(3 * day))).toMatchObject({ sessions: 0 });
    });
  });
}
