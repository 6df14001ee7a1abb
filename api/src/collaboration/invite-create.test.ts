import { durations } from '@sitewright/model';
import { listWebsiteInvites } from '@sitewright/store';
import { websiteLastSharedAt } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createWorld, type World } from './testing/world.ts';

describe('POST /api/invite/create (spec §4 "Adding an editor", §6, §9)', () => {
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

  const invitesOf = async (websiteId: string) =>
    (await listWebsiteInvites(h.db, websiteId)).map((invite) => ({
      id: invite.id,
      invitedUserEmail: invite.invitedUserEmail,
    }));

  it('no invite → creates one (201), trimmed and lower-cased, and e-mails an accept link from APP_URL', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner, 'Harbor Plumbing');
    const answer = await w.invite(owner, site, '  New.Editor@Example.COM ');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      outcome: 'created',
      invite: {
        invitedUserEmail: 'new.editor@example.com',
        websiteId: site,
        role: 'Collaborator',
        accepted: false,
        invitedUserId: null,
        state: 'Pending',
        stateLabel: 'Pending',
      },
      remainingInvitations: 19,
      remainingInvitationsCopy: 'You can invite 19 more editors',
    });
    const mail = h.mailer.lastTo('new.editor@example.com');
    expect(mail?.subject).toContain('Harbor Plumbing');
    expect(mail?.text).toContain(`${h.appUrl}/invite/${answer.body.invite.id}`);
    expect(mail?.html).toContain(`${h.appUrl}/invite/${answer.body.invite.id}`);
    expect((await websiteLastSharedAt(h.db, site))?.toISOString()).toBe(h.clock.now().toISOString());
  });

  it("the owner's own e-mail → nothing (200, no invite, no e-mail)", async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const sent = h.mailer.sent.length;
    const answer = await w.invite(owner, site, owner.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'own-email', invite: null, remainingInvitations: 20 });
    expect(await invitesOf(site)).toEqual([]);
    expect(h.mailer.sent.length).toBe(sent);
  });

  it('existing Accepted → nothing; Pending → resend (same invite, another e-mail)', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const again = await w.invite(owner, site, editor.email);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      outcome: 'already-editor',
      invite: { id: editor.inviteId, state: 'Accepted' },
    });

    const first = await w.invite(owner, site, 'pending@example.com');
    const mails = () => h.mailer.sent.filter((m) => m.to === 'pending@example.com').length;
    const before = mails();
    h.clock.advance(60_000);
    const resent = await w.invite(owner, site, 'pending@example.com');
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      outcome: 'resent',
      invite: { id: first.body.invite.id, state: 'Pending' },
    });
    expect(resent.body.invite.lastSentAt).toBe(h.clock.now().toISOString());
    expect(mails()).toBe(before + 1);
    expect((await invitesOf(site)).length).toBe(2);
  });

  it('existing Expired → deletes it and creates a new one (201, a new id; the old link is dead)', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const first = await w.invite(owner, site, 'late@example.com');
    h.clock.advance(durations.inviteValidity + 1);
    const replaced = await w.invite(await w.again(owner), site, 'late@example.com');
    expect(replaced.status).toBe(201);
    expect(replaced.body.outcome).toBe('replaced');
    expect(replaced.body.invite.id).not.toBe(first.body.invite.id);
    expect((await invitesOf(site)).map((i) => i.id)).toEqual([replaced.body.invite.id]);
  });

  it('refuses everyone but the owner, bad input, and writes nothing', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const stranger = await w.person('stranger');
    const body = { invitedUserEmail: 'x@example.com', websiteId: site, role: 'Collaborator' };
    expect(await h.post('/api/invite/create', body)).toMatchObject({
      status: 401,
      body: { code: 'invalid-authorization-token', message: 'Invalid authorization token.' },
    });
    expect(await h.post('/api/invite/create', body, editor.token)).toMatchObject({
      status: 403,
      body: { code: 'owner-only', message: 'Only the owner of this website can do this.' },
    });
    expect(await h.post('/api/invite/create', body, stranger.token)).toMatchObject({
      status: 404,
      body: { code: 'website-not-found', message: 'No website at this link' },
    });
    expect(
      await h.post('/api/invite/create', { ...body, websiteId: 'site-nobody-has' }, owner.token),
    ).toMatchObject({ status: 404, body: { code: 'website-not-found' } });
    expect(
      await h.post('/api/invite/create', { ...body, invitedUserEmail: 'not-an-email' }, owner.token),
    ).toMatchObject({ status: 400, body: { code: 'invalid-email', message: 'Invalid email.' } });
    expect(await h.post('/api/invite/create', { ...body, role: 'Owner' }, owner.token)).toMatchObject({
      status: 400,
      body: { code: 'invalid-request' },
    });
    expect(await h.post('/api/invite/create', { ...body, admin: true }, owner.token)).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
    expect((await invitesOf(site)).length).toBe(1); // the editor's only
  });

  it("stops at 20 Pending or Accepted invites per website: 'Maximum invitations reached.' (§9)", async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    for (let i = 0; i < 19; i++) {
      expect((await w.invite(owner, site, `guest${i}@example.com`)).status).toBe(201);
    }
    const last = await w.invite(owner, site, 'guest19@example.com');
    expect(last.body).toMatchObject({
      remainingInvitations: 0,
      remainingInvitationsCopy: 'You can invite 0 more editors',
    });
    const refused = await w.invite(owner, site, 'one-too-many@example.com');
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'invite-limit-reached', message: 'Maximum invitations reached.' },
    });
    expect((await invitesOf(site)).length).toBe(20);
    // Expired invitations give their place back.
    h.clock.advance(durations.inviteValidity + 1);
    expect((await w.invite(await w.again(owner), site, 'one-too-many@example.com')).status).toBe(201);
  });

  it('refuses to invite someone who already edits 5 shared websites (§9 "Shared websites: 5")', async () => {
    const busy = await w.person('busy');
    for (let i = 0; i < 5; i++) {
      const owner = await w.person('owner');
      const site = await w.website(owner);
      const invited = await w.invite(owner, site, busy.email);
      expect((await w.accept(busy, invited.body.invite.id)).status).toBe(200);
    }
    const owner = await w.person('owner');
    const site = await w.website(owner);
    expect(await w.invite(owner, site, busy.email)).toMatchObject({
      status: 409,
      body: { code: 'invite-limit-reached' },
    });
    expect(await invitesOf(site)).toEqual([]);
  });

  it('tells the invited person and the members live (invite-changed)', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const invitee = await w.person('invitee');
    const answer = await w.invite(owner, site, invitee.email);
    const event = { kind: 'invite-changed', websiteId: site, inviteId: answer.body.invite.id };
    expect(await w.waitForEvent(invitee.id, 'invite-changed')).toEqual(event);
    expect(await w.waitForEvent(owner.id, 'invite-changed')).toEqual(event);
  });
});
