import type { RateRule } from '../http/rate-limit.ts';

const minutes = (n: number) => n * 60_000;

/**
 * The collaboration limits. Invitation e-mails are bounded per owner and per invite, so nobody
 * can use invitations to flood an inbox; the other calls share one generous per-user budget.
 * Over a limit: 429 `too-many-requests` with `Retry-After`.
 */
export const collaborationRateRules = {
  invitationsPerUser: { name: 'invitation-user', limit: 50, windowMs: minutes(60) },
  resendsPerInvite: { name: 'invitation-resend', limit: 5, windowMs: minutes(60) },
  changesPerUser: { name: 'collaboration-user', limit: 120, windowMs: minutes(15) },
} as const satisfies Record<string, RateRule>;
