import type { Website } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { liveInbox } from '../live/live-inbox.ts';
import { listenToLiveEvents } from '../live/live-notifications.ts';
import { insertUser, uniqueToken } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { readWebsite } from '../testing/website-rows.ts';
import { readSaveState, recordEditControl, saveDraft } from './drafts.ts';
import { editControlHolder, holdsEditControl } from './edit-control.ts';
import { countOwnedWebsites, findMemberWebsite, listMemberWebsites } from './member-websites.ts';
import { insertNewWebsite, lockWebsiteOwner } from './new-website.ts';
import { detachWebsite, lockOwnedWebsites } from './owned-websites.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`websites and drafts on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const user = async (stem: string) => {
      const email = `${stem}-${uniqueToken()}@example.com`;
      return { id: await insertUser(db, { email }), email };
    };
    const website = async (ownerId: string) => {
      const id = `site-${uniqueToken()}`;
      const document = { id, userId: ownerId, createdAt: '2026-01-02T03:04:05.000Z', lastModifiedBy: null };
      await insertNewWebsite(db, { id, ownerId, document: document as unknown as Website });
      return id;
    };
    /** A website with its owner and one accepted editor named by id. */
    const ownerAndEditor = async () => {
      const [owner, editor] = [await user('owner'), await user('editor')];
      const id = await website(owner.id);
      await insertInviteRow(db, {
        websiteId: id,
        email: editor.email,
        invitedUserId: editor.id,
        accepted: true,
      });
      return { owner, editor, id };
    };
    const deleting = (websiteId: string) =>
      db.query(`insert into publish_requests (website_id, kind, draft_version) values ($1, 'delete', 1)`, [
        websiteId,
      ]);

    // spec §6: the owner and accepted editors are members; nobody else is, nor of a website being deleted.
    it('finds a website for its owner and accepted editors, with the role, and for nobody else', async () => {
      const [owner, editor, byEmail, pending, stranger] = await Promise.all(
        ['owner', 'editor', 'by-email', 'pending', 'stranger'].map(user),
      );
      const id = await website(owner!.id);
      await insertInviteRow(db, {
        websiteId: id,
        email: editor!.email,
        invitedUserId: editor!.id,
        accepted: true,
      });
      await insertInviteRow(db, { websiteId: id, email: byEmail!.email, accepted: true });
      await insertInviteRow(db, { websiteId: id, email: pending!.email });
      expect((await findMemberWebsite(db, id, owner!))?.role).toBe('Owner');
      expect((await findMemberWebsite(db, id, editor!))?.role).toBe('Editor');
      expect((await findMemberWebsite(db, id, byEmail!))?.role).toBe('Editor');
      expect(await findMemberWebsite(db, id, pending!)).toBeNull();
      expect(await findMemberWebsite(db, id, stranger!)).toBeNull();
      expect((await listMemberWebsites(db, editor!)).map((m) => [m.website.id, m.role])).toEqual([
        [id, 'Editor'],
      ]);
      expect(await countOwnedWebsites(db, owner!.id)).toBe(1);
      await deleting(id);
      expect(await findMemberWebsite(db, id, owner!)).toBeNull();
      expect(await listMemberWebsites(db, owner!)).toEqual([]);
      expect(await countOwnedWebsites(db, owner!.id)).toBe(0);
    });

    // spec §4 editing control: the last modifier, or the owner while there is none.
    it('saves only for the holder of edit control, at the current version; taking control moves it', async () => {
      const { owner, editor, id } = await ownerAndEditor();
      const read = async () => (await readWebsite(db, id))!;
      const first = await read();
      expect(editControlHolder(first)).toBe(owner.id);
      expect([holdsEditControl(first, owner.id), holdsEditControl(first, editor.id)]).toEqual([true, false]);
      const document = { ...first.draft, theme: 'saved' } as unknown as Website;
      const now = new Date('2026-03-04T05:06:07.000Z');
      const save = (who: { id: string; email: string }, baseVersion: number) =>
        saveDraft(db, { websiteId: id, document, baseVersion, user: who, now });
      expect(await save(editor, 1)).toEqual({ saved: false, reason: 'edit-control' });
      expect(await save(owner, 1)).toEqual({ saved: true, version: 2 });
      expect(await save(owner, 1)).toEqual({ saved: false, reason: 'stale', currentVersion: 2 });
      const saved = await read();
      expect(saved.lastModifiedBy).toEqual({ userId: owner.id, timestamp: now.toISOString() });
      expect(saved.draft).toMatchObject({ theme: 'saved', modifiedAt: now.toISOString(), userId: owner.id });
      expect(saved.draft.lastModifiedBy).toEqual(saved.lastModifiedBy);

      const later = new Date('2026-03-04T06:00:00.000Z');
      const taken = await db.transaction((tx) => recordEditControl(tx, saved, editor.id, later));
      expect(taken).toEqual({ version: 2, displacedUserId: owner.id });
      const afterTaking = await read();
      expect(afterTaking.draftVersion).toBe(2);
      expect(editControlHolder(afterTaking)).toBe(editor.id);
      expect(afterTaking.draft.lastModifiedBy).toEqual(afterTaking.lastModifiedBy);
      expect(await save(owner, 2)).toEqual({ saved: false, reason: 'edit-control' });
      expect(await save(editor, 2)).toEqual({ saved: true, version: 3 });
      expect(await save(await user('stranger'), 3)).toEqual({ saved: false, reason: 'gone' });
      await deleting(id);
      expect(await save(editor, 3)).toEqual({ saved: false, reason: 'gone' });
    });

    // The decision is made on one read and the write applies only while the row is as read, so
    // no lock is held between round trips and no decision goes stale.
    it('decides a save again when the row changed after it was read; of racing saves one applies', async () => {
      const { owner, editor, id } = await ownerAndEditor();
      const document = { ...(await readWebsite(db, id))!.draft, theme: 'raced' } as unknown as Website;
      const now = new Date('2026-03-04T05:06:07.000Z');
      const seenByOwner = await readSaveState(db, id, owner);
      expect(seenByOwner).toMatchObject({ role: 'Owner', draftVersion: 1 });
      expect(seenByOwner!.memberIds.sort()).toEqual([owner.id, editor.id].sort());
      // The editor takes control after the owner's read, without a new version.
      await db.transaction(async (tx) => recordEditControl(tx, (await readWebsite(tx, id))!, editor.id, now));
      expect(
        await saveDraft(db, {
          websiteId: id,
          document,
          baseVersion: 1,
          user: owner,
          now,
          state: seenByOwner,
        }),
      ).toEqual({ saved: false, reason: 'edit-control' });
      expect((await readWebsite(db, id))!.draftVersion).toBe(1);

      const racing = await Promise.all(
        Array.from({ length: 5 }, () =>
          saveDraft(db, { websiteId: id, document, baseVersion: 1, user: editor, now }),
        ),
      );
      expect(racing.filter((r) => r.saved)).toEqual([{ saved: true, version: 2 }]);
      expect(racing.filter((r) => !r.saved)).toEqual(
        Array.from({ length: 4 }, () => ({ saved: false, reason: 'stale', currentVersion: 2 })),
      );
    });

    it('tells every member of an applied save, in its statement, and nobody of a refused one', async () => {
      const [owner, editor] = [await user('owner'), await user('editor')];
      const id = await website(owner.id);
      await insertInviteRow(db, { websiteId: id, email: editor.email, accepted: true });
      const inbox = liveInbox();
      const unlisten = await listenToLiveEvents(db, inbox.handlers);
      try {
        const document = (await readWebsite(db, id))!.draft;
        const now = new Date('2026-03-04T05:06:07.000Z');
        expect(await saveDraft(db, { websiteId: id, document, baseVersion: 1, user: editor, now })).toEqual({
          saved: false,
          reason: 'edit-control',
        });
        expect(await saveDraft(db, { websiteId: id, document, baseVersion: 1, user: owner, now })).toEqual({
          saved: true,
          version: 2,
        });
        const told = { kind: 'draft-saved', websiteId: id, version: 2, byUserId: owner.id };
        await inbox.until(() => inbox.of(owner.id).length > 0 && inbox.of(editor.id).length > 0);
        expect(inbox.of(owner.id)).toEqual([told]);
        expect(inbox.of(editor.id)).toEqual([told]);
      } finally {
        await unlisten();
      }
    });

    // The last modifier is stored once, in the draft (migration 0011): the record, the document
    // and edit control read the same value, and a deleted user no longer holds control.
    it('keeps the last modifier in the draft alone, and forgets a deleted user', async () => {
      const [owner, editor] = [await user('owner'), await user('editor')];
      const id = await website(owner.id);
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_name = 'websites' and column_name like 'last_modified_by%'`,
      );
      expect(columns.rows).toEqual([]);
      await db.transaction(async (tx) =>
        recordEditControl(tx, (await readWebsite(tx, id))!, editor.id, new Date('2026-05-06T07:08:09.000Z')),
      );
      const taken = (await readWebsite(db, id))!;
      expect(taken.draft.lastModifiedBy).toEqual({
        userId: editor.id,
        timestamp: '2026-05-06T07:08:09.000Z',
      });
      expect(taken.lastModifiedBy).toEqual(taken.draft.lastModifiedBy);
      await db.query('delete from users where id = $1', [editor.id]);
      const forgotten = (await readWebsite(db, id))!;
      expect(forgotten.draft.lastModifiedBy).toBeNull();
      expect(editControlHolder(forgotten)).toBe(owner.id);
    });

    it('hands an account deletion the owner’s websites, and detaches one from its owner', async () => {
      const owner = await user('leaving');
      const [first, second] = [await website(owner.id), await website(owner.id)];
      const owned = await db.transaction((tx) => lockOwnedWebsites(tx, owner.id));
      expect(owned).toEqual([first, second].sort().map((id) => ({ id, handle: null })));
      await db.transaction((tx) => detachWebsite(tx, first));
      expect((await readWebsite(db, first))?.ownerId).toBeNull();
      expect(await findMemberWebsite(db, first, owner)).toBeNull();
      expect(await countOwnedWebsites(db, owner.id)).toBe(1);
    });

    it('lets one creation at a time count an owner’s websites', async () => {
      const owner = await user('creator');
      const created = await Promise.all(
        [1, 2, 3].map(() =>
          db.transaction(async (tx) => {
            await lockWebsiteOwner(tx, owner.id);
            if ((await countOwnedWebsites(tx, owner.id)) >= 2) return false;
            await insertNewWebsite(tx, {
              id: `site-${uniqueToken()}`,
              ownerId: owner.id,
              document: { createdAt: '2026-01-01T00:00:00.000Z' } as unknown as Website,
            });
            return true;
          }),
        ),
      );
      expect(created.filter(Boolean)).toHaveLength(2);
      expect(await countOwnedWebsites(db, owner.id)).toBe(2);
    });
  });
}
