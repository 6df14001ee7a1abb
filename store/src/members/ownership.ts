import type { Queryable } from '../database/database.ts';
import { transferDomainsOfWebsite } from '../domains/domain-owners.ts';
import { type InviteRecord, type InviteRow, inviteColumns, inviteRecord } from './invites.ts';
import { inviteForUserSql } from './member-rule.ts';

/**
 * Ownership transfer (spec §4): the new owner, an editor, becomes the owner; the former owner
 * becomes an editor (an accepted invite) whom the new owner may remove. The caller holds the
 * website's row lock (`findMemberAccess` with `lock`) for the whole change.
 */

/** An editor who may become the owner, with the invite that makes them one. */
export interface TransferTarget {
  id: string;
  email: string;
  displayName: string | null;
  inviteId: string;
}

/**
 * The user `userId` when they are an editor of the website (their accepted invite, by the member
 * rule), with their user row locked until the transaction ends (their owned-website count stays
 * true while they receive the website).
 */
export async function findTransferTarget(
  tx: Queryable,
  websiteId: string,
  userId: string,
): Promise<TransferTarget | undefined> {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    display_name: string | null;
    invite_id: string;
  }>(
    `select u.id, u.email, u.display_name, i.id as invite_id
     from invites i join users u on u.id = $2
     where i.website_id = $1 and i.accepted and ${inviteForUserSql('i', 'u.id', 'u.email')}
     for update of u`,
    [websiteId, userId],
  );
  const row = rows[0];
  return row && { id: row.id, email: row.email, displayName: row.display_name, inviteId: row.invite_id };
}

/**
 * Moves the website to `to` and makes `from` (the former owner) its editor, at `now`. The owner
 * column is the truth and the draft's `userId` (spec §3) follows it. Whoever holds edit control
 * keeps it (spec §4): a former owner holding it implicitly (no last modifier) is recorded, so
 * control does not move under their hands. The new owner's invite goes (owners need none), as
 * does any other invite to the former owner's e-mail. The website's custom domains go with it
 * (`handle`: its published address, whose domains the former owner held), so the new owner can
 * manage them (spec §6).
 * @returns the former owner's new accepted invite.
 */
export async function transferOwnership(
  tx: Queryable,
  input: {
    websiteId: string;
    from: { id: string; email: string };
    to: { id: string; inviteId: string };
    now: Date;
  },
): Promise<InviteRecord> {
  const { websiteId, from, to, now } = input;
  await tx.query(
    `update websites set user_id = $2,
       draft = jsonb_set(
         case when draft ? 'userId' then jsonb_set(draft, '{userId}', to_jsonb($5::text)) else draft end,
         '{lastModifiedBy}',
         coalesce(nullif(draft->'lastModifiedBy', 'null'::jsonb), jsonb_build_object('userId', $3::text,
           'timestamp', to_char($4::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
     where id = $1`,
    [websiteId, to.id, from.id, now, to.id],
  );
  await tx.query('delete from invites where id = $1', [to.inviteId]);
  await tx.query('delete from invites where website_id = $1 and invited_user_email = $2', [
    websiteId,
    from.email,
  ]);
  const { rows } = await tx.query<InviteRow>(
    `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at, created_at, last_sent_at)
     values ($1, $2, $3, true, $4, $4, $4) returning ${inviteColumns}`,
    [websiteId, from.email, from.id, now],
  );
  // Every domain connected to the website follows it, published or not (by the website, never its address).
  await transferDomainsOfWebsite(tx, { websiteId, fromUserId: from.id, toUserId: to.id });
  return inviteRecord(rows[0]!);
}
