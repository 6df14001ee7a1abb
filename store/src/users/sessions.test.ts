import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, uniqueToken } from '../testing/fixtures.ts';
import { disableUser, storedSessions } from '../testing/sign-in-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  findSessionUser,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  sessionStartedAt,
} from './sessions.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const day = 24 * 60 * 60_000;
const at = (ms: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + ms);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`sessions on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const hash = () => uniqueToken().repeat(6).slice(0, 64);
    const open = async (userId: string, refreshTokenHash = hash()) => ({
      refreshTokenHash,
      sessionId: await insertSession(db, { userId, refreshTokenHash, now: at(0), expiresAt: at(30 * day) }),
    });

    it('answers the user of a live session only: not revoked, not expired, the right user', async () => {
      const email = `live-${uniqueToken()}@example.com`;
      const userId = await insertUser(db, { email });
      const { sessionId } = await open(userId);
      expect(await findSessionUser(db, { sessionId, userId }, at(1000))).toEqual({
        id: userId,
        email,
        provider: 'email',
        emailVerified: false,
        disabled: false,
      });
      expect(await findSessionUser(db, { sessionId, userId }, at(30 * day))).toBe(undefined);
      expect(await findSessionUser(db, { sessionId, userId: await insertUser(db) }, at(1000))).toBe(
        undefined,
      );
      await disableUser(db, email);
      expect(await findSessionUser(db, { sessionId, userId }, at(1000))).toMatchObject({ disabled: true });
      expect(await revokeSession(db, sessionId, at(2000))).toBe(true);
      expect(await revokeSession(db, sessionId, at(3000))).toBe(false);
      expect(await findSessionUser(db, { sessionId, userId }, at(1000))).toBe(undefined);
      expect(await sessionStartedAt(db, { sessionId, userId })).toEqual(at(0));
    });

    it('rotates a refresh token, and revokes the session when a rotated one comes back', async () => {
      const userId = await insertUser(db);
      const { sessionId, refreshTokenHash } = await open(userId);
      const next = hash();
      const rotate = (presentedHash: string, nextHash: string, ms: number) =>
        rotateRefreshToken(db, { presentedHash, nextHash, now: at(ms), expiresAt: at(ms + 30 * day) });
      expect(await rotate(refreshTokenHash, next, 1000)).toEqual({ outcome: 'rotated', sessionId, userId });
      expect(await sessionOfRefreshToken(db, next)).toEqual({ id: sessionId, userId });
      expect(await sessionOfRefreshToken(db, refreshTokenHash)).toBe(undefined);
      expect(await rotate(refreshTokenHash, hash(), 2000)).toEqual({ outcome: 'reused' });
      expect(await rotate(next, hash(), 3000)).toEqual({ outcome: 'ended' });
      expect(await storedSessions(db, userId)).toEqual([
        { id: sessionId, refreshTokenHash: next, revokedAt: at(2000) },
      ]);
      expect(await rotate(hash(), hash(), 3000)).toEqual({ outcome: 'ended' });
    });

    it('refuses to rotate an expired session, or the session of a disabled user', async () => {
      const email = `off-${uniqueToken()}@example.com`;
      const userId = await insertUser(db, { email });
      const expired = await open(userId);
      const presented = (s: { refreshTokenHash: string }, ms: number) =>
        rotateRefreshToken(db, {
          presentedHash: s.refreshTokenHash,
          nextHash: hash(),
          now: at(ms),
          expiresAt: at(ms + 30 * day),
        });
      expect(await presented(expired, 30 * day)).toEqual({ outcome: 'ended' });
      await disableUser(db, email);
      expect(await presented(expired, 1000)).toEqual({ outcome: 'disabled' });
    });

    it('revokes every other session of a user', async () => {
      const userId = await insertUser(db);
      const [a, b, c] = [await open(userId), await open(userId), await open(userId)];
      await revokeOtherSessions(db, userId, b.sessionId, at(5000));
      const live = (await storedSessions(db, userId)).filter((s) => s.revokedAt === null).map((s) => s.id);
      expect(live).toEqual([b.sessionId]);
      expect([a.sessionId, c.sessionId]).not.toContain(live[0]);
      await revokeOtherSessions(db, userId, null, at(6000));
      expect((await storedSessions(db, userId)).every((s) => s.revokedAt !== null)).toBe(true);
    });
  });
}
