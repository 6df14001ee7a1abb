import type { Queryable } from '../database/database.ts';
import { websiteMemberIdsSql } from '../members/member-rule.ts';

/**
 * The designer's leads inbox (migration 0019): contact messages and newsletter sign-ups of a
 * website as one list, newest first, with their handled state; the suspected spam (a contact
 * message whose trap field was filled) in its own folder; and who is e-mailed about new messages.
 */

/** One lead as the inbox lists it. */
export type Lead =
  | {
      kind: 'message';
      id: string;
      at: Date;
      handledAt: Date | null;
      spam: boolean;
      fields: Record<string, string>;
    }
  | { kind: 'signup'; id: string; at: Date; handledAt: Date | null; spam: false; email: string };

/** Which leads a page lists: the inbox (messages and sign-ups) or the suspected spam. */
export type LeadFolder = 'inbox' | 'spam';

/** Where a page starts: strictly older than this lead (the last one of the previous page). */
export interface LeadCursor {
  at: Date;
  id: string;
}

type LeadRow = {
  kind: 'message' | 'signup';
  id: string;
  at: Date;
  handled_at: Date | null;
  spam: boolean;
  fields: Record<string, string> | null;
  email: string | null;
};

/**
 * One page of the website's leads in `folder`, newest first (ties by id, descending), at most
 * `limit`, strictly after `before` when given. Sign-ups are listed while subscribed.
 */
export async function listLeads(
  db: Queryable,
  websiteId: string,
  options: { folder: LeadFolder; limit: number; before?: LeadCursor | null },
): Promise<Lead[]> {
  const spam = options.folder === 'spam';
  const signups = spam
    ? ''
    : `union all
       select 'signup', id::text, subscribed_at, handled_at, false, null, email
         from newsletter_subscriptions where website_id = $1 and unsubscribed_at is null`;
  const { rows } = await db.query<LeadRow>(
    `select * from (
       select 'message' as kind, id::text as id, submitted_at as at, handled_at, spam, fields, null as email
         from customer_contact_forms where website_id = $1 and spam = $2
       ${signups}
     ) leads
     where $3::timestamptz is null or (at, id) < ($3::timestamptz, $4::text)
     order by at desc, id desc
     limit $5`,
    [websiteId, spam, options.before?.at ?? null, options.before?.id ?? '', options.limit],
  );
  return rows.map(
    (row): Lead =>
      row.kind === 'message'
        ? {
            kind: 'message',
            id: row.id,
            at: row.at,
            handledAt: row.handled_at,
            spam: row.spam,
            fields: row.fields ?? {},
          }
        : {
            kind: 'signup',
            id: row.id,
            at: row.at,
            handledAt: row.handled_at,
            spam: false,
            email: row.email ?? '',
          },
  );
}

