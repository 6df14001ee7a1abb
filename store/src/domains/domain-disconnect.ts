import type { Queryable } from '../database/database.ts';
import { type DomainRecord, domainColumns, queryDomains } from './domain-records.ts';

/**
 * Spec §4 disconnect: the domain keeps its user and state but is attached to nothing, so it serves
 * nothing; the website it left is remembered with whether the disconnect e-mail is owed.
 */
export async function detachDomain(
  db: Queryable,
  input: { domainName: string; websiteId: string; disconnectEmailDue: boolean; now: Date },
): Promise<DomainRecord> {
  const [detached] = await queryDomains(
    db,
    `update website_domains set website_name = null, website_id = null, disconnected_from = $2,
            disconnect_email_due = $3, modified_at = $4
      where domain_name = $1 returning ${domainColumns}`,
    [input.domainName, input.websiteId, input.disconnectEmailDue, input.now],
  );
  if (!detached) throw new Error(`No domain ${input.domainName} to detach`);
  return detached;
}

/**
 * Takes the disconnect e-mail owed for the last disconnect of `domainName` from `websiteId`: marks
 * it sent and answers the address of the domain's user, or null when none is owed. Run it in the
 * transaction that sends the e-mail, so a failed send leaves it owed and a second call sends nothing.
 */
export async function takeOwedDisconnectEmail(
  db: Queryable,
  domainName: string,
  websiteId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `update website_domains d set disconnect_email_due = false
       from users u
      where d.domain_name = $1 and d.disconnected_from = $2 and d.website_id is null
        and d.disconnect_email_due and u.id = d.user_id
      returning u.email`,
    [domainName, websiteId],
  );
  return rows[0]?.email ?? null;
}

/**
 * The draft's analytics ID under the website's row lock (spec §4: a disconnect clears a `GTM-` ID,
 * which needs the site's own origin), or null for an unknown website.
 */
export async function lockDraftAnalyticsId(db: Queryable, websiteId: string): Promise<string | null> {
  const { rows } = await db.query<{ analytics_id: string | null }>(
    `select draft #>> '{websiteSettings,gaMeasurementId}' as analytics_id from websites where id = $1 for update`,
    [websiteId],
  );
  const row = rows[0];
  return row ? (row.analytics_id ?? '') : null;
}

/**
 * Sets the draft's analytics ID as a new draft version (so an open designer's stale save is
 * refused, not merged). Answers that version.
 */
export async function replaceDraftAnalyticsId(
  db: Queryable,
  websiteId: string,
  analyticsId: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ draft_version: number }>(
    `update websites
        set draft = jsonb_set(draft, '{websiteSettings,gaMeasurementId}', to_jsonb($2::text)),
            draft_version = draft_version + 1, modified_at = $3
      where id = $1 returning draft_version`,
    [websiteId, analyticsId, now],
  );
  return rows[0]!.draft_version;
}
