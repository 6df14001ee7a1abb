import { type Capability, may, type WebsiteRole } from '@sitewright/model';
import type { Actor } from './world.ts';

/** What a caller must get: the status, and for a refusal its `code`. */
export interface Outcome {
  status: number;
  code?: string;
}
export type Expected = Record<Actor, Outcome>;

/**
 * Who may make a call, in the words of spec §6 (and §1 / §7 for calls outside the table):
 * - `capability`: a row of the §6 table, decided for Owner and Editor by the model's `may`;
 * - `members`: the website's owner and its accepted editors (reading it; §6 "for non-owners the
 *   owner's e-mail is fetched from the server");
 * - `domain-user`: the account a domain is recorded under (README "Domains" decisions);
 * - `invited-email`: §6 "accepts only when signed in with the invited e-mail";
 * - `signed-in`: §6 "every product call carries the user's bearer token", nothing else asked;
 * - `public`: sign-in, visitor forms, free tools, page views, uploads served, the API document;
 * - `trial-cookie`: the browser holding a trial's cookie (docs/decisions/trial.md), there the
 *   `anonymous` caller: no bearer token, only the cookie.
 */
export type AccessRule =
  | { kind: 'capability'; capability: Capability }
  | { kind: 'members' | 'domain-user' | 'invited-email' | 'signed-in' | 'public' | 'trial-cookie' };

export const refusals = {
  noToken: { status: 401, code: 'invalid-authorization-token' },
  websiteNotFound: { status: 404, code: 'website-not-found' },
  ownerOnly: { status: 403, code: 'owner-only' },
  inviteGeneric: { status: 404, code: 'invite-generic' },
  inviteWrongAccount: { status: 403, code: 'invite-wrong-account' },
  domainNotOwned: { status: 403, code: 'domain-not-owned' },
  disconnectFailed: { status: 403, code: 'domain-disconnect-failed' },
  storageUnauthenticated: { status: 401, code: 'storage/unauthenticated' },
  storageUnauthorized: { status: 403, code: 'storage/unauthorized' },
  exportRefused: { status: 403, code: 'contact-export-failed' },
} as const satisfies Record<string, Outcome>;

/** How an area answers the callers a rule refuses (each area's documented convention). */
export interface RefusalStyle {
  /** A member whose role the §6 table refuses. @defaultValue 403 owner-only */
  member?: Outcome;
  /** Pending invitee, revoked editor, another user: not a member. @defaultValue 404 website-not-found */
  nonMember?: Outcome;
  /** No bearer token. @defaultValue 401 invalid-authorization-token */
  anonymous?: Outcome;
}

const ok = (status: number): Outcome => ({ status });

/** The answers of a §6 capability: Owner and Editor as the table says, nobody else. */
export function byCapability(capability: Capability, status: number, style: RefusalStyle = {}): Expected {
  const member = style.member ?? refusals.ownerOnly;
  const nonMember = style.nonMember ?? refusals.websiteNotFound;
  const as = (role: WebsiteRole) => (may(role, capability) ? ok(status) : member);
  return {
    owner: as('Owner'),
    editor: as('Editor'),
    pending: nonMember,
    revoked: nonMember,
    other: nonMember,
    anonymous: style.anonymous ?? refusals.noToken,
  };
}

/** Owner and accepted editors; everybody else refused as a non-member. */
export function byMembership(status: number, style: RefusalStyle = {}): Expected {
  const nonMember = style.nonMember ?? refusals.websiteNotFound;
  return {
    owner: ok(status),
    editor: ok(status),
    pending: nonMember,
    revoked: nonMember,
    other: nonMember,
    anonymous: style.anonymous ?? refusals.noToken,
  };
}

/** Any signed-in caller, whatever their relation to the world's website. */
export function bySignedIn(status: number): Expected {
  return {
    owner: ok(status),
    editor: ok(status),
    pending: ok(status),
    revoked: ok(status),
    other: ok(status),
    anonymous: refusals.noToken,
  };
}

/** Anyone, with or without a token. */
export function byAnyone(status: number): Expected {
  return {
    owner: ok(status),
    editor: ok(status),
    pending: ok(status),
    revoked: ok(status),
    other: ok(status),
    anonymous: ok(status),
  };
}
