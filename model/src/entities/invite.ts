import { z } from 'zod';
import { entityId, identityEmail, timestamp } from './common.ts';

/**
 * Spec §3 "Invite": an editor invitation to one website. The e-mail is trimmed and lower-cased
 * when parsed (§4 "Invite e-mails are trimmed and lower-cased"). Its state (Accepted, Pending,
 * Expired) is derived in `states/`, not stored.
 */
export const invite = z.object({
  id: entityId,
  invitedUserEmail: identityEmail,
  /** Set when the invited user accepts (signed in with the invited e-mail, §6). */
  invitedUserId: entityId.nullable(),
  websiteId: entityId,
  role: z.literal('Collaborator'),
  accepted: z.boolean(),
  createdAt: timestamp,
});
export type Invite = z.infer<typeof invite>;

/** The body of POST /api/invite/create (spec §7). */
export const createInviteRequest = invite.pick({ invitedUserEmail: true, websiteId: true, role: true });
export type CreateInviteRequest = z.infer<typeof createInviteRequest>;
