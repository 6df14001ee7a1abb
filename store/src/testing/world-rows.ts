import type { Queryable } from '../database/database.ts';

/**
 * Every row a call about one website and a few people could change — their accounts and
 * sessions, the website, and everything hanging off it or off their other websites — as JSON
 * per table, each table's rows in a stable order: a refusal must leave all of it as it was.
 */
export async function rowsAround(
  db: Queryable,
  scope: { websiteId: string; userIds: readonly string[] },
): Promise<Record<string, unknown>> {
  const rows = async (table: string, where: string) =>
    (
      await db.query<{ rows: unknown }>(
        `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from ${table} t where ${where}`,
        [scope.websiteId, scope.userIds],
      )
    ).rows[0]?.rows;
  const sites = `(t.website_id = $1 or t.website_id in (select id from websites where user_id = any($2::uuid[])))`;
  const people = 't.user_id = any($2::uuid[]) and $1::text is not null';
  return {
    users: await rows('users', 't.id = any($2::uuid[]) and $1::text is not null'),
    sessions: await rows('sessions', people),
    websites: await rows('websites', '(t.id = $1 or t.user_id = any($2::uuid[]))'),
    invites: await rows('invites', `(${sites} or t.invited_user_id = any($2::uuid[]))`),
    published: await rows('published_sites', sites),
    requests: await rows('publish_requests', sites),
    domains: await rows('website_domains', `(${sites} or t.user_id = any($2::uuid[]))`),
    contacts: await rows('customer_contact_forms', sites),
    newsletter: await rows('newsletter_subscriptions', sites),
    images: await rows('website_images', sites),
    feedback: await rows('account_deletion_feedback', people),
  };
}
