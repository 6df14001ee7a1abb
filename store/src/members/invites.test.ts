import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, insertWebsite, uniqueToken } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  countActiveInvites,
  countEditors,
  countSharedWebsites,
  countSharedWebsitesOfEmail,
} from './invite-limits.ts';
import {
  acceptInvite,
  deleteInvite,
  deleteInvitesOfUser,
  findInvite,
  findInviteByEmail,
  insertInvite,
  listWebsiteInvites,
  markInviteSent,
} from './invites.ts';
import { inviteeId } from './member-rule.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const day = 86_400_000;

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`invites and their limits on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const person = async (stem = 'person') => {
      const email = `${stem}-${uniqueToken()}@example.com`;
      return { id: await insertUser(db, { email }), email };
    };
    const deleting = (websiteId: string) =>
      db.query(
        `insert into publish_requests (website_id, kind, draft_version, state, handle, document)
         values ($1, 'delete', 1, 'queued', 'a-handle', '{}')`,
        [websiteId],
      );

    it("removes a leaving user's invites by the members' rule, not another user's sent to the same e-mail", async () => {
      const owner = await person('owner');
      const leaving = await person('leaving');
      const other = await person('other');
      const [named, unnamed, othersSite] = [
        await insertWebsite(db, owner.id),
        await insertWebsite(db, owner.id),
        await insertWebsite(db, owner.id),
      ];
      const namedInvite = await insertInviteRow(db, {
        websiteId: named,
        email: `old-${uniqueToken()}@example.com`,
        invitedUserId: leaving.id,
        accepted: true,
      });
      const unnamedInvite = await insertInviteRow(db, { websiteId: unnamed, email: leaving.email });
      // Accepted by the other user at the address the leaving user holds now.
      const othersInvite = await insertInviteRow(db, {
        websiteId: othersSite,
        email: leaving.email,
        invitedUserId: other.id,
        accepted: true,
      });
      const removed = await deleteInvitesOfUser(db, { userId: leaving.id, email: leaving.email });
      expect(removed.map((invite) => invite.id).sort()).toEqual([namedInvite, unnamedInvite].sort());
      expect(removed.find((invite) => invite.id === unnamedInvite)?.websiteId).toBe(unnamed);
      expect(await findInvite(db, othersInvite)).toBeDefined();
      expect(await findInvite(db, namedInvite)).toBeUndefined();
    });

    it('creates, resends, accepts (naming the user from then on) and deletes an invite', async () => {
      const owner = await person('owner');
      const invitee = await person('invitee');
      const websiteId = await insertWebsite(db, owner.id);
      const created = new Date('2026-01-01T10:00:00Z');
      const invite = await insertInvite(db, { websiteId, email: invitee.email, now: created });
      expect(invite).toMatchObject({
        websiteId,
        invitedUserEmail: invitee.email,
        invitedUserId: null,
        role: 'Collaborator',
        accepted: false,
        acceptedAt: null,
        createdAt: created,
        lastSentAt: created,
      });
      expect(await inviteeId(db, invite)).toBe(invitee.id);
      expect(await inviteeId(db, { invitedUserId: null, invitedUserEmail: 'nobody@example.com' })).toBe(
        undefined,
      );
      const resent = new Date(created.getTime() + day);
      expect((await markInviteSent(db, invite.id, resent)).lastSentAt).toEqual(resent);
      const accepted = await acceptInvite(db, invite.id, invitee.id, resent);
      expect(accepted).toMatchObject({ accepted: true, acceptedAt: resent, invitedUserId: invitee.id });
      expect(await findInvite(db, invite.id)).toEqual(accepted);
      expect(await findInviteByEmail(db, websiteId, invitee.email)).toEqual(accepted);
      expect(await listWebsiteInvites(db, websiteId)).toEqual([accepted]);
      await deleteInvite(db, invite.id);
      expect(await findInvite(db, invite.id)).toBeUndefined();
    });

    // spec §9 "Accepted invites: 20" counts Pending and Accepted invitations; §4 invite validity 7 days.
    it("counts a website's Pending and Accepted invitations, not the Expired ones, and its editors", async () => {
      const websiteId = await insertWebsite(db, (await person('owner')).id);
      const now = new Date('2026-03-10T12:00:00Z');
      const at = (msAgo: number) => new Date(now.getTime() - msAgo);
      await insertInviteRow(db, {
        websiteId,
        email: `a-${uniqueToken()}@example.com`,
        createdAt: at(7 * day),
      });
      await insertInviteRow(db, {
        websiteId,
        email: `b-${uniqueToken()}@example.com`,
        createdAt: at(7 * day + 1),
      });
      await insertInviteRow(db, {
        websiteId,
        email: `c-${uniqueToken()}@example.com`,
        accepted: true,
        createdAt: at(30 * day),
      });
      expect(await countActiveInvites(db, websiteId, now)).toBe(2);
      expect(await countEditors(db, websiteId)).toBe(1);
    });

    // spec §9 "Shared websites: 5", by the member rule.
    it('counts the websites shared with a user: by id or by e-mail, not their own, not one being deleted', async () => {
      const user = await person('shared');
      const shareOne = async (invite: {
        invitedUserId?: string | null;
        email?: string;
        accepted?: boolean;
      }) => {
        const websiteId = await insertWebsite(db, (await person('owner')).id);
        await insertInviteRow(db, {
          websiteId,
          email: invite.email ?? user.email,
          accepted: true,
          ...invite,
        });
        return websiteId;
      };
      await shareOne({ invitedUserId: user.id });
      await shareOne({});
      await shareOne({ accepted: false });
      await shareOne({ invitedUserId: (await person('other')).id });
      await deleting(await shareOne({ invitedUserId: user.id }));
      const own = await insertWebsite(db, user.id);
      await insertInviteRow(db, {
        websiteId: own,
        email: user.email,
        invitedUserId: user.id,
        accepted: true,
      });
      expect(await countSharedWebsites(db, user)).toBe(2);
      expect(await countSharedWebsitesOfEmail(db, user.email)).toBe(2);
      expect(await countSharedWebsitesOfEmail(db, `nobody-${uniqueToken()}@example.com`)).toBeUndefined();
    });
  });
}
