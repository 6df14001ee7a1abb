import { type Capability, may } from '@sitewright/model';
import { listWebsiteInvites } from '@sitewright/store';
import { deleteWebsiteRow, insertWebsiteWithDraft, readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type AppHarness, type Person, startApp, uniqueEmail } from './support/app.ts';

/**
 * Spec §6 "Roles and permissions", walked on the server: for the owner, an editor, a pending
 * invitee, a revoked editor, another signed-in user and an anonymous caller, every collaboration
 * and account call answers what the table allows — and a refusal writes nothing.
 */

const actors = ['owner', 'editor', 'pending', 'revoked', 'other', 'anonymous'] as const;
type Actor = (typeof actors)[number];

/** One website with its people, rebuilt for every call so that no answer depends on another. */
interface Scene {
  site: string;
  invites: { editor: string; colleague: string; pending: string; revoked: string };
}

interface Case {
  name: string;
  /** The §6 capability the call is, when it is one of the table's rows. */
  capability?: Capability;
  call(scene: Scene, token: string | undefined): Promise<Answer>;
  expected: Record<Actor, number>;
}

/** Statuses of a website-scoped owner-only call: owner `ok`, editor 403, everyone else 404, anonymous 401. */
const ownerOnly = (ok: number) => ({
  owner: ok,
  editor: 403,
  pending: 404,
  revoked: 404,
  other: 404,
  anonymous: 401,
});
/** Statuses of a members' read: owner and editor `ok`, everyone else 404. */
const membersOnly = (ok: number) => ({
  owner: ok,
  editor: ok,
  pending: 404,
  revoked: 404,
  other: 404,
  anonymous: 401,
});
/** Statuses of an account call: every signed-in caller `ok`, anonymous 401. */
const anySignedIn = (ok: number) => ({
  owner: ok,
  editor: ok,
  pending: ok,
  revoked: ok,
  other: ok,
  anonymous: 401,
});

