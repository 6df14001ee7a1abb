import { expect } from 'vitest';
import { byAnyone, byCapability, byMembership, refusals } from '../support/access-rules.ts';
import type { CaseContext, RouteCase, RouteTable } from '../support/route-case.ts';
import { onePixelPng, uniqueEmail } from '../support/world.ts';

/** Spec §8 storage errors: unauthenticated (401), unauthorized (403) — for non-members too. */
const storageStyle = { nonMember: refusals.storageUnauthorized, anonymous: refusals.storageUnauthenticated };

/** An upload is content of the website: §6 "Edit content and settings". */
const upload = (target: string): RouteCase => ({
  rule: { kind: 'capability', capability: 'editContentAndSettings' },
  call: ({ app, world, token }: CaseContext) =>
    app.call('POST', `/api/websites/${world.siteId}/${target}`, {
      file: { bytes: onePixelPng, name: 'pixel.png' },
      token,
    }),
  expected: byCapability('editContentAndSettings', 201, storageStyle),
});

const asJson = { accept: 'application/json' };

/** Spec §5 uploads, the published site's visitor forms, and the contacts export (§8 'Contact export failed'). */
export const uploadAndFormRoutes: RouteTable = {
  'POST /api/websites/{websiteId}/images': [upload('images')],
  'POST /api/websites/{websiteId}/logo': [upload('logo')],
  'POST /api/websites/{websiteId}/browser-icon': [upload('browser-icon')],
  'GET /api/uploads/{folder}/{file}': [
    {
      // Published sites show uploads to every visitor.
      rule: { kind: 'public' },
      call: ({ app, world, token }) => app.call('GET', world.uploadPath, { token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/sites/{websiteId}/contact': [
    {
      rule: { kind: 'public' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/sites/${world.siteId}/contact`, {
          form: {
            'field-name': 'Ben',
            'field-email': 'ben@example.com',
            'field-message': 'A quote, please.',
          },
          headers: asJson,
          token,
        }),
      expected: byAnyone(200),
      // The owner is e-mailed the message after the answer: wait for it, so that it does not land
      // in the next case's snapshots.
      async allowed(_answer, { app, world }) {
        const deadline = Date.now() + 10_000;
        while (
          !app.mailer.sent.some(
            (mail) => mail.to === world.people.owner.email && mail.text.includes('A quote, please.'),
          )
        ) {
          if (Date.now() > deadline) throw new Error('the owner was not e-mailed the message');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    },
  ],
  'POST /api/sites/{websiteId}/newsletter': [
    {
      rule: { kind: 'public' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/sites/${world.siteId}/newsletter`, {
          form: { email: uniqueEmail('reader') },
          headers: asJson,
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'GET /api/websites/{websiteId}/contacts.csv': [
    {
      rule: { kind: 'members' },
      call: ({ app, world, token }) =>
        app.call('GET', `/api/websites/${world.siteId}/contacts.csv`, { token }),
      expected: byMembership(200, { nonMember: refusals.exportRefused }),
      allowed: (answer) => expect(answer.body).toContain('Is Monday free?'),
    },
  ],
};
