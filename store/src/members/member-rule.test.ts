import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, insertWebsite, uniqueToken } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { websiteMemberIds, websiteMemberSql } from './member-rule.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const email = (stem: string) => `${stem}-${uniqueToken()}@example.com`;

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`who is a member on ${backend.name} (spec §6)`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    /** A user row with its e-mail. */
    const person = async (stem: string) => {
      const address = email(stem);
      return { id: await insertUser(db, { email: address }), email: address };
    };

    /** The members of `websiteId` by the predicate, asked for every user. */
    const membersByPredicate = async (websiteId: string) => {
      const { rows } = await db.query<{ id: string }>(
        `select u.id from users u join websites w on w.id = $1
          where ${websiteMemberSql('w', 'u.id', 'u.email')}`,
        [websiteId],
      );
      return rows.map((row) => row.id).sort();
    };
    /** The members of `websiteId` by the database's function (the live trigger's audience). */
    const membersByDatabase = async (websiteId: string) => {
      const { rows } = await db.query<{ id: string }>('select website_member_ids($1)::text as id', [
        websiteId,
      ]);
      return rows.map((row) => row.id).sort();
    };

    /**
     * A website with one person of each kind: the owner; an editor named by id; one named only by
     * the e-mail of their accepted invite; a user named by an invite sent to another user's
     * e-mail (and that other user); a pending and an expired invitee; a stranger.
     */
    const cast = async () => {
      const [owner, byId, byEmail, named, addressee, pending, expired, stranger] = await Promise.all(
        ['owner', 'by-id', 'by-email', 'named', 'addressee', 'pending', 'expired', 'stranger'].map(person),
      );
      const websiteId = await insertWebsite(db, owner!.id);
      const invite = (input: Omit<Parameters<typeof insertInviteRow>[1], 'websiteId'>) =>
        insertInviteRow(db, { websiteId, ...input });
      await invite({ email: byId!.email, invitedUserId: byId!.id, accepted: true });
      await invite({ email: byEmail!.email, accepted: true });
      await invite({ email: addressee!.email, invitedUserId: named!.id, accepted: true });
      await invite({ email: pending!.email });
      await invite({ email: expired!.email, createdAt: new Date(Date.now() - 8 * 86_400_000) });
      await invite({ email: email('no-account'), accepted: true });
      return { websiteId, owner, byId, byEmail, named, addressee, pending, expired, stranger };
    };

    it('counts the owner and the users of accepted invites: by the id they name, else by e-mail', async () => {
      const { websiteId, owner, byId, byEmail, named } = await cast();
      const expected = [owner!.id, byId!.id, byEmail!.id, named!.id].sort();
      expect(await membersByPredicate(websiteId)).toEqual(expected);
      expect((await websiteMemberIds(db, websiteId)).sort()).toEqual(expected);
    });

    it("the database's website_member_ids answers the same members", async () => {
      const { websiteId, byEmail } = await cast();
      expect(await membersByDatabase(websiteId)).toEqual((await websiteMemberIds(db, websiteId)).sort());
      // A website detached from its deleted owner's account keeps only its editors.
      await db.query('update websites set user_id = null where id = $1', [websiteId]);
      const editors = await membersByDatabase(websiteId);
      expect(editors).not.toContain(null);
      expect(editors).toContain(byEmail!.id);
      expect(editors).toEqual((await websiteMemberIds(db, websiteId)).sort());
      expect(editors).toEqual(await membersByPredicate(websiteId));
    });

    it('an invite that names a user no longer follows its e-mail', async () => {
      const { websiteId, byId } = await cast();
      // The editor changes their e-mail; a new account takes the old one.
      const changed = email('changed');
      await db.query('update users set email = $2 where id = $1', [byId!.id, changed]);
      const newcomer = await insertUser(db, { email: byId!.email });
      const members = await membersByPredicate(websiteId);
      expect(members).toContain(byId!.id);
      expect(members).not.toContain(newcomer);
      expect(await membersByDatabase(websiteId)).toEqual(members);
    });
  });
}
