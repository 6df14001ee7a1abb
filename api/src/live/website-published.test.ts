import type { Database } from '@sitewright/store';
import {
  insertUser,
  insertWebsite,
  requireBackendsInCi,
  type TestDatabase,
  testBackends,
  uniqueHandle,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteMemberIds } from '../domains/website-member.ts';
import { createLogger } from '../logger.ts';
import { createLiveHub, type LiveHub } from './live-hub.ts';
import type { LiveEvent } from './notify.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * `website-published` (migration 0007): raised by the database when a published copy gets a new
 * build, so it reaches the owner and the accepted editors whichever process ran the publish job.
 */
for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`website-published on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    let hub: LiveHub;
    const heard = new Map<string, LiveEvent[]>();
    const stops: (() => void)[] = [];
    let owner: string;
    let editor: string;
    let invitee: string;
    let stranger: string;
    let websiteId: string;

    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
      hub = createLiveHub(db, createLogger('silent'));
      owner = await insertUser(db);
      editor = await insertUser(db);
      invitee = await insertUser(db);
      stranger = await insertUser(db);
      websiteId = await insertWebsite(db, owner);
      const emails = await db.query<{ id: string; email: string }>('select id, email from users');
      const emailOf = (id: string) => emails.rows.find((r) => r.id === id)!.email;
      await db.query(
        `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at)
         values ($1, $2, $3, true, now()), ($1, $4, null, false, null)`,
        [websiteId, emailOf(editor), editor, emailOf(invitee)],
      );
      for (const user of [owner, editor, invitee, stranger]) {
        heard.set(user, []);
        stops.push(await hub.subscribe(user, (event) => heard.get(user)!.push(event)));
      }
    });
    afterAll(async () => {
      for (const stop of stops) stop();
      await target?.dispose();
    });

    const publishedEvents = (user: string) => heard.get(user)!.filter((e) => e.kind === 'website-published');

    it("reaches the owner and accepted editors (websiteMemberIds' audience), not a pending invitee or a stranger", async () => {
      expect((await websiteMemberIds(db, websiteId)).sort()).toEqual([owner, editor].sort());
      const handle = uniqueHandle();
      await db.query(
        `insert into published_sites (handle, website_id, document, draft_version, build_id)
         values ($1, $2, '{}'::jsonb, 1, 'b1')`,
        [handle, websiteId],
      );
      await settle();
      const event = { kind: 'website-published', websiteId, handle };
      expect(publishedEvents(owner)).toEqual([event]);
      expect(publishedEvents(editor)).toEqual([event]);
      expect(publishedEvents(invitee)).toEqual([]);
      expect(publishedEvents(stranger)).toEqual([]);
    });

    it('fires again for a new build, never for other changes or a rolled-back publish', async () => {
      await db.query(`update published_sites set modified_at = now() where website_id = $1`, [websiteId]);
      await db
        .transaction(async (tx) => {
          await tx.query(`update published_sites set build_id = 'b-rolled-back' where website_id = $1`, [
            websiteId,
          ]);
          throw new Error('roll back');
        })
        .catch(() => {});
      await settle();
      expect(publishedEvents(owner)).toHaveLength(1);
      await db.query(`update published_sites set build_id = 'b2' where website_id = $1`, [websiteId]);
      await settle();
      expect(publishedEvents(owner)).toHaveLength(2);
      expect(publishedEvents(editor)).toHaveLength(2);
    });
  });
}
