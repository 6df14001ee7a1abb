import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, insertWebsite, uniqueToken } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import type { Database } from './database.ts';
import { isCheckViolation, isUniqueViolation } from './errors.ts';

/** The constraints of 0001_initial.sql: domains and their history, sign-in, visitor data, RLS. */
const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `schema on ${backend.name}: domains, sign-in, visitors`,
    () => {
      let target: TestDatabase;
      let db: Database;
      beforeAll(async () => {
        target = await backend.open();
        db = target.db;
      });
      afterAll(() => target?.dispose());

      const domain = () => `www.shop-${uniqueToken()}.example.com`;

      it('records domain history that outlives the domain and its owner', async () => {
        const owner = await insertUser(db);
        const name = domain();
        await db.query(
          'insert into website_domains (domain_name, user_id, website_name) values ($1, $2, $3)',
          [name, owner, 'my-site'],
        );
        await db.query(`update website_domains set state = 'OwnershipVerified' where domain_name = $1`, [
          name,
        ]);
        await db.query('delete from users where id = $1', [owner]); // cascades to the domain
        const history = await db.query<{ type: string; snapshot: { state: string } }>(
          'select type, snapshot from website_domain_history where domain_name = $1 order by at, type',
          [name],
        );
        expect(history.rows.map((r) => r.type).sort()).toEqual(['Created', 'Deleted', 'Updated']);
        const deleted = history.rows.find((r) => r.type === 'Deleted');
        expect(deleted?.snapshot.state).toBe('OwnershipVerified');
      });

      // spec §4 domain states and reasons.
      it('refuses unknown domain states, misplaced reasons and malformed names', async () => {
        const owner = await insertUser(db);
        const insert = (name: string, state: string, pending: string | null, failure: string | null) =>
          db.query(
            `insert into website_domains (domain_name, user_id, state, pending_reason, failure_reason)
           values ($1, $2, $3, $4, $5)`,
            [name, owner, state, pending, failure],
          );
        await insert(domain(), 'Failed', null, 'OwnershipVerificationExpired');
        await insert(domain(), 'PendingCertificateActivation', 'CertificateActivationDelayed', null);
        await expect(insert(domain(), 'Parked', null, null)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'website_domains_state_check'),
        );
        await expect(insert(domain(), 'Connected', null, 'CertificateActivationFailed')).rejects.toSatisfy(
          (e) => isCheckViolation(e, 'website_domains_failure_reason_only_when_failed'),
        );
        await expect(insert(domain(), 'Connected', 'InvalidDNSSettings', null)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'website_domains_pending_reason_only_when_pending'),
        );
        await expect(insert('Shop.Example.com', 'Connected', null, null)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'website_domains_domain_name_format'),
        );
      });

      it('caps one-time code attempts at 5', async () => {
        const insert = (attempts: number) =>
          db.query(
            `insert into otp_sessions (email, code_hash, attempts, expires_at)
           values ('a@example.com', 'hash', $1, now() + interval '10 minutes')`,
            [attempts],
          );
        await insert(5);
        await expect(insert(6)).rejects.toSatisfy((e) => isCheckViolation(e, 'otp_sessions_attempts_range'));
      });

      // spec §3 account deletion feedback; §9 feedback at most 1000 characters.
      it('keeps deletion feedback to the five reasons and 1000 characters', async () => {
        const insert = (reason: string, text: string) =>
          db.query('insert into account_deletion_feedback (reason, text) values ($1, $2)', [reason, text]);
        await insert('Technical issues', 'x'.repeat(1000));
        await expect(insert('Too expensive', '')).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'account_deletion_feedback_reason_check'),
        );
        await expect(insert('Other', 'x'.repeat(1001))).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'account_deletion_feedback_text_length'),
        );
      });

      it('keeps one newsletter subscription per website and e-mail, and image sizes within 15 MB', async () => {
        const site = await insertWebsite(db, await insertUser(db));
        const subscribe = () =>
          db.query(
            `insert into newsletter_subscriptions (website_id, email) values ($1, 'fan@example.com')`,
            [site],
          );
        await subscribe();
        await expect(subscribe()).rejects.toSatisfy((e) =>
          isUniqueViolation(e, 'newsletter_subscriptions_website_email_key'),
        );
        const image = (bytes: number) =>
          db.query(
            `insert into website_images (website_id, object_key, provider, bytes) values ($1, $2, 'Custom', $3)`,
            [site, `images/${uniqueToken()}.png`, bytes],
          );
        await image(15_728_640);
        await expect(image(15_728_641)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'website_images_bytes_range'),
        );
        const count = await db.query<{ n: number }>(
          'select count(*) as n from website_images where website_id = $1',
          [site],
        );
        expect(count.rows[0]?.n).toBe(1); // int8 arrives as a number on both implementations
      });

      it('requires a route on page views and starts with sitemap iteration v1 of 16 buckets', async () => {
        await db.query(
          `insert into events (type, route) values ('page_view', '/create-a-website-from-a-link')`,
        );
        await db.query(`insert into events (type) values ('sign_out')`);
        await expect(db.query(`insert into events (type) values ('page_view')`)).rejects.toSatisfy((e) =>
          isCheckViolation(e, 'events_page_view_has_route'),
        );
        const sitemap = await db.query('select version, bucket_count from sitemap_iterations');
        expect(sitemap.rows).toEqual([{ version: 1, bucket_count: 16 }]);
      });

      // ARCHITECTURE "Security and data rules": nothing reachable through Supabase's Data API.
      it('enables row-level security, with no policy, on every table', async () => {
        const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
          `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
        );
        expect(tables.rows.length).toBeGreaterThanOrEqual(18);
        expect(tables.rows.filter((t) => !t.relrowsecurity)).toEqual([]);
        const policies = await db.query(`select * from pg_policies where schemaname = 'public'`);
        expect(policies.rows).toEqual([]);
      });
    },
  );
}
