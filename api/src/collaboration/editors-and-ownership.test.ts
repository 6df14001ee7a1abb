import { durations } from '@sitewright/model';
import {
  failInviteInserts,
  insertDomain,
  insertWebsite,
  readWebsite,
  uniqueHandle,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createWorld, type World } from './testing/world.ts';

describe('owner e-mail, editors list, ownership transfer (spec §4, §6, §7, §8)', () => {
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

  const get = (path: string, token?: string) => h.request('GET', path, token ? { token } : {});
  const transfer = (site: string, to: string, token?: string) =>
    h.post(`/api/websites/${site}/transfer-ownership/${to}`, undefined, token);

  it("gives the owner's e-mail to editors (and the owner), never to a pending invitee or a stranger", async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const invitee = await w.person('invitee');
    await w.invite(owner, site, invitee.email);
    const stranger = await w.person('stranger');
    const expected = { userId: owner.id, email: owner.email, displayName: null };
    expect(await get(`/api/websites/${site}/owner`, editor.token)).toMatchObject({
      status: 200,
      body: expected,
    });
    expect(await get(`/api/websites/${site}/owner`, owner.token)).toMatchObject({
      status: 200,
      body: expected,
    });
    for (const person of [invitee, stranger]) {
      expect(await get(`/api/websites/${site}/owner`, person.token)).toMatchObject({
        status: 404,
        body: { code: 'website-not-found', message: 'No website at this link' },
      });
    }
    expect(await get(`/api/websites/${site}/owner`)).toMatchObject({ status: 401 });
  });

  it('lists editors with their labels (Editor, Pending, Expired); the owner also sees the invitations left', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    await w.invite(owner, site, 'old@example.com');
    h.clock.advance(durations.inviteValidity + 1);
    const fresh = await w.again(owner);
    const editor = await w.again(await w.editor(fresh, site));
    h.clock.advance(1000);
    await w.invite(fresh, site, 'new@example.com');
    const asOwner = await get(`/api/websites/${site}/editors`, fresh.token);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toMatchObject({
      websiteId: site,
      role: 'Owner',
      owner: { userId: owner.id, email: owner.email },
      remainingInvitations: 18,
      remainingInvitationsCopy: 'You can invite 18 more editors',
    });
    expect(
      asOwner.body.editors.map((e: { invitedUserEmail: string; stateLabel: string }) => [
        e.invitedUserEmail,
        e.stateLabel,
      ]),
    ).toEqual([
      ['old@example.com', 'Expired'],
      [editor.email, 'Editor'],
      ['new@example.com', 'Pending'],
    ]);
    const asEditor = await get(`/api/websites/${site}/editors`, editor.token);
    expect(asEditor.body).toMatchObject({
      role: 'Editor',
      remainingInvitations: null,
      remainingInvitationsCopy: null,
    });
    expect(asEditor.body.editors.map((e: { invitedUserEmail: string }) => e.invitedUserEmail)).toEqual([
      editor.email,
    ]);
    expect(await get(`/api/websites/${site}/editors`, (await w.person('s')).token)).toMatchObject({
      status: 404,
    });
  });

  it('transfers: the editor becomes owner, the former owner an editor; it cannot be undone by the former owner', async () => {
    const owner = await w.person('owner');
    const site = await insertWebsite(h.db, owner.id, { handle: uniqueHandle() });
    const domain = await insertDomain(h.db, owner.id, { websiteId: site });
    const editor = await w.editor(owner, site);
    const other = await w.editor(owner, site);
    const moved = await transfer(site, editor.id, owner.token);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      websiteId: site,
      owner: { userId: editor.id, email: editor.email },
      formerOwnerInvite: {
        invitedUserEmail: owner.email,
        invitedUserId: owner.id,
        accepted: true,
        stateLabel: 'Editor',
      },
    });
    // The former owner held edit control implicitly (no last modifier): they keep it.
    expect(await readWebsite(h.db, site)).toMatchObject({
      ownerId: editor.id,
      draft: { userId: editor.id },
      lastModifiedBy: { userId: owner.id },
    });
    // The website's custom domain went with it: the new owner's now, no longer the former owner's.
    const domainsOf = async (person: { token: string }) =>
      (await get('/api/domains', person.token)).body.domains.map((d: { domainName: string }) => d.domainName);
    expect(await domainsOf(editor)).toEqual([domain]);
    expect(await domainsOf(owner)).toEqual([]);
    // The new owner's invite is gone; the other editor stays.
    const editors = await get(`/api/websites/${site}/editors`, editor.token);
    expect(editors.body.editors.map((e: { invitedUserId: string }) => e.invitedUserId).sort()).toEqual(
      [owner.id, other.id].sort(),
    );
    expect(await transfer(site, editor.id, owner.token)).toMatchObject({
      status: 403,
      body: { code: 'owner-only' },
    });
    // The new owner may remove the former owner (spec §4).
    const removed = await h.request('DELETE', `/api/invite/delete/${moved.body.formerOwnerInvite.id}`, {
      token: editor.token,
    });
    expect(removed.status).toBe(204);
    expect(await get(`/api/websites/${site}/owner`, owner.token)).toMatchObject({ status: 404 });
  });

  it('refuses a new owner who is not an accepted editor, or who owns as many websites as allowed', async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const invitee = await w.person('invitee');
    await w.invite(owner, site, invitee.email);
    const stranger = await w.person('stranger');
    for (const to of [invitee.id, stranger.id, owner.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await transfer(site, to, owner.token)).toMatchObject({
        status: 409,
        body: { code: 'transfer-not-editor' },
      });
    }
    expect(await transfer(site, 'not-a-uuid', owner.token)).toMatchObject({ status: 400 });

    const full = await w.editor(owner, site);
    for (let i = 0; i < 5; i++) await w.website(full);
    expect(await transfer(site, full.id, owner.token)).toMatchObject({
      status: 409,
      body: {
        code: 'transfer-owner-limit',
        message: 'The new owner has already reached the maximum number of websites.',
      },
    });
    expect((await readWebsite(h.db, site))?.ownerId).toBe(owner.id);
    expect(await transfer(site, full.id, full.token)).toMatchObject({ status: 403 });
    expect(await transfer(site, full.id, stranger.token)).toMatchObject({ status: 404 });
    expect(await transfer(site, full.id)).toMatchObject({ status: 401 });
  });

  it("an unexpected failure answers the spec's transfer-failed message and changes nothing", async () => {
    const owner = await w.person('owner');
    const site = await w.website(owner);
    const editor = await w.editor(owner, site);
    const restore = await failInviteInserts(h.db);
    try {
      expect(await transfer(site, editor.id, owner.token)).toMatchObject({
        status: 500,
        body: {
          code: 'transfer-failed',
          message:
            'Ownership transfer failed. Please check your connection and try again. If the problem continues, contact support.',
        },
      });
    } finally {
      await restore();
    }
    expect((await readWebsite(h.db, site))?.ownerId).toBe(owner.id);
  });
});

describe('the OpenAPI document', () => {
  it('lists every collaboration and account call', async () => {
    const h = await startAuthHarness();
    try {
      const { status, body } = await h.request('GET', '/api/openapi.json');
      expect(status).toBe(200);
      const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(operations).toEqual(
        expect.arrayContaining([
          'POST /api/invite/create',
          'DELETE /api/invite/delete/{inviteId}',
          'POST /api/invite/resend/{inviteId}',
          'POST /api/invite/accept/{inviteId}',
          'GET /api/websites/{websiteId}/owner',
          'GET /api/websites/{websiteId}/editors',
          'POST /api/websites/{websiteId}/transfer-ownership/{newOwnerId}',
          'GET /api/account',
          'PATCH /api/account',
          'POST /api/account/deletion/feedback',
          'DELETE /api/account',
        ]),
      );
    } finally {
      await h.close();
    }
  });
});