/** The inbox's counts: leads not handled yet (spam aside), and the suspected spam kept. */
export async function countLeads(
  db: Queryable,
  websiteId: string,
): Promise<{ unread: number; spam: number }> {
  const { rows } = await db.query<{ unread: number; spam: number }>(
    `select
       (select count(*) from customer_contact_forms where website_id = $1 and not spam and handled_at is null)::int
     + (select count(*) from newsletter_subscriptions
         where website_id = $1 and unsubscribed_at is null and handled_at is null)::int as unread,
       (select count(*) from customer_contact_forms where website_id = $1 and spam)::int as spam`,
    [websiteId],
  );
  return rows[0] ?? { unread: 0, spam: 0 };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks the lead `leadId` of the website handled (`at`) or not handled (null). False when the
 * website has no such lead.
 */
export async function setLeadHandled(
  db: Queryable,
  websiteId: string,
  leadId: string,
  at: Date | null,
): Promise<boolean> {
  if (!uuidPattern.test(leadId)) return false;
  const { rows } = await db.query<{ n: number }>(
    `with m as (update customer_contact_forms set handled_at = $3 where website_id = $1 and id = $2::uuid returning 1),
          s as (update newsletter_subscriptions set handled_at = $3 where website_id = $1 and id = $2::uuid returning 1)
     select ((select count(*) from m) + (select count(*) from s))::int as n`,
    [websiteId, leadId, at],
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** Deletes the lead `leadId` of the website (a sign-up deleted is unsubscribed for good). False when there is none. */
export async function deleteLead(db: Queryable, websiteId: string, leadId: string): Promise<boolean> {
  if (!uuidPattern.test(leadId)) return false;
  const { rows } = await db.query<{ n: number }>(
    `with m as (delete from customer_contact_forms where website_id = $1 and id = $2::uuid returning 1),
          s as (delete from newsletter_subscriptions where website_id = $1 and id = $2::uuid returning 1)
     select ((select count(*) from m) + (select count(*) from s))::int as n`,
    [websiteId, leadId],
  );
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Deletes every lead of the website and its lead e-mail settings at once (a website deleted or
 * detached from a deleted account: the visitors' data does not wait for the publisher's job).
 */
export async function deleteWebsiteLeads(db: Queryable, websiteId: string): Promise<void> {
  await db.query('delete from customer_contact_forms where website_id = $1', [websiteId]);
  await db.query('delete from newsletter_subscriptions where website_id = $1', [websiteId]);
  await db.query('delete from lead_mail_settings where website_id = $1', [websiteId]);
}

/** A contact message not yet e-mailed about. */
export interface UnnotifiedMessage {
  id: string;
  at: Date;
  fields: Record<string, string>;
}

/**
 * Claims the website's contact messages (spam aside) no e-mail told of yet, marking them told at
 * `now`: one caller gets each message, so two processes never both e-mail it. Oldest first.
 */
export async function claimUnnotifiedMessages(
  db: Queryable,
  websiteId: string,
  now: Date,
): Promise<UnnotifiedMessage[]> {
  const { rows } = await db.query<{ id: string; submitted_at: Date; fields: Record<string, string> }>(
    `update customer_contact_forms set notified_at = $2
      where id in (select id from customer_contact_forms
                    where website_id = $1 and notified_at is null and not spam
                    for update skip locked)
      returning id::text as id, submitted_at, fields`,
    [websiteId, now],
  );
  return rows
    .map((row) => ({ id: row.id, at: row.submitted_at, fields: row.fields }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

/** How many of the website's contact messages were e-mailed about since `since` (the digest's rate). */
export async function countNotifiedSince(db: Queryable, websiteId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from customer_contact_forms
      where website_id = $1 and notified_at >= $2 and not spam`,
    [websiteId, since],
  );
  return rows[0]?.n ?? 0;
}

/** A member who is e-mailed about new leads. */
export interface LeadMailRecipient {
  userId: string;
  email: string;
}

/**
 * The members (spec §6 rule) e-mailed about the website's new messages: the owner unless they
 * turned it off, an editor only when they turned it on.
 */
export async function leadMailRecipients(db: Queryable, websiteId: string): Promise<LeadMailRecipient[]> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `select u.id::text as id, u.email from (${websiteMemberIdsSql('$1')}) m
       join users u on u.id = m.id
       join websites w on w.id = $1
       left join lead_mail_settings s on s.website_id = $1 and s.user_id = u.id
      where coalesce(s.email_each, u.id = w.user_id)
      order by u.email`,
    [websiteId],
  );
  return rows.map((row) => ({ userId: row.id, email: row.email }));
}

/** Whether `userId` is e-mailed about the website's new messages (no row: `byDefault`). */
export async function readLeadMailSetting(
  db: Queryable,
  websiteId: string,
  userId: string,
  byDefault: boolean,
): Promise<boolean> {
  const { rows } = await db.query<{ email_each: boolean }>(
    'select email_each from lead_mail_settings where website_id = $1 and user_id = $2',
    [websiteId, userId],
  );
  return rows[0]?.email_each ?? byDefault;
}

/** Sets whether `userId` is e-mailed about the website's new messages. */
export async function writeLeadMailSetting(
  db: Queryable,
  websiteId: string,
  userId: string,
  emailEach: boolean,
): Promise<void> {
  await db.query(
    `insert into lead_mail_settings (website_id, user_id, email_each) values ($1, $2, $3)
     on conflict (website_id, user_id) do update set email_each = excluded.email_each`,
    [websiteId, userId, emailEach],
  );
}

/** The draft's business name (what lead e-mails call the website), or null. */
export async function leadWebsiteName(db: Queryable, websiteId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string | null }>(
    `select draft -> 'websiteSettings' ->> 'businessName' as name from websites where id = $1`,
    [websiteId],
  );
  return rows[0]?.name?.trim() || null;
}
