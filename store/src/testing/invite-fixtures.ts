import type { Queryable } from '../database/database.ts';

/**
 * Inserts an invite row as it may stand in the database, including shapes the api never makes
 * itself: an accepted invite that names no user yet (an invite carried over from the hosted
 * document database, where only the e-mail was kept). Answers its id.
 */
export async function insertInviteRow(
  db: Queryable,
  input: {
    websiteId: string;
    email: string;
    invitedUserId?: string | null;
    accepted?: boolean;
    createdAt?: Date;
  },
): Promise<string> {
  const createdAt = input.createdAt ?? new Date();
  const accepted = input.accepted ?? false;
  const { rows } = await db.query<{ id: string }>(
    `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at, created_at, last_sent_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [
      input.websiteId,
      input.email,
      input.invitedUserId ?? null,
      accepted,
      accepted ? createdAt : null,
      createdAt,
    ],
  );
  return rows[0]!.id;
}

/** When the website was last shared (the draft's `lastSharedAt`: an invitation was sent), or null. */
export async function websiteLastSharedAt(db: Queryable, websiteId: string): Promise<Date | null> {
  const { rows } = await db.query<{ last_shared_at: Date | null }>(
    'select last_shared_at from websites where id = $1',
    [websiteId],
  );
  return rows[0]?.last_shared_at ?? null;
}

/**
 * Makes every insert into `invites` fail (a trigger raising 'injected failure') until the answered
 * function is called: for proving a change that fails half-way leaves nothing behind.
 */
export async function failInviteInserts(db: Queryable): Promise<() => Promise<void>> {
  const name = `fail_invites_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await db.exec(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end; $$;
    create trigger ${name} before insert on invites for each row execute function ${name}();`);
  return async () => {
    await db.exec(`drop trigger ${name} on invites; drop function ${name}();`);
  };
}
