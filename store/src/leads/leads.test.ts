import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertDomain } from '../testing/domain-fixtures.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { findContactFormDocument, findPublishedFormsSite } from './form-documents.ts';
import {
  listContactMessages,
  listNewsletterSubscribers,
  listNewsletterSubscriptions,
  recordContactMessage,
  subscribeToNewsletter,
} from './visitor-leads.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`leads on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    it('keeps contact messages, oldest first', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      await recordContactMessage(db, websiteId, {
        fields: { Name: 'B' },
        submittedAt: new Date('2030-01-02'),
      });
      await recordContactMessage(db, websiteId, {
        fields: { Name: 'A' },
        submittedAt: new Date('2030-01-01'),
      });
      expect(await listContactMessages(db, websiteId)).toEqual([
        { fields: { Name: 'A' }, submittedAt: new Date('2030-01-01') },
        { fields: { Name: 'B' }, submittedAt: new Date('2030-01-02') },
      ]);
    });

    it('subscribes an e-mail once, lower-cased, and again after leaving', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      await subscribeToNewsletter(db, websiteId, ' Ana@Example.com ', new Date('2030-01-01'));
      await subscribeToNewsletter(db, websiteId, 'ana@example.com', new Date('2030-01-02'));
      expect(await listNewsletterSubscriptions(db, websiteId)).toEqual([
        { email: 'ana@example.com', subscribedAt: new Date('2030-01-01'), unsubscribedAt: null },
      ]);
      await db.query('update newsletter_subscriptions set unsubscribed_at = $2 where website_id = $1', [
        websiteId,
        new Date('2030-01-03'),
      ]);
      await subscribeToNewsletter(db, websiteId, 'ana@example.com', new Date('2030-01-04'));
      expect(await listNewsletterSubscriptions(db, websiteId)).toEqual([
        { email: 'ana@example.com', subscribedAt: new Date('2030-01-04'), unsubscribedAt: null },
      ]);
    });

    it('lists the current subscribers for the export, oldest first, without those who left', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      const other = await insertWebsite(db, owner);
      await subscribeToNewsletter(db, websiteId, 'cy@example.com', new Date('2030-01-03'));
      await subscribeToNewsletter(db, websiteId, 'bo@example.com', new Date('2030-01-01'));
      await subscribeToNewsletter(db, websiteId, 'al@example.com', new Date('2030-01-01'));
      await subscribeToNewsletter(db, websiteId, 'gone@example.com', new Date('2030-01-02'));
      await subscribeToNewsletter(db, other, 'elsewhere@example.com', new Date('2030-01-01'));
      await db.query(
        `update newsletter_subscriptions set unsubscribed_at = $2 where website_id = $1 and email = 'gone@example.com'`,
        [websiteId, new Date('2030-01-04')],
      );
      expect(await listNewsletterSubscribers(db, websiteId)).toEqual([
        { email: 'al@example.com', subscribedAt: new Date('2030-01-01') },
        { email: 'bo@example.com', subscribedAt: new Date('2030-01-01') },
        { email: 'cy@example.com', subscribedAt: new Date('2030-01-03') },
      ]);
    });

    it('reads the published copy with its serving domain, and the draft for the export without one', async () => {
      const owner = await insertUser(db);
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner, { handle });
      expect(await findPublishedFormsSite(db, websiteId)).toBeNull();
      expect(await findContactFormDocument(db, websiteId)).toEqual({ version: '1.0', userId: owner });
      await db.query(
        `insert into published_sites (handle, website_id, document, draft_version, build_id) values ($1, $2, $3, 1, 'b1')`,
        [handle, websiteId, { sections: [] }],
      );
      expect(await findPublishedFormsSite(db, websiteId)).toEqual({
        handle,
        document: { sections: [] },
        servingDomain: null,
      });
      expect(await findContactFormDocument(db, websiteId)).toEqual({ sections: [] });
      const domain = await insertDomain(db, owner, { websiteId });
      expect((await findPublishedFormsSite(db, websiteId))?.servingDomain).toBe(domain);
    });
  });
}
