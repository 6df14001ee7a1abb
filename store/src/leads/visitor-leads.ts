import type { Queryable } from '../database/database.ts';

/**
 * What visitors of a published site send through its forms (`customer_contact_forms`,
 * `newsletter_subscriptions`). The fields are checked against the published form before they get
 * here; this module only keeps them.
 */

/** A contact-form message: the visitor's answers by field title, and when it arrived. */
export interface ContactMessage {
  fields: Record<string, string>;
  submittedAt: Date;
}

/**
 * Keeps a contact-form message of `websiteId`; `spam`: suspected spam (its trap field was filled),
 * kept for the inbox's Spam folder, never exported or e-mailed. Answers the message's id.
 */
export async function recordContactMessage(
  db: Queryable,
  websiteId: string,
  message: ContactMessage & { spam?: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into customer_contact_forms (website_id, fields, submitted_at, spam) values ($1, $2, $3, $4)
     returning id::text as id`,
    [websiteId, message.fields, message.submittedAt, message.spam ?? false],
  );
  return rows[0]!.id;
}

/** The website's contact-form messages, suspected spam aside, oldest first (the CSV export's order). */
export async function listContactMessages(db: Queryable, websiteId: string): Promise<ContactMessage[]> {
  const { rows } = await db.query<{ fields: Record<string, string>; submitted_at: Date }>(
    `select fields, submitted_at from customer_contact_forms where website_id = $1 and not spam
      order by submitted_at, id`,
    [websiteId],
  );
  return rows.map((row) => ({ fields: row.fields, submittedAt: row.submitted_at }));
}

/**
 * Subscribes `email` (kept trimmed and lower-cased, one row per website and address) to the
 * website's newsletter. Signing up twice changes nothing; signing up again after leaving
 * subscribes again from `at`.
 */
export async function subscribeToNewsletter(
  db: Queryable,
  websiteId: string,
  email: string,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into newsletter_subscriptions (website_id, email, subscribed_at) values ($1, $2, $3)
     on conflict on constraint newsletter_subscriptions_website_email_key do update
       set subscribed_at = excluded.subscribed_at, unsubscribed_at = null
       where newsletter_subscriptions.unsubscribed_at is not null`,
    [websiteId, email.trim().toLowerCase(), at],
  );
}

/** A newsletter subscription as kept. */
export interface NewsletterSubscription {
  email: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}

/** The website's newsletter subscriptions, by e-mail. */
export async function listNewsletterSubscriptions(
  db: Queryable,
  websiteId: string,
): Promise<NewsletterSubscription[]> {
  const { rows } = await db.query<{ email: string; subscribed_at: Date; unsubscribed_at: Date | null }>(
    `select email, subscribed_at, unsubscribed_at from newsletter_subscriptions
      where website_id = $1 order by email`,
    [websiteId],
  );
  return rows.map((row) => ({
    email: row.email,
    subscribedAt: row.subscribed_at,
    unsubscribedAt: row.unsubscribed_at,
  }));
}

/** A newsletter subscriber as the CSV export lists them. */
export interface NewsletterSubscriber {
  email: string;
  subscribedAt: Date;
}

/**
 * The website's current newsletter subscribers (sign-ups not left or deleted), oldest first, ties
 * by e-mail: the newsletter CSV export's rows, the same sign-ups the leads inbox lists.
 */
export async function listNewsletterSubscribers(
  db: Queryable,
  websiteId: string,
): Promise<NewsletterSubscriber[]> {
  const { rows } = await db.query<{ email: string; subscribed_at: Date }>(
    `select email, subscribed_at from newsletter_subscriptions
      where website_id = $1 and unsubscribed_at is null
      order by subscribed_at, email`,
    [websiteId],
  );
  return rows.map((row) => ({ email: row.email, subscribedAt: row.subscribed_at }));
}
