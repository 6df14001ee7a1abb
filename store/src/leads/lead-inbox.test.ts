import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { deleteWebsiteRow, insertUser, insertWebsite } from '../testing/fixtures.ts';
import { insertInviteRow } from '../testing/invite-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  claimUnnotifiedMessages,
  countLeads,
  countNotifiedSince,
  deleteLead,
  deleteWebsiteLeads,
  leadMailRecipients,
  listLeads,
  readLeadMailSetting,
  setLeadHandled,
  writeLeadMailSetting,
} from './lead-inbox.ts';
import { listContactMessages, recordContactMessage, subscribeToNewsletter } from './visitor-leads.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`leads inbox on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    async function websiteWithLeads() {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      const m1 = await recordContactMessage(db, websiteId, {
        fields: { Name: 'First' },
        submittedAt: new Date('2030-01-01T10:00:00Z'),
      });
      await subscribeToNewsletter(db, websiteId, 'sub@example.com', new Date('2030-01-01T11:00:00Z'));
      const m2 = await recordContactMessage(db, websiteId, {
        fields: { Name: 'Second' },
        submittedAt: new Date('2030-01-01T12:00:00Z'),
      });
      const spam = await recordContactMessage(db, websiteId, {
        fields: { Name: 'Bot' },
        submittedAt: new Date('2030-01-01T13:00:00Z'),
        spam: true,
      });
      return { owner, websiteId, m1, m2, spam };
    }

    it('lists messages and sign-ups newest first, in pages, with spam in its own folder', async () => {
      const { websiteId, m1, m2, spam } = await websiteWithLeads();
      const all = await listLeads(db, websiteId, { folder: 'inbox', limit: 10 });
      expect(all.map((l) => (l.kind === 'message' ? l.fields.Name : l.email))).toEqual([
        'Second',
        'sub@example.com',
        'First',
      ]);
      expect(all[0]).toMatchObject({ kind: 'message', id: m2, handledAt: null, spam: false });
      const first = await listLeads(db, websiteId, { folder: 'inbox', limit: 2 });
      expect(first).toHaveLength(2);
      const last = first[1]!;
      const next = await listLeads(db, websiteId, {
        folder: 'inbox',
        limit: 2,
        before: { at: last.at, id: last.id },
      });
      expect(next.map((l) => l.id)).toEqual([m1]);
      expect((await listLeads(db, websiteId, { folder: 'spam', limit: 10 })).map((l) => l.id)).toEqual([
        spam,
      ]);
      expect(await countLeads(db, websiteId)).toEqual({ unread: 3, spam: 1 });
      // The export never holds spam.
      expect((await listContactMessages(db, websiteId)).map((m) => m.fields.Name)).toEqual([
        'First',
        'Second',
      ]);
    });

    it('marks handled and unhandled, deletes, and only leads of the website named', async () => {
      const { websiteId, m1 } = await websiteWithLeads();
      const other = await websiteWithLeads();
      const signup = (await listLeads(db, websiteId, { folder: 'inbox', limit: 10 })).find(
        (l) => l.kind === 'signup',
      )!;
      const at = new Date('2030-02-01T00:00:00Z');
      expect(await setLeadHandled(db, websiteId, m1, at)).toBe(true);
      expect(await setLeadHandled(db, websiteId, signup.id, at)).toBe(true);
      expect(await countLeads(db, websiteId)).toEqual({ unread: 1, spam: 1 });
      expect(await setLeadHandled(db, websiteId, m1, null)).toBe(true);
      expect(await countLeads(db, websiteId)).toEqual({ unread: 2, spam: 1 });
      expect(await setLeadHandled(db, other.websiteId, m1, at)).toBe(false);
      expect(await setLeadHandled(db, websiteId, 'not-a-uuid', at)).toBe(false);
      expect(await deleteLead(db, other.websiteId, m1)).toBe(false);
      expect(await deleteLead(db, websiteId, m1)).toBe(true);
      expect(await deleteLead(db, websiteId, m1)).toBe(false);
      expect(await deleteLead(db, websiteId, signup.id)).toBe(true);
      expect((await listLeads(db, websiteId, { folder: 'inbox', limit: 10 })).map((l) => l.id)).not.toContain(
        m1,
      );
      expect(await countLeads(db, other.websiteId)).toEqual({ unread: 3, spam: 1 });
    });

    it('claims each unnotified message once, never spam, and counts them by time', async () => {
      const { websiteId, m1, m2 } = await websiteWithLeads();
      const now = new Date('2030-01-01T14:00:00Z');
      const [a, b] = await Promise.all([
        claimUnnotifiedMessages(db, websiteId, now),
        claimUnnotifiedMessages(db, websiteId, now),
      ]);
      expect([...a!, ...b!].map((m) => m.id).sort()).toEqual([m1, m2].sort());
      expect(await claimUnnotifiedMessages(db, websiteId, now)).toEqual([]);
      expect(await countNotifiedSince(db, websiteId, new Date('2030-01-01T13:59:00Z'))).toBe(2);
      expect(await countNotifiedSince(db, websiteId, new Date('2030-01-01T14:01:00Z'))).toBe(0);
    });

    it('e-mails the owner by default and an editor who opted in', async () => {
      const { owner, websiteId } = await websiteWithLeads();
      const editorEmail = `editor-${Date.now()}@example.com`;
      const editor = await insertUser(db, { email: editorEmail });
      await insertInviteRow(db, { websiteId, email: editorEmail, invitedUserId: editor, accepted: true });
      expect((await leadMailRecipients(db, websiteId)).map((r) => r.userId)).toEqual([owner]);
      expect(await readLeadMailSetting(db, websiteId, editor, false)).toBe(false);
      await writeLeadMailSetting(db, websiteId, editor, true);
      expect(await readLeadMailSetting(db, websiteId, editor, false)).toBe(true);
      expect((await leadMailRecipients(db, websiteId)).map((r) => r.userId).sort()).toEqual(
        [owner, editor].sort(),
      );
      await writeLeadMailSetting(db, websiteId, owner, false);
      expect((await leadMailRecipients(db, websiteId)).map((r) => r.email)).toEqual([editorEmail]);
      // An editor who left is not e-mailed, whatever their setting.
      await db.query('delete from invites where website_id = $1', [websiteId]);
      expect(await leadMailRecipients(db, websiteId)).toEqual([]);
    });

    it('deletes every lead of a website at once, and with the website row', async () => {
      const a = await websiteWithLeads();
      await writeLeadMailSetting(db, a.websiteId, a.owner, false);
      await deleteWebsiteLeads(db, a.websiteId);
      expect(await countLeads(db, a.websiteId)).toEqual({ unread: 0, spam: 0 });
      expect(await listLeads(db, a.websiteId, { folder: 'spam', limit: 10 })).toEqual([]);
      expect(await readLeadMailSetting(db, a.websiteId, a.owner, true)).toBe(true);
      const b = await websiteWithLeads();
      await deleteWebsiteRow(db, b.websiteId);
      const { rows } = await db.query<{ n: number }>(
        `select ((select count(*) from customer_contact_forms where website_id = $1)
               + (select count(*) from newsletter_subscriptions where website_id = $1))::int as n`,
        [b.websiteId],
      );
      expect(rows[0]?.n).toBe(0);
    });
  });
}
