import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthKeys } from '../auth/index.ts';
import type { AuthUser } from '../contract/index.ts';

/**
 * Short-lived tickets for the streams (`GET /api/live`, creation progress). A browser's
 * EventSource cannot send an `Authorization` header, so the SPA trades its bearer token for a
 * ticket (`POST /api/live/ticket`) and opens `…?ticket=…`. A ticket is signed (HMAC-SHA256 under the
 * api's secret-hash key, its own domain prefix), names the user and the session, lives 60 s, and
 * opens one stream in this process. The session is checked again when the ticket is used.
 */
export const liveTicketTtlMs = 60_000;

interface TicketClaims {
  /** user id */
  u: string;
  /** session id */
  s: string;
  /** expiry, ms since epoch */
  e: number;
  /** nonce: what "used once" remembers */
  n: string;
}

const sign = (keys: AuthKeys, body: string) =>
  createHmac('sha256', keys.secretHash).update(`live-ticket\u0000${body}`).digest('base64url');

/** Mints a ticket for `user` valid until `now + liveTicketTtlMs`. */
export function mintLiveTicket(
  keys: AuthKeys,
  user: AuthUser,
  now: Date,
): { ticket: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + liveTicketTtlMs);
  const claims: TicketClaims = {
    u: user.id,
    s: user.sessionId,
    e: expiresAt.getTime(),
    n: randomBytes(12).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ticket: `${body}.${sign(keys, body)}`, expiresAt };
}

/** The user and session a ticket names, or null when it is forged, malformed or expired. */
export function readLiveTicket(
  keys: AuthKeys,
  ticket: string,
  now: Date,
): { userId: string; sessionId: string; nonce: string; expiresAt: number } | null {
  if (ticket.length > 1024) return null;
  const [body, mac, extra] = ticket.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(keys, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TicketClaims>;
    if (typeof claims.u !== 'string' || typeof claims.s !== 'string' || typeof claims.n !== 'string')
      return null;
    if (typeof claims.e !== 'number' || claims.e <= now.getTime()) return null;
    return { userId: claims.u, sessionId: claims.s, nonce: claims.n, expiresAt: claims.e };
  } catch {
    return null;
  }
}

/** Remembers the tickets used in this process until they expire, so each opens one stream. */
export function createTicketBook(): { spend(nonce: string, expiresAt: number, now: Date): boolean } {
  const spent = new Map<string, number>();
  return {
    spend(nonce, expiresAt, now) {
      const at = now.getTime();
      if (spent.size > 1000) for (const [n, e] of spent) if (e <= at) spent.delete(n);
      if (spent.has(nonce)) return false;
      spent.set(nonce, expiresAt);
      return true;
    },
  };
}
