import { randomBytes } from 'node:crypto';
import { setDomainModifiedAt } from '@sitewright/store/testing';
import { expect } from 'vitest';
import { byCapability, byMembership, bySignedIn, type Expected, refusals } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

/**
 * Delete and reconnect belong to the account the domain is recorded under (the owner connected
 * it); everyone else is told 'Website domain not owned.' (spec §8), members included.
 */
const domainUserOnly = (status: number, user: 'owner' | 'editor' = 'owner'): Expected => ({
  owner: refusals.domainNotOwned,
  editor: refusals.domainNotOwned,
  pending: refusals.domainNotOwned,
  revoked: refusals.domainNotOwned,
  other: refusals.domainNotOwned,
  anonymous: refusals.noToken,
  [user]: { status },
});

const domainPath = (domain: string | null, action = '') => `/api/domains/${domain}${action}`;

/**
 * A domain connected by an editor who was removed since (world `domainUser: 'revoked'`): §6 access
 * follows membership now, so the row's user no longer manages it, and nobody else ever did.
 */
const leftByRemovedEditor: Expected = {
  owner: refusals.domainNotOwned,
  editor: refusals.domainNotOwned,
  pending: refusals.domainNotOwned,
  revoked: refusals.domainNotOwned,
  other: refusals.domainNotOwned,
  anonymous: refusals.noToken,
};

/** Spec §3 / §4 custom domains, §6 "Disconnect domains" (owner only), §7 the disconnect e-mail. */
export const domainRoutes: RouteTable = {
  'GET /api/domains': [
    {
      // Spec §7 "domains queried by userId": the caller's own domains, never the owner's.
      rule: { kind: 'signed-in' },
      call: ({ app, token }) => app.call('GET', '/api/domains', { token }),
      expected: bySignedIn(200),
      allowed(answer, { world, actor }) {
        const names = JSON.stringify(answer.body);
        expect(names.includes(world.domain!), `${actor} lists the owner's domain`).toBe(actor === 'owner');
      },
    },
    {
      // Connected by an editor who was removed since: it is the website's now, in nobody's own list.
      variant: 'a domain a removed editor connected',
      rule: { kind: 'signed-in' },
      world: { domainUser: 'revoked' },
      call: ({ app, token }) => app.call('GET', '/api/domains', { token }),
      expected: bySignedIn(200),
      allowed(answer, { world, actor }) {
        expect(JSON.stringify(answer.body).includes(world.domain!), `${actor} lists it`).toBe(false);
      },
    },
    {
      variant: 'of a website (?websiteId=)',
      rule: { kind: 'members' },
      call: ({ app, world, token }) => app.call('GET', `/api/domains?websiteId=${world.siteId}`, { token }),
      expected: byMembership(200),
      allowed: (answer, { world }) => expect(JSON.stringify(answer.body)).toContain(world.domain),
    },
  ],
  'POST /api/domains': [
    {
      // Connecting is a setting of the website (README "Domains": owner or editor).
      rule: { kind: 'capability', capability: 'editContentAndSettings' },
      world: { domain: null },
      call: ({ app, world, token }) =>
        app.call('POST', '/api/domains', {
          json: { domainName: `www.${randomBytes(5).toString('hex')}.example.com`, websiteId: world.siteId },
          token,
        }),
      expected: byCapability('editContentAndSettings', 201),
    },
  ],
  'POST /api/domains/{domainName}/check': [
    {
      rule: { kind: 'members' },
      world: { domain: 'PendingOwnershipVerification' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/check'), { token }),
      expected: byMembership(200, { nonMember: refusals.domainNotOwned }),
    },
    {
      variant: 'a domain a removed editor connected',
      rule: { kind: 'members' },
      world: { domain: 'PendingOwnershipVerification', domainUser: 'revoked' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/check'), { token }),
      expected: byMembership(200, { nonMember: refusals.domainNotOwned }),
    },
  ],
  'DELETE /api/domains/{domainName}': [
    {
      rule: { kind: 'domain-user' },
      world: { domain: 'PendingOwnershipVerification' },
      call: ({ app, world, token }) => app.call('DELETE', domainPath(world.domain), { token }),
      expected: domainUserOnly(204),
    },
    {
      variant: 'a domain an editor connected',
      rule: { kind: 'domain-user' },
      world: { domain: 'PendingOwnershipVerification', domainUser: 'editor' },
      call: ({ app, world, token }) => app.call('DELETE', domainPath(world.domain), { token }),
      expected: domainUserOnly(204, 'editor'),
    },
    {
      variant: 'a domain a removed editor connected',
      rule: { kind: 'domain-user' },
      world: { domain: 'PendingOwnershipVerification', domainUser: 'revoked' },
      call: ({ app, world, token }) => app.call('DELETE', domainPath(world.domain), { token }),
      expected: leftByRemovedEditor,
    },
  ],
  'POST /api/domains/{domainName}/reconnect': [
    {
      rule: { kind: 'domain-user' },
      world: { domain: 'Failed' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/reconnect'), { token }),
      expected: domainUserOnly(200),
    },
    {
      variant: 'a domain a removed editor connected',
      rule: { kind: 'domain-user' },
      world: { domain: 'Failed', domainUser: 'revoked' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/reconnect'), { token }),
      expected: leftByRemovedEditor,
    },
  ],
  'POST /api/domains/{domainName}/disconnect': [
    {
      rule: { kind: 'capability', capability: 'disconnectDomains' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/disconnect'), { token }),
      expected: byCapability('disconnectDomains', 200, {
        member: refusals.disconnectFailed,
        nonMember: refusals.domainNotOwned,
      }),
    },
    {
      // §6 is about the website, not about who connected the domain: an editor who did still may not.
      variant: 'a domain an editor connected',
      rule: { kind: 'capability', capability: 'disconnectDomains' },
      world: { domainUser: 'editor' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/disconnect'), { token }),
      expected: byCapability('disconnectDomains', 200, {
        member: refusals.disconnectFailed,
        nonMember: refusals.domainNotOwned,
      }),
    },
    {
      // The owner still may; the editor who connected it and was removed is a stranger to it now.
      variant: 'a domain a removed editor connected',
      rule: { kind: 'capability', capability: 'disconnectDomains' },
      world: { domainUser: 'revoked' },
      call: ({ app, world, token }) => app.call('POST', domainPath(world.domain, '/disconnect'), { token }),
      expected: byCapability('disconnectDomains', 200, {
        member: refusals.disconnectFailed,
        nonMember: refusals.domainNotOwned,
      }),
    },
  ],
  'POST /api/entri/email-service/send-disconnect-email': [
    {
      // After the owner disconnected a domain last changed over 7 days ago (§4: the e-mail is due).
      rule: { kind: 'members' },
      async prepare({ app, world }) {
        if (!world.domain) throw new Error('this world has no domain');
        await setDomainModifiedAt(app.db, world.domain, new Date(Date.now() - 8 * 24 * 60 * 60_000));
        const done = await app.call('POST', domainPath(world.domain, '/disconnect'), {
          token: world.people.owner.token,
        });
        if (done.body.sendDisconnectEmail !== true)
          throw new Error(`disconnect: ${JSON.stringify(done.body)}`);
        return {};
      },
      call: ({ app, world, token }) =>
        app.call('POST', '/api/entri/email-service/send-disconnect-email', {
          json: { websiteId: world.siteId, domain: world.domain, companyName: 'Rosa Bakery' },
          token,
        }),
      expected: byMembership(200),
      allowed: (answer) => expect(answer.body).toEqual({ sent: true }),
    },
  ],
};
