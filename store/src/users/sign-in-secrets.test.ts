import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, uniqueToken } from '../testing/fixtures.ts';
import { storedMagicLinks } from '../testing/sign-in-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { findDeletionRequest, insertDeletionRequest, spendDeletionToken } from './deletion-requests.ts';
import { emailVerificationState, insertEmailVerification } from './email-verifications.ts';
import { insertMagicLink, magicLinkState } from './magic-links.ts';
import { insertOneTimeCode, spendOneTimeCode } from './one-time-codes.ts';
import { recordSignInTokenUse } from './sign-in-token-uses.ts';
import { changeUserEmail, findUserById } from './users.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const minute = 60_000;
const at = (ms: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + ms);
const hash = () => uniqueToken().repeat(7).slice(0, 64);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`sign-in secrets on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const email = () => `secret-${uniqueToken()}@example.com`;
    const code = async (address: string, codeHash: string) => {
      const id = randomUUID();
      await insertOneTimeCode(db, { id, email: address, codeHash, now: at(0), expiresAt: at(10 * minute) });
      return id;
    };
    const spend = (id: string, address: string, codeHash: string, ms = 1000) =>
      db.transaction((tx) => spendOneTimeCode(tx, { id, email: address, codeHash }, at(ms)));

    // spec §4 one-time code: verification results; single use.
    it('spends a right code once, for its own e-mail only', async () => {
      const address = email();
      const right = hash();
      const id = await code(address, right);
      expect(await spend(id, email(), right)).toBe('InvalidSession');
      expect(await spend(randomUUID(), address, right)).toBe('InvalidSession');
      expect(await spend(id, address, right)).toBe('Success');
      expect(await spend(id, address, right)).toBe('InvalidSession');
    });

    // spec §4: at most 5 attempts per session, the right one included; then the session is dead.
    it('counts attempts: after 5 wrong codes even the right one is refused', async () => {
      const address = email();
      const right = hash();
      const id = await code(address, right);
      for (let attempt = 1; attempt <= 5; attempt++)
        expect(await spend(id, address, hash())).toBe('InvalidCode');
      expect(await spend(id, address, right)).toBe('InvalidSession');
      const other = await code(address, right);
      for (let attempt = 1; attempt <= 4; attempt++) await spend(other, address, hash());
      expect(await spend(other, address, right)).toBe('Success');
    });

    // spec §1: the code expires in 10 minutes (the expiry is the caller's).
    it('refuses an expired code without spending an attempt', async () => {
      const address = email();
      const right = hash();
      const id = await code(address, right);
      expect(await spend(id, address, right, 10 * minute)).toBe('ExpiredCode');
      expect(await spend(id, address, right, 10 * minute - 1)).toBe('Success');
    });

    it('spends a magic link once, in the browser it is bound to, before it expires', async () => {
      const address = email();
      const [tokenHash, bindingHash] = [hash(), hash()];
      await insertMagicLink(db, {
        tokenHash,
        email: address,
        bindingHash,
        now: at(0),
        expiresAt: at(15 * minute),
      });
      const state = (binding: string | undefined, ms: number, spend = false) =>
        db.transaction((tx) => magicLinkState(tx, { tokenHash, bindingHash: binding }, at(ms), spend));
      expect(await state(undefined, 1000, true)).toEqual({ state: 'wrong-browser', email: address });
      expect(await state(hash(), 1000, true)).toEqual({ state: 'wrong-browser', email: address });
      expect(await state(bindingHash, 15 * minute)).toEqual({ state: 'expired', email: address });
      expect(await state(bindingHash, 1000)).toEqual({ state: 'usable', email: address });
      expect(await storedMagicLinks(db, address)).toEqual([{ tokenHash, usedAt: null }]);
      expect(await state(bindingHash, 2000, true)).toEqual({ state: 'usable', email: address });
      expect(await state(bindingHash, 3000, true)).toEqual({ state: 'expired', email: address });
      expect(await magicLinkState(db, { tokenHash: hash(), bindingHash }, at(0))).toEqual({
        state: 'expired',
      });
    });

    it('verifies an e-mail once, and only the address the link was sent to', async () => {
      const userId = await insertUser(db, { email: email() });
      const user = (await findUserById(db, userId))!;
      const link = async (ms = 0) => {
        const tokenHash = hash();
        await insertEmailVerification(db, {
          tokenHash,
          userId,
          email: (await findUserById(db, userId))!.email,
          now: at(ms),
          expiresAt: at(ms + 24 * 60 * minute),
        });
        return tokenHash;
      };
      const state = (tokenHash: string, ms: number, spend = false) =>
        db.transaction((tx) => emailVerificationState(tx, tokenHash, at(ms), spend));
      const old = await link();
      await changeUserEmail(db, userId, email());
      expect(await state(old, 1000, true)).toBe('expired');
      const current = await link();
      expect(await state(current, 24 * 60 * minute)).toBe('expired');
      expect(await state(current, 1000)).toBe('usable');
      expect(await state(current, 1000, true)).toBe('usable');
      expect(await findUserById(db, userId)).toMatchObject({ emailVerified: true });
      expect(await state(current, 2000, true)).toBe('done');
      expect(await state(hash(), 0)).toBe('expired');
      expect(user.emailVerified).toBe(false);
    });

    it('records a sign-in token use once', async () => {
      const jti = uniqueToken().repeat(2);
      expect(await recordSignInTokenUse(db, { jti, now: at(0), expiresAt: at(5 * minute) })).toBe(true);
      expect(await recordSignInTokenUse(db, { jti, now: at(1000), expiresAt: at(5 * minute) })).toBe(false);
    });

    // spec §4 account deletion: stage 2 follows stage 1 with its token, once, within its time.
    it('finds a deletion request by its token for its own user only, until spent or expired', async () => {
      const userId = await insertUser(db);
      const tokenHash = hash();
      await insertDeletionRequest(db, {
        userId,
        reason: 'Other',
        text: 'Moving on.',
        now: at(0),
        tokenHash,
        expiresAt: at(15 * minute),
      });
      expect(await findDeletionRequest(db, { userId: await insertUser(db), tokenHash }, at(1000))).toBe(
        undefined,
      );
      expect(await findDeletionRequest(db, { userId, tokenHash }, at(15 * minute))).toBe(undefined);
      const request = await findDeletionRequest(db, { userId, tokenHash }, at(1000));
      expect(request).toEqual({ id: expect.any(String) });
      expect(await spendDeletionToken(db, request!.id, at(2000))).toBe(true);
      expect(await spendDeletionToken(db, request!.id, at(3000))).toBe(false);
      expect(await findDeletionRequest(db, { userId, tokenHash }, at(1000))).toBe(undefined);
    });
  });
}
