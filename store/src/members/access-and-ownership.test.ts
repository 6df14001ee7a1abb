import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertDomain } from '../testing/domain-fixtures.ts';
import { insertUser, insertWebsite, uniqueHandle, uniqueToken } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { countOwnedWebsites } from '../websites/member-websites.ts';
import { listWebsiteInvites } from './invites.ts';
import { findTransferTarget, transferOwnership } from './ownership.ts';
import { findMemberAccess } from './website-access.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`member access and ownership on ${backend.name}`, () => {
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

    // spec §6 roles.
    it("answers the website, its owner and the caller's role; nothing for a website being deleted", async () => {
      const owner = await person('owner');
      const byEmail = await person('by-email');
      const pending = await person('pending');
      const websiteId = await insertWebsite(db, owner.id, { handle: uniqueHandle() });
      await insertInviteRow(db, { websiteId, email: byEmail.email, accepted: true });
      await insertInviteRow(db, { websiteId, email: pending.email });
      const access = await findMemberAccess(db, websiteId, owner);
      expect(access).toMatchObject({
        websiteId,
        owner: { id: owner.id, email: owner.email, displayName: null },
        role: 'Owner',
        businessName: null,
      });
      expect((await findMemberAccess(db, websiteId, byEmail))?.role).toBe('Editor');
      expect((await findMemberAccess(db, websiteId, pending))?.role).toBeNull();
      expect(await findMemberAccess(db, 'no-such-website', owner)).toBeUndefined();
      await deleting(websiteId);
      expect(await findMemberAccess(db, websiteId, owner)).toBeUndefined();
    });

    // spec §4 ownership transfer.
    it('moves the website to an editor and makes the former owner an editor, with its domains', async () => {
      const owner = await person('owner');
      const editor = await person('editor');
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner.id, { handle });
      await insertInviteRow(db, { websiteId, email: editor.email, accepted: true });
      const domain = await insertDomain(db, owner.id, { websiteId });
      expect(await findTransferTarget(db, websiteId, owner.id)).toBeUndefined();
      const target = await findTransferTarget(db, websiteId, editor.id);
      expect(target).toMatchObject({ id: editor.id, email: editor.email, displayName: null });
      expect(await countOwnedWebsites(db, editor.id)).toBe(0);

      const now = new Date('2026-05-01T09:00:00Z');
      const formerOwner = await db.transaction((tx) =>
        transferOwnership(tx, {
          websiteId,
          from: owner,
          to: { id: editor.id, inviteId: target!.inviteId },
          now,
        }),
      );
      expect(formerOwner).toMatchObject({
        invitedUserEmail: owner.email,
        invitedUserId: owner.id,
        accepted: true,
        acceptedAt: now,
      });
      expect(await listWebsiteInvites(db, websiteId)).toEqual([formerOwner]);
      const { rows } = await db.query<{
        user_id: string;
        draft: { userId: string };
        last_modified_by: string;
      }>(
        "select user_id, draft, draft->'lastModifiedBy'->>'userId' as last_modified_by from websites where id = $1",
        [websiteId],
      );
      // The former owner held edit control implicitly (no last modifier): they keep it.
      expect(rows[0]).toEqual({
        user_id: editor.id,
        draft: expect.objectContaining({ userId: editor.id }),
        last_modified_by: owner.id,
      });
      const domains = await db.query<{ user_id: string }>(
        'select user_id from website_domains where domain_name = $1',
        [domain],
      );
      expect(domains.rows[0]?.user_id).toBe(editor.id);
      expect(await countOwnedWebsites(db, editor.id)).toBe(1);
      expect((await findMemberAccess(db, websiteId, owner))?.role).toBe('Editor');
    });

    // A domain connected before the first publish has no address to match: it follows the website.
    it('moves the domains of a website never published with it', async () => {
      const owner = await person('owner');
      const editor = await person('editor');
      const websiteId = await insertWebsite(db, owner.id, { handle: null });
      await insertInviteRow(db, { websiteId, email: editor.email, accepted: true });
      const domain = await insertDomain(db, owner.id, { websiteId });
      const target = await findTransferTarget(db, websiteId, editor.id);
      await db.transaction((tx) =>
        transferOwnership(tx, {
          websiteId,
          from: owner,
          to: { id: editor.id, inviteId: target!.inviteId },
          now: new Date('2026-05-01T09:00:00Z'),
        }),
      );
      const domains = await db.query<{ user_id: string }>(
        'select user_id from website_domains where domain_name = $1',
        [domain],
      );
      expect(domains.rows[0]?.user_id).toBe(editor.id);
    });
  });
}
