import { findUserById } from '@sitewright/store';
import { expect } from 'vitest';
import { bySignedIn } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

const signedIn = { kind: 'signed-in' } as const;

/**
 * Spec §2 Account and §4 account deletion: every signed-in person has an account of their own,
 * whatever their role on the world's website; anonymous callers have none.
 */
export const accountRoutes: RouteTable = {
  'GET /api/account': [
    {
      rule: signedIn,
      call: ({ app, token }) => app.call('GET', '/api/account', { token }),
      expected: bySignedIn(200),
      allowed: (answer, { world }) => expect(answer.body.id).toBe(world.actor?.id),
    },
  ],
  'PATCH /api/account': [
    {
      rule: signedIn,
      call: ({ app, token }) =>
        app.call('PATCH', '/api/account', { json: { displayName: 'Renamed Person' }, token }),
      expected: bySignedIn(200),
    },
  ],
  'POST /api/account/deletion/feedback': [
    {
      rule: signedIn,
      call: ({ app, token }) =>
        app.call('POST', '/api/account/deletion/feedback', {
          json: { reason: 'Other', text: 'Moving on.' },
          token,
        }),
      expected: bySignedIn(201),
    },
  ],
  'DELETE /api/account': [
    {
      // Stage 2 with the caller's own stage-1 token (anonymous holds the owner's): §4 deletion.
      rule: signedIn,
      async prepare({ app, world }) {
        const { body } = await app.call('POST', '/api/account/deletion/feedback', {
          json: { reason: 'Other' },
          token: (world.actor ?? world.people.owner).token,
        });
        return { deletionToken: body.deletionToken };
      },
      call: ({ app, token, given }) =>
        app.call('DELETE', '/api/account', {
          json: { deletionToken: given.deletionToken, confirm: true },
          token,
        }),
      expected: bySignedIn(204),
      async allowed(_answer, { app, world }) {
        expect(await findUserById(app.db, world.actor!.id)).toBe(undefined);
      },
    },
  ],
};
