import { durations } from '@sitewright/model';
import { findInvite } from '@sitewright/store';
import { insertInviteRow } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createWorld, type World } from './testing/world.ts';

describe('accept, remove, remove self, resend (spec §4, §6, §8 Invites)', () => {
  let h: AuthHarness;
  let w: World;
  beforeAll(async () => {
    h = await startAuthHarness();
    w = await createWorld(h);
  });
  afterAll(async () => {
    await w?.close();
    await h?.close();
  });
  beforeEach(() => h.limiter.reset());

  const inviteRow = async (id: string) => {
    const invite = await findInvite(h.db, id);
    return invite && { accepted: invite.accepted, invitedUserId: invite.invitedUserId };
  };

  it('accepts only when signed in with the invited e-mail, recording the user and the flag', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const invitee = await w.person('invitee');
    const other = await w.person('other');
    const { body } = await w.invite(owner, site, invitee.email);
    expect(await w.accept(other, body.invite.id)).toMatchObject({
      status: 403,
      body: {
        code: 'invite-wrong-account',
        message:
          'You are signed in with a different account. Please sign in with the email address the invitation was sent to.',
      },
    });
    expect(await w.accept(owner, body.invite.id)).toMatchObject({
      status: 403,
      body: { code: 'invite-wrong-account' },
    });
    expect(await inviteRow(body.invite.id)).toEqual({ accepted: false, invitedUserId: null });
    expect(await h.post(`/api/invite/accept/${body.invite.id}`)).toMatchObject({ status: 401 });

    const accepted = await w.accept(invitee, body.invite.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.invite).toMatchObject({
      id: body.invite.id,
      websiteId: site,
      accepted: true,
      invitedUserId: invitee.id,
      state: 'Accepted',
      stateLabel: 'Editor',
    });
    expect(await inviteRow(body.invite.id)).toEqual({ accepted: true, invitedUserId: invitee.id });
    // Accepting twice answers the same; the owner hears of it.
    expect((await w.accept(invitee, body.invite.id)).status).toBe(200);
    expect(await w.waitForEvent(owner.id, 'invite-changed')).toMatchObject({ websiteId: site });
  });

  it('an invitation is valid 7 days: exactly 7 days is Pending, a millisecond more is Expired (410)', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const early = await w.person('early');
    const late = await w.person('late');
    const a = await w.invite(owner, site, early.email);
    const b = await w.invite(owner, site, late.email);
    h.clock.advance(durations.inviteValidity);
    expect((await w.accept(await w.again(early), a.body.invite.id)).status).toBe(200);
    h.clock.advance(1);
    expect(await w.accept(await w.again(late), b.body.invite.id)).toMatchObject({
      status: 410,
      body: {
        code: 'invite-expired',
        message: 'This invitation is no longer valid. Please ask the owner to send a new one.',
      },
    });
    expect(await inviteRow(b.body.invite.id)).toEqual({ accepted: false, invitedUserId: null });
  });

  it('refuses an unknown invite (404), an unverified password account (403) and the 6th shared website (409)', async () => {
    expect(await w.accept(await w.person('x'), '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { code: 'invite-generic' },
    });
    expect(await w.accept(await w.person('x'), 'not-a-uuid')).toMatchObject({ status: 400 });

    const owner = await w.person('owner');
    const site = await w.website(owner);
    const email = `unverified-${Date.now()}@example.com`;
    const signUp = await h.post('/api/login/password/sign-up', { email, password: 'hunter22' });
    const { body } = await w.invite(owner, site, email);
    expect(
      await h.post(`/api/invite/accept/${body.invite.id}`, undefined, signUp.body.accessToken),
    ).toMatchObject({
      status: 403,
      body: { code: 'invite-email-not-verified' },
    });

    // Five pending invitations, then four accepted elsewhere: the fifth and sixth race for one place.
    const busy = await w.person('busy');
    const invites: string[] = [];
    for (let i = 0; i < 6; i++) {
      const other = await w.person('owner');
      invites.push((await w.invite(other, await w.website(other), busy.email)).body.invite.id);
    }
    for (const id of invites.slice(0, 4)) expect((await w.accept(busy, id)).status).toBe(200);
    const results = await Promise.all(invites.slice(4).map((id) => w.accept(busy, id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      code: 'invite-limit-reached',
      message: 'Maximum invitations reached.',
    });
  });

  // spec §6: an accepted invite that names no user yet grants the invited e-mail's user. Every
  // call must count them alike: the website list, the shared-websites limit (§9) and the live
  // notices of the website's members.
  it('an editor named only by the e-mail of an accepted invite is a member for every call', async () => {
    const editor = await w.person('by-email');
    const owners = [];
    const sites: string[] = [];
    for (let i = 0; i < 5; i++) {
      const owner = await w.person('owner');
      const site = await w.website(owner);
      await insertInviteRow(h.db, { websiteId: site, email: editor.email, accepted: true });
      owners.push(owner);
      sites.push(site);
    }
    const listed = await h.request('GET', '/api/websites', { token: editor.token });
    expect(listed.body.websites.map((site: { draftId: string }) => site.draftId).sort()).toEqual(
      [...sites].sort(),
    );
    expect(
      (await h.request('GET', `/api/websites/${sites[0]}/owner`, { token: editor.token })).body,
    ).toMatchObject({
      email: owners[0]!.email,
    });
    // Five shared websites: a sixth invitation for them is refused (spec §9 "Shared websites: 5").
    const sixthOwner = await w.person('owner');
    expect(await w.invite(sixthOwner, await w.website(sixthOwner), editor.email)).toMatchObject({
      status: 409,
      body: { code: 'invite-limit-reached' },
    });
    // The owner invites someone else: the editor, as every member, is told (their share modal refreshes).
    expect((await w.invite(owners[0]!, sites[0]!, 'newcomer@example.com')).status).toBe(201);
    expect(await w.waitForEvent(editor.id, 'invite-changed')).toMatchObject({ websiteId: sites[0] });
  });

  it('the owner removes an editor: access gone, the editor is sent invite-revoked (→ /invite/revoked)', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    expect((await h.request('GET', `/api/websites/${site}/owner`, { token: editor.token })).status).toBe(200);
    const removed = await h.request('DELETE', `/api/invite/delete/${editor.inviteId}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(await inviteRow(editor.inviteId)).toBeUndefined();
    expect(await w.waitForEvent(editor.id, 'invite-revoked')).toEqual({
      kind: 'invite-revoked',
      websiteId: site,
    });
    expect(await h.request('GET', `/api/websites/${site}/owner`, { token: editor.token })).toMatchObject({
      status: 404,
      body: { code: 'website-not-found' },
    });
    expect(
      await h.request('DELETE', `/api/invite/delete/${editor.inviteId}`, { token: owner.token }),
    ).toMatchObject({
      status: 404,
      body: { code: 'invite-generic' },
    });
  });

  it("an editor removes themselves ('Remove Self') but nobody else; strangers see nothing", async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const colleague = await w.editor(owner, site);
    const pending = await w.invite(owner, site, 'pending@example.com');
    const stranger = await w.person('stranger');
    const del = (id: string, token: string) => h.request('DELETE', `/api/invite/delete/${id}`, { token });
    expect(await del(colleague.inviteId, editor.token)).toMatchObject({
      status: 403,
      body: { code: 'owner-only' },
    });
    expect(await del(pending.body.invite.id, editor.token)).toMatchObject({ status: 403 });
    expect(await del(editor.inviteId, stranger.token)).toMatchObject({
      status: 404,
      body: { code: 'invite-generic' },
    });
    expect(await h.request('DELETE', `/api/invite/delete/${editor.inviteId}`)).toMatchObject({ status: 401 });
    expect(await inviteRow(colleague.inviteId)).toBeDefined();

    expect((await del(editor.inviteId, editor.token)).status).toBe(204);
    expect(await inviteRow(editor.inviteId)).toBeUndefined();
    expect(await w.waitForEvent(owner.id, 'invite-changed')).toMatchObject({ websiteId: site });
    // The owner cancels a pending invitation.
    expect((await del(pending.body.invite.id, owner.token)).status).toBe(204);
  });

  it('resends: Pending → the same invite again; Expired → a new one; Accepted → 409; owner only', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const pending = await w.invite(owner, site, 'resend-me@example.com');
    const resend = (id: string, token: string) => h.post(`/api/invite/resend/${id}`, undefined, token);
    const before = h.mailer.sent.filter((m) => m.to === 'resend-me@example.com').length;
    const again = await resend(pending.body.invite.id, owner.token);
    expect(again).toMatchObject({
      status: 200,
      body: { outcome: 'resent', invite: { id: pending.body.invite.id } },
    });
    expect(h.mailer.sent.filter((m) => m.to === 'resend-me@example.com').length).toBe(before + 1);
    expect(await resend(pending.body.invite.id, editor.token)).toMatchObject({
      status: 403,
      body: { code: 'owner-only' },
    });
    expect(await resend(pending.body.invite.id, (await w.person('s')).token)).toMatchObject({ status: 404 });
    expect(await resend(editor.inviteId, owner.token)).toMatchObject({
      status: 409,
      body: { code: 'invite-already-accepted' },
    });
    h.clock.advance(durations.inviteValidity + 1);
    const renewed = await resend(pending.body.invite.id, (await w.again(owner)).token);
    expect(renewed.body).toMatchObject({ outcome: 'replaced', invite: { state: 'Pending' } });
    expect(renewed.body.invite.id).not.toBe(pending.body.invite.id);
    expect(h.mailer.lastTo('resend-me@example.com')?.text).toContain(`/invite/${renewed.body.invite.id}`);
  });
});
