import { ownedWebsiteLimit } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { catalogueRefusal, collaborationRefusal } from './errors.ts';
import { notifyInvitesChanged } from './invite-actions.ts';
import { type InviteRow, inviteView } from './invite-store.ts';
import { collaborationRateRules as rules } from './rate-rules.ts';
import { transferAnswer, transferParams } from './schemas.ts';
import { ownerAccess } from './website-access.ts';

const inviteColumns =
  'id, website_id, invited_user_email, invited_user_id, role, accepted, accepted_at, created_at, last_sent_at';

/** The new owner: an accepted editor of the website (spec §4), with their row locked. */
async function newOwnerOf(tx: Queryable, websiteId: string, newOwnerId: string) {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    display_name: string | null;
    invite_id: string;
  }>(
    `select u.id, u.email, u.display_name, i.id as invite_id
     from invites i join users u on u.id = $2
     where i.website_id = $1 and i.accepted
       and (i.invited_user_id = u.id or (i.invited_user_id is null and i.invited_user_email = u.email))
     for update of u`,
    [websiteId, newOwnerId],
  );
  return rows[0];
}

/**
 * Making an editor the owner (spec §4 "Ownership transfer", §6 'Make owner', §7, §8): the new
 * owner becomes the owner; the former owner becomes an editor (an accepted invite) whom the new
 * owner may remove. It cannot be undone (only the new owner can transfer it back).
 */
export function ownershipRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  routes.add(
    {
      method: 'post',
      path: '/websites/:websiteId/transfer-ownership/:newOwnerId',
      summary: 'Make an editor the owner (owner only); the former owner becomes an editor',
      description:
        'Refused when the new owner is not an accepted editor (409 `transfer-not-editor`) or already owns ' +
        'as many websites as the limit allows (409 `transfer-owner-limit`). Anything unexpected: 500 `transfer-failed`.',
      tags: ['collaboration'],
      auth: 'user',
      params: transferParams,
      responses: { 200: transferAnswer },
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 403, code: 'owner-only' },
        { status: 409, code: 'transfer-not-editor' },
        { status: 409, code: 'transfer-owner-limit' },
        { status: 500, code: 'transfer-failed' },
      ],
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user, now }) => {
      try {
        return await deps.db.transaction(async (tx) => {
          const access = await ownerAccess(tx, params.websiteId, user, { lock: true });
          const newOwner = await newOwnerOf(tx, access.websiteId, params.newOwnerId);
          if (!newOwner || newOwner.id === user.id) throw collaborationRefusal(409, 'transfer-not-editor');
          const owned = await tx.query<{ n: number }>(
            // Websites being deleted no longer count, as when creating one (`websites/website-rows.ts`).
            `select count(*)::int8 as n from websites w where w.user_id = $1 and not exists (
               select 1 from publish_requests r where r.website_id = w.id and r.kind = 'delete'
                 and r.state in ('queued', 'running'))`,
            [newOwner.id],
          );
          if ((owned.rows[0]?.n ?? 0) >= ownedWebsiteLimit(deps.config?.raisedLimits ?? false)) {
            throw catalogueRefusal(409, 'transfer-owner-limit');
          }
          // The column is the truth; the draft's `userId` (spec §3) follows it.
          // Whoever holds edit control keeps it (spec §4): a former owner holding it implicitly
          // (no last modifier) is recorded, so control does not move under their hands.
          await tx.query(
            `update websites set user_id = $2,
               draft = case when draft ? 'userId' then jsonb_set(draft, '{userId}', to_jsonb($5::text)) else draft end,
               last_modified_by = coalesce(last_modified_by, $3), last_modified_by_at = coalesce(last_modified_by_at, $4)
             where id = $1`,
            [access.websiteId, newOwner.id, user.id, now, newOwner.id],
          );
          await tx.query('delete from invites where id = $1', [newOwner.invite_id]);
          await tx.query('delete from invites where website_id = $1 and invited_user_email = $2', [
            access.websiteId,
            access.owner.email,
          ]);
          const { rows } = await tx.query<InviteRow>(
            `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at, created_at, last_sent_at)
             values ($1, $2, $3, true, $4, $4, $4) returning ${inviteColumns}`,
            [access.websiteId, access.owner.email, user.id, now],
          );
          const formerOwnerInvite = rows[0]!;
          // The website's custom domains go with it, so the new owner can manage them (spec §6).
          if (access.handle) {
            await tx.query(
              'update website_domains set user_id = $1 where user_id = $2 and website_name = $3',
              [newOwner.id, user.id, access.handle],
            );
          }
          await notifyInvitesChanged(tx, access.websiteId, formerOwnerInvite.id);
          return {
            websiteId: access.websiteId,
            owner: { userId: newOwner.id, email: newOwner.email, displayName: newOwner.display_name },
            formerOwnerInvite: inviteView(formerOwnerInvite, now),
          };
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        deps.logger.error({ err: error, websiteId: params.websiteId }, 'ownership transfer failed');
        throw catalogueRefusal(500, 'transfer-failed');
      }
    },
  );
}
