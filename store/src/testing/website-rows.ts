import type { Queryable } from '../database/database.ts';
import {
  type WebsiteRecord,
  type WebsiteRow,
  websiteColumns,
  websiteRecordOf,
} from '../websites/website-record.ts';

/** The website as stored, whoever may see it (a test inspects what a call wrote); null when there is no row. */
export async function readWebsite(db: Queryable, websiteId: string): Promise<WebsiteRecord | null> {
  const { rows } = await db.query<WebsiteRow>(`select ${websiteColumns} from websites w where w.id = $1`, [
    websiteId,
  ]);
  return rows[0] ? websiteRecordOf(rows[0]) : null;
}

/** How many rows a table holds (to prove a refusal wrote nothing). */
export async function countRows(db: Queryable, table: 'websites' | 'publish_requests'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

/** Records `userId` as the website's last modifier (the holder of edit control, spec §4), as taking control does. */
export async function setLastModifier(db: Queryable, websiteId: string, userId: string, at = new Date()) {
  await db.query(
    `update websites set draft = jsonb_set(draft, '{lastModifiedBy}', $2::jsonb) where id = $1`,
    [websiteId, { userId, timestamp: at.toISOString() }],
  );
}

/** Records a waiting delete request for the website: from now on it is being deleted (`being-deleted.ts`). */
export async function markBeingDeleted(db: Queryable, websiteId: string): Promise<void> {
  await db.query(`insert into publish_requests (website_id, kind, draft_version) values ($1, 'delete', 1)`, [
    websiteId,
  ]);
}

/**
 * Makes every delete of a user row fail (a trigger raising 'injected failure') until the answered
 * function is called: an account deletion then fails half-way, as with a lost database.
 */
export async function failUserDeletes(db: Queryable): Promise<() => Promise<void>> {
  const name = `fail_user_deletes_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await db.exec(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end; $$;
    create trigger ${name} before delete on users for each row execute function ${name}();`);
  return async () => {
    await db.exec(`drop trigger ${name} on users; drop function ${name}();`);
  };
}
