import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { isUniqueViolation } from '../database/errors.ts';
import { uniqueToken } from '../testing/fixtures.ts';
import { disableUser, storedSessions } from '../testing/sign-in-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { insertSession } from './sessions.ts';
import {
  changeUserEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  lockUser,
  markRegistered,
  setDisplayName,
  userForProvenEmail,
} from './users.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`users on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const email = () => `user-${uniqueToken()}@example.com`;
    const now = new Date('2026-03-01T10:00:00Z');

    // spec §4: the first sign-in time equals the creation time on an account made by a sign-in.
    it('creates an account once per e-mail, marking its first sign-in', async () => {
      const address = email();
      const created = await createUser(db, { email: address, provider: 'email', emailVerified: true, now });
      expect(created).toMatchObject({
        email: address,
        provider: 'email',
        emailVerified: true,
        passwordHash: null,
        disabled: false,
        createdAt: now,
        firstSignInAt: now,
        registeredAt: null,
      });
      expect(await createUser(db, { email: address, provider: 'google', emailVerified: true, now })).toBe(
        undefined,
      );
      expect(await findUserById(db, created!.id)).toEqual(created);
      expect(await findUserByEmail(db, address)).toEqual(created);
    });

    it('finds or creates the account of a proven e-mail, and never changes a disabled one', async () => {
      const address = email();
      const made = await userForProvenEmail(db, address, 'email', now);
      expect(made).toMatchObject({ email: address, provider: 'email', emailVerified: true });
      const google = await userForProvenEmail(db, address, 'google', now, 'Ada');
      expect(google).toMatchObject({ id: made.id, provider: 'google', displayName: 'Ada' });
      // A Google account proven by e-mail stays a Google account.
      expect(await userForProvenEmail(db, address, 'email', now)).toMatchObject({ provider: 'google' });

      const blocked = email();
      await createUser(db, { email: blocked, provider: 'email', emailVerified: false, now });
      await disableUser(db, blocked);
      expect(await userForProvenEmail(db, blocked, 'google', now)).toMatchObject({
        disabled: true,
        provider: 'email',
        emailVerified: false,
      });
    });

    it('takes the password away from an unverified password account whose e-mail someone proves', async () => {
      const address = email();
      await createUser(db, {
        email: address,
        provider: 'password',
        emailVerified: false,
        passwordHash: 'scrypt$set-by-someone-else',
        now,
      });
      expect(await userForProvenEmail(db, address, 'email', now)).toMatchObject({
        provider: 'email',
        emailVerified: true,
        passwordHash: null,
      });
      const verified = email();
      await createUser(db, {
        email: verified,
        provider: 'password',
        emailVerified: true,
        passwordHash: 'h',
        now,
      });
      expect(await userForProvenEmail(db, verified, 'email', now)).toMatchObject({
        provider: 'password',
        passwordHash: 'h',
      });
    });

    it('changes the e-mail to an unverified one, refusing an address in use', async () => {
      const taken = email();
      await createUser(db, { email: taken, provider: 'email', emailVerified: true, now });
      const user = await createUser(db, { email: email(), provider: 'email', emailVerified: true, now });
      const address = email();
      expect(await changeUserEmail(db, user!.id, address)).toMatchObject({
        email: address,
        emailVerified: false,
      });
      await expect(changeUserEmail(db, user!.id, taken)).rejects.toSatisfy((e) =>
        isUniqueViolation(e, 'users_email_key'),
      );
    });

    // spec §4: register answers 201 the first time, 200 after.
    it('registers once, and sets the display name', async () => {
      const user = await createUser(db, { email: email(), provider: 'email', emailVerified: true, now });
      expect(await markRegistered(db, user!.id, now)).toBe(true);
      expect(await markRegistered(db, user!.id, new Date(now.getTime() + 1000))).toBe(false);
      await setDisplayName(db, user!.id, 'Grace');
      expect(await findUserById(db, user!.id)).toMatchObject({ registeredAt: now, displayName: 'Grace' });
    });

    it('deletes an account with its sessions, inside a transaction that locked it', async () => {
      const user = await createUser(db, { email: email(), provider: 'email', emailVerified: true, now });
      await insertSession(db, {
        userId: user!.id,
        refreshTokenHash: uniqueToken().repeat(7),
        now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
      await db.transaction(async (tx) => {
        expect(await lockUser(tx, user!.id)).toBe(true);
        await deleteUser(tx, user!.id);
      });
      expect(await findUserById(db, user!.id)).toBe(undefined);
      expect(await storedSessions(db, user!.id)).toEqual([]);
      expect(await db.transaction((tx) => lockUser(tx, user!.id))).toBe(false);
    });
  });
}
