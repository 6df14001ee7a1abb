import { randomUUID } from 'node:crypto';
import { readWebsite } from '@sitewright/store/testing';
import { expect } from 'vitest';
import { byCapability, byMembership, bySignedIn, refusals } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

const members = { kind: 'members' } as const;
const signedIn = { kind: 'signed-in' } as const;

const answers = {
  businessName: 'Cedar Dental',
  description: 'Family dentistry, check-ups, whitening and emergency appointments in central Bristol.',
  location: 'Bristol, UK',
  industry: 'dentist-office',
};

/** Spec §3 website list, §4 editing control and web-address availability, §6 edit and delete; live updates. */
export const websiteRoutes: RouteTable = {
  'POST /api/websites': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('POST', '/api/websites', { json: answers, token }),
      expected: bySignedIn(201),
      async allowed(answer, { app, world }) {
        expect((await readWebsite(app.db, answer.body.id))?.ownerId).toBe(world.actor?.id);
      },
    },
    {
      // Spec §1 link import: a link that cannot be fetched (the importer refuses it) still creates.
      variant: 'with a link to import',
      rule: signedIn,
      call: ({ app, token }) =>
        app.call('POST', '/api/websites', {
          json: { ...answers, link: 'https://cedar-dental.localhost/' },
          token,
        }),
      expected: bySignedIn(201),
      allowed: (answer) => expect(answer.body.outcome).toBe('noContentImported'),
    },
  ],
  'GET /api/websites': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('GET', '/api/websites', { token }),
      expected: bySignedIn(200),
      allowed(answer, { world, actor }) {
        const ids = answer.body.websites.map((w: { draftId: string }) => w.draftId);
        expect(ids.includes(world.siteId), `${actor} lists the website`).toBe(
          actor === 'owner' || actor === 'editor',
        );
      },
    },
  ],
  'GET /api/websites/creation/{creationId}/events': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.stream(`/api/websites/creation/${randomUUID()}/events`, token),
      expected: bySignedIn(200),
      allowed: (answer) => expect(answer.firstEvent).toContain('event: ready'),
    },
  ],
  'GET /api/websites/{websiteId}': [
    {
      rule: members,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}`, { token }),
      expected: byMembership(200),
      allowed: (answer, { actor }) => expect(answer.body.role).toBe(actor === 'owner' ? 'Owner' : 'Editor'),
    },
  ],
  'DELETE /api/websites/{websiteId}': [
    {
      rule: { kind: 'capability', capability: 'deleteWebsite' },
      call: ({ app, world, token }) => app.call('DELETE', `/api/websites/${world.siteId}`, { token }),
      expected: byCapability('deleteWebsite', 202),
    },
  ],
  'PUT /api/websites/{websiteId}/draft': [
    {
      rule: { kind: 'capability', capability: 'editContentAndSettings' },
      world: { actorHoldsControl: true },
      async prepare({ app, world }) {
        const stored = (await readWebsite(app.db, world.siteId))!;
        return { body: JSON.stringify({ document: stored.draft, baseVersion: stored.draftVersion }) };
      },
      call: ({ app, world, token, given }) =>
        app.call('PUT', `/api/websites/${world.siteId}/draft`, { json: JSON.parse(given.body!), token }),
      expected: byCapability('editContentAndSettings', 200),
    },
  ],
  'POST /api/websites/{websiteId}/edit-control': [
    {
      rule: { kind: 'capability', capability: 'takeEditControl' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/edit-control`, { token }),
      expected: byCapability('takeEditControl', 200),
    },
  ],
  'GET /api/handles/{handle}': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('GET', '/api/handles/cedar-dental-bristol', { token }),
      expected: bySignedIn(200),
    },
    {
      // Naming a website asks whether it may keep its own address: only its members may name it.
      variant: 'for a website (?websiteId=)',
      rule: members,
      call: ({ app, world, token }) =>
        app.call('GET', `/api/handles/${world.handle}?websiteId=${world.siteId}`, { token }),
      expected: byMembership(200),
      allowed: (answer) => expect(answer.body.available).toBe(true),
    },
  ],
  'POST /api/live/ticket': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('POST', '/api/live/ticket', { token }),
      expected: bySignedIn(201),
    },
  ],
  'GET /api/live': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.stream('/api/live', token),
      expected: bySignedIn(200),
      allowed: (answer) => expect(answer.firstEvent).toContain('event: ready'),
    },
    {
      variant: 'with a ticket (EventSource)',
      rule: signedIn,
      async prepare({ app, token }) {
        if (!token) return { ticket: 'not-a-ticket' };
        return { ticket: (await app.call('POST', '/api/live/ticket', { token })).body.ticket };
      },
      call: ({ app, given }) =>
        app.stream(`/api/live?ticket=${encodeURIComponent(given.ticket!)}`, undefined),
      expected: { ...bySignedIn(200), anonymous: refusals.noToken },
      allowed: (answer) => expect(answer.firstEvent).toContain('event: ready'),
    },
  ],
};
