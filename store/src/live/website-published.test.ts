import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Unlisten } from '../database/database.ts';
import { websiteMemberIds } from '../members/member-rule.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import type { LiveEvent } from './live-events.ts';
import { liveInbox } from './live-inbox.ts';
import { listenToLiveEvents, notifyUsers } from './live-notifications.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

/**
 * `website-published` (migration 0007): raised by the database when a published copy gets a new
 * build, so it reaches the owner and the accepted editors whichever process ran the publish job.
 */
for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`website-published on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    let stop: Unlisten;
    const inbox = liveInbox();
    let owner: string;
    let editor: string;
    let invitee: string;
    let stranger: string;
    let websiteId: string;

    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
      [owner, editor, invitee, stranger] = [
        await insertUser(db),
        await insertUser(db),
        await insertUser(db),
        await insertUser(db),
      ];
      websiteId = await insertWebsite(db, owner);
      await insertInviteRow(db, {
        websiteId,
        email: 'editor@example.com',
        invitedUserId: editor,
        accepted: true,
      });
      await insertInviteRow(db, { websiteId, email: 'invitee@example.com', invitedUserId: invitee });
      stop = await listenToLiveEvents(db, inbox.handlers);
    });
    afterAll(async () => {
      await stop?.();
      await target?.dispose();
    });

    const published = (user: string) => inbox.of(user).filter((e) => e.kind === 'website-published');
    /** Waits for a marker sent to `users` after everything before it: what has not arrived, will not. */
    let markers = 0;
    const everythingSentHasArrived = async (users: string[]) => {
      const marker: LiveEvent = { kind: 'website-deleted', websiteId: `marker-${++markers}` };
      await notifyUsers(db, users, marker);
      const isMarker = (e: LiveEvent) => e.kind === 'website-deleted' && e.websiteId === marker.websiteId;
      await inbox.until(() => users.every((user) => inbox.of(user).some(isMarker)));
    };

    it("reaches the owner and accepted editors (websiteMemberIds' audience), not a pending invitee or a stranger", async () => {
      expect((await websiteMemberIds(db, websiteId)).sort()).toEqual([owner, editor].sort());
      const handle = uniqueHandle();
      await db.query(
        `insert into published_sites (handle, website_id, document, draft_version, build_id)
         values ($1, $2, '{}'::jsonb, 1, 'b1')`,
        [handle, websiteId],
      );
      await everythingSentHasArrived([owner, editor, invitee, stranger]);
      const event = { kind: 'website-published', websiteId, handle };
      expect(published(owner)).toEqual([event]);
      expect(published(editor)).toEqual([event]);
      expect(published(invitee)).toEqual([]);
      expect(published(stranger)).toEqual([]);
    });

    it('fires again for a new build, never for other changes or a rolled-back publish', async () => {
      await db.query('update published_sites set modified_at = now() where website_id = $1', [websiteId]);
      await db
        .transaction(async (tx) => {
          await tx.query(`update published_sites set build_id = 'b-rolled-back' where website_id = $1`, [
            websiteId,
          ]);
          throw new Error('roll back');
        })
        .catch(() => {});
      await everythingSentHasArrived([owner]);
      expect(published(owner)).toHaveLength(1);
      await db.query(`update published_sites set build_id = 'b2' where website_id = $1`, [websiteId]);
      await inbox.until(() => published(owner).length === 2 && published(editor).length === 2);
    });
  });
}
