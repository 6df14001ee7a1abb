import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, insertWebsite, uniqueHandle, uniqueToken } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import type { Database } from './database.ts';
import { isCheckViolation, isUniqueViolation } from './errors.ts';

/** The constraints of 0001_initial.sql: users, websites, publishing, invites. */
const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `schema on ${backend.name}: users, websites, invites`,
    () => {
      let target: TestDatabase;
      let db: Database;
      beforeAll(async () => {
        target = await backend.open();
        db = target.db;
      });
      afterAll(() => target?.dispose());

      it('generates uuids and keeps e-mails unique and lower-cased', async () => {
        const email = `ada-${uniqueToken()}@example.com`;
        const id = await insertUser(db, { email });
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        await expect(insertUser(db, { email })).rejects.toSatisfy((e) =>
          isUniqueViolation(e, 'users_email_key'),
        );
        await expect(insertUser(db, { email: 'Ada@Example.com' })).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'users_email_normalised'),
        );
        await expect(insertUser(db, { provider: 'facebook' })).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'users_provider_check'),
        );
        await expect(insertUser(db, { provider: 'password' })).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'users_password_provider_has_hash'),
        );
      });

      // spec §4 publishing: "Publishing to a handle already in use fails."
      it('lets exactly one website claim a handle, even when two claims race', async () => {
        const owner = await insertUser(db);
        const [first, second] = [await insertWebsite(db, owner), await insertWebsite(db, owner)];
        const handle = uniqueHandle();
        const claim = (websiteId: string) =>
          db.transaction((tx) =>
            tx.query('update websites set handle = $1 where id = $2', [handle, websiteId]),
          );
        const results = await Promise.allSettled([claim(first), claim(second)]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const failure = results.find((r) => r.status === 'rejected');
        expect(isUniqueViolation(failure?.reason, 'websites_handle_key')).toBe(true);
      });

      // spec §5 website handle.
      it.each(['ab', '-abc', 'abc-', 'Has Space', 'UPPER', 'a'.repeat(25), 'dots.not.allowed'])(
        'refuses the handle %j',
        async (handle) => {
          const owner = await insertUser(db);
          await expect(insertWebsite(db, owner, { handle })).rejects.toSatisfy((e) =>
            isCheckViolation(e, 'websites_handle_format'),
          );
        },
      );

      it('deletes a user’s websites, published copies, invites and outbox rows with the user', async () => {
        const owner = await insertUser(db);
        const editor = await insertUser(db);
        const handle = uniqueHandle();
        const site = await insertWebsite(db, owner, { handle });
        await db.query(
          `insert into published_sites (handle, website_id, document, draft_version, build_id) values ($1, $2, '{}', 1, 'b1')`,
          [handle, site],
        );
        await db.query(
          `insert into invites (website_id, invited_user_email, invited_user_id) values ($1, 'ed@example.com', $2)`,
          [site, editor],
        );
        await db.query(
          `insert into publish_requests (website_id, kind, handle, draft_version, document) values ($1, 'publish', $2, 1, '{}')`,
          [site, handle],
        );
        await db.query('delete from users where id = $1', [owner]);
        for (const table of ['websites', 'published_sites', 'invites', 'publish_requests']) {
          const left = await db.query(
            `select count(*)::int8 as n from ${table} where ${table === 'websites' ? 'id' : 'website_id'} = $1`,
            [site],
          );
          expect(left.rows[0]?.n, table).toBe(0);
        }
      });

      it('keeps a website when its invited editor’s account goes, forgetting the editor', async () => {
        const owner = await insertUser(db);
        const editor = await insertUser(db);
        const site = await insertWebsite(db, owner);
        await db.query(
          `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at)
         values ($1, 'later@example.com', $2, true, now())`,
          [site, editor],
        );
        await db.query('delete from users where id = $1', [editor]);
        const invite = await db.query('select invited_user_id from invites where website_id = $1', [site]);
        expect(invite.rows).toEqual([{ invited_user_id: null }]);
      });

      // spec §3 Invite, §4 invite state.
      it('refuses invites with another role, an un-normalised e-mail, a half-set state or a duplicate', async () => {
        const site = await insertWebsite(db, await insertUser(db));
        const invite = (email: string, role = 'Collaborator', accepted = false) =>
          db.query(
            'insert into invites (website_id, invited_user_email, role, accepted) values ($1, $2, $3, $4)',
            [site, email, role, accepted],
          );
        await invite('ed@example.com');
        await expect(invite('ed@example.com')).rejects.toSatisfy((e) =>
          isUniqueViolation(e, 'invites_website_email_key'),
        );
        await expect(invite('owner@example.com', 'Owner')).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'invites_role_check'),
        );
        await expect(invite('Ed2@Example.com')).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'invites_email_normalised'),
        );
        await expect(invite(' ed3@example.com')).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'invites_email_normalised'),
        );
        await expect(invite('ed4@example.com', 'Collaborator', true)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'invites_accepted_at_matches'),
        );
      });

      // ARCHITECTURE "Publishing": repeated clicks on one version collapse; a later version is never swallowed.
      it('keeps one open publish request per website, version and kind', async () => {
        const site = await insertWebsite(db, await insertUser(db));
        const request = (version: number) =>
          db.query<{ id: string }>(
            `insert into publish_requests (website_id, kind, handle, draft_version, document)
           values ($1, 'publish', 'some-site', $2, '{}') returning id`,
            [site, version],
          );
        const first = await request(1);
        await expect(request(1)).rejects.toSatisfy((e) =>
          isUniqueViolation(e, 'publish_requests_one_open_idx'),
        );
        await request(2);
        await db.query(`update publish_requests set state = 'succeeded' where id = $1`, [first.rows[0]!.id]);
        await request(1);
        await expect(
          db.query(
            `insert into publish_requests (website_id, kind, draft_version) values ($1, 'publish', 3)`,
            [site],
          ),
        ).rejects.toSatisfy((e) => isCheckViolation(e, 'publish_requests_builds_have_snapshot'));
        await expect(
          db.query(
            `insert into publish_requests (website_id, kind, draft_version) values ($1, 'archive', 3)`,
            [site],
          ),
        ).rejects.toSatisfy((e) => isCheckViolation(e, 'publish_requests_kind_check'));
      });

      it('stores and returns jsonb documents as objects', async () => {
        const site = await insertWebsite(db, await insertUser(db));
        const row = await db.query<{ draft: unknown; draft_version: number }>(
          'select draft, draft_version from websites where id = $1',
          [site],
        );
        expect(row.rows[0]).toEqual({ draft: expect.objectContaining({ version: '1.0' }), draft_version: 1 });
      });
    },
  );
}