describe('spec §6 on every collaboration and account call', { timeout: 120_000 }, () => {
  let h: AppHarness;
  const people = {} as Record<Exclude<Actor, 'anonymous'> | 'colleague', Person>;

  beforeAll(async () => {
    h = await startApp();
    for (const name of ['owner', 'editor', 'colleague', 'pending', 'revoked', 'other'] as const) {
      people[name] = await h.signIn(uniqueEmail(name));
      h.resetLimits();
    }
  }, 60_000);
  afterAll(() => h?.close());

  const invite = async (site: string, email: string) => {
    const answer = await h.call('POST', '/api/invite/create', {
      json: { invitedUserEmail: email, websiteId: site, role: 'Collaborator' },
      token: people.owner.token,
    });
    if (answer.status !== 201) throw new Error(`invite: ${JSON.stringify(answer)}`);
    return answer.body.invite.id as string;
  };
  const accept = async (person: Person, id: string) => {
    const answer = await h.call('POST', `/api/invite/accept/${id}`, { token: person.token });
    if (answer.status !== 200) throw new Error(`accept: ${JSON.stringify(answer)}`);
  };

  async function scene(): Promise<Scene> {
    h.resetLimits();
    const site = `site-${uniqueEmail('s').split('@')[0]}`;
    await insertWebsiteWithDraft(h.db, {
      id: site,
      userId: people.owner.id,
      draft: {
        version: '1.0',
        userId: people.owner.id,
        websiteSettings: { id: site, businessName: 'Table Test' },
      },
    });
    const editor = await invite(site, people.editor.email);
    await accept(people.editor, editor);
    const colleague = await invite(site, people.colleague.email);
    await accept(people.colleague, colleague);
    const pending = await invite(site, people.pending.email);
    const revoked = await invite(site, people.revoked.email);
    await accept(people.revoked, revoked);
    const removed = await h.call('DELETE', `/api/invite/delete/${revoked}`, { token: people.owner.token });
    if (removed.status !== 204) throw new Error('could not revoke');
    return { site, invites: { editor, colleague, pending, revoked } };
  }

  /** What a refused call must leave untouched. */
  const snapshot = async (site: string) =>
    JSON.stringify([
      await readWebsite(h.db, site),
      (await listWebsiteInvites(h.db, site)).sort((a, b) => a.id.localeCompare(b.id)),
    ]);

  const cases: Case[] = [
    {
      name: 'POST /api/invite/create',
      capability: 'inviteEditor',
      call: (s, token) =>
        h.call('POST', '/api/invite/create', {
          json: { invitedUserEmail: uniqueEmail('new'), websiteId: s.site, role: 'Collaborator' },
          token,
        }),
      expected: ownerOnly(201),
    },
    {
      name: 'POST /api/invite/resend/{inviteId}',
      capability: 'resendInvitation',
      call: (s, token) => h.call('POST', `/api/invite/resend/${s.invites.pending}`, { token }),
      expected: ownerOnly(200),
    },
    {
      name: "DELETE /api/invite/delete/{inviteId} of another editor ('Remove')",
      capability: 'removeEditor',
      call: (s, token) => h.call('DELETE', `/api/invite/delete/${s.invites.colleague}`, { token }),
      expected: ownerOnly(204),
    },
    {
      name: "DELETE /api/invite/delete/{inviteId} of the editor's own invite ('Remove Self')",
      capability: 'removeSelf',
      call: (s, token) => h.call('DELETE', `/api/invite/delete/${s.invites.editor}`, { token }),
      // The owner removing that editor is 'Remove'; for everyone else it is not theirs to see.
      expected: { ...ownerOnly(204), editor: 204 },
    },
    {
      name: "POST /api/websites/{websiteId}/transfer-ownership/{newOwnerId} ('Make owner')",
      capability: 'makeOwner',
      call: (s, token) =>
        h.call('POST', `/api/websites/${s.site}/transfer-ownership/${people.colleague.id}`, { token }),
      expected: ownerOnly(200),
    },
    {
      name: 'POST /api/invite/accept/{inviteId} (only with the invited e-mail)',
      call: (s, token) => h.call('POST', `/api/invite/accept/${s.invites.pending}`, { token }),
      expected: { owner: 403, editor: 403, pending: 200, revoked: 403, other: 403, anonymous: 401 },
    },
    {
      name: 'POST /api/invite/accept/{inviteId} of a revoked invite',
      call: (s, token) => h.call('POST', `/api/invite/accept/${s.invites.revoked}`, { token }),
      expected: anySignedIn(404),
    },
    {
      name: 'GET /api/websites/{websiteId}/owner',
      call: (s, token) => h.call('GET', `/api/websites/${s.site}/owner`, { token }),
      expected: membersOnly(200),
    },
    {
      name: 'GET /api/websites/{websiteId}/editors',
      call: (s, token) => h.call('GET', `/api/websites/${s.site}/editors`, { token }),
      expected: membersOnly(200),
    },
    {
      name: 'GET /api/account',
      call: (_s, token) => h.call('GET', '/api/account', { token }),
      expected: anySignedIn(200),
    },
    {
      name: 'PATCH /api/account',
      call: (_s, token) => h.call('PATCH', '/api/account', { json: { displayName: 'Same Name' }, token }),
      expected: anySignedIn(200),
    },
    {
      name: 'POST /api/account/deletion/feedback',
      call: (_s, token) =>
        h.call('POST', '/api/account/deletion/feedback', { json: { reason: 'Other' }, token }),
      expected: anySignedIn(201),
    },
    {
      name: 'DELETE /api/account (another stage-1 token)',
      call: (_s, token) =>
        h.call('DELETE', '/api/account', {
          json: { deletionToken: 'not-from-stage-1', confirm: true },
          token,
        }),
      expected: anySignedIn(400),
    },
  ];

  it('the expectations follow the model’s §6 table for owner and editor', () => {
    for (const c of cases.filter((c) => c.capability)) {
      const capability = c.capability!;
      // 'Remove Self' is n/a for an owner; the same call by the owner is 'Remove'.
      const ownerMay = capability === 'removeSelf' ? may('Owner', 'removeEditor') : may('Owner', capability);
      expect(c.expected.owner < 300, c.name).toBe(ownerMay);
      expect(c.expected.editor < 300, c.name).toBe(may('Editor', capability));
    }
  });

  for (const c of cases) {
    it.each(actors)(`${c.name} — %s`, async (actor) => {
      const s = await scene();
      const before = await snapshot(s.site);
      const token = actor === 'anonymous' ? undefined : people[actor].token;
      const answer = await c.call(s, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(c.expected[actor]);
      if (answer.status >= 400) {
        expect(answer.body).toEqual({ code: expect.any(String), message: expect.any(String) });
        expect(await snapshot(s.site)).toBe(before);
      }
      await deleteWebsiteRow(h.db, s.site);
    });
  }
});
