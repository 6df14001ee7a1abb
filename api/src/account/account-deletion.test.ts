import { findUserById, listWebsiteInvites } from '@sitewright/store';
import {
  failUserDeletes,
  markBeingDeleted,
  publishRequestsOf,
  readWebsite,
  storedDeletionFeedback,
  uniqueToken,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createWorld, type Person, type World } from '../collaboration/testing/world.ts';

describe('DELETE /api/account (spec §4 account deletion stage 2, §5, §8)', () => {
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

  const deletionToken = async (person: Person) =>
    (
      await h.post(
        '/api/account/deletion/feedback',
        { reason: 'Found a better alternative', text: 'Thanks' },
        person.token,
      )
    ).body.deletionToken as string;
  const remove = (person: Person, json: Record<string, unknown>) =>
    h.request('DELETE', '/api/account', { json: { confirm: true, ...json }, token: person.token });
  const userExists = async (id: string) => (await findUserById(h.db, id)) !== undefined;
  const requestsOf = async (websiteId: string) =>
    (await publishRequestsOf(h.db, websiteId)).map(({ kind, state }) => ({ kind, state }));

  async function passwordUser(): Promise<Person> {
    const email = `pw-${uniqueToken()}@example.com`;
    const { body } = await h.post('/api/login/password/sign-up', { email, password: 'hunter22' });
    return { id: body.user.id, email, token: body.accessToken };
  }

  it('a password user: refused without or with a wrong password; the right one deletes everything but the feedback', async () => {
    const me = await passwordUser();
    const site = await w.website(me);
    // A website whose deletion the publisher already has waiting goes too, without a second request.
    const deleting = await w.website(me);
    await markBeingDeleted(h.db, deleting);
    const editor = await w.editor(me, site);
    await w.invite(me, site, 'pending@example.com');
    const other = await w.person('other');
    const theirs = await w.website(other);
    const invited = await w.invite(other, theirs, me.email);
    expect((await w.accept(me, invited.body.invite.id)).status).toBe(403); // unverified: stays pending
    const token = await deletionToken(me);

    expect(await remove(me, { deletionToken: token })).toMatchObject({
      status: 400,
      body: { code: 'missing-password', message: 'Please enter your current password' },
    });
    expect(await remove(me, { deletionToken: token, currentPassword: 'wrong-one' })).toMatchObject({
      status: 401,
      body: { code: 'wrong-password', message: 'Incorrect password.' },
    });
    expect(
      await remove(me, { deletionToken: token, currentPassword: 'hunter22', confirm: false }),
    ).toMatchObject({
      status: 400,
      body: { code: 'confirmation-required' },
    });
    expect(await remove(me, { deletionToken: 'made-up', currentPassword: 'hunter22' })).toMatchObject({
      status: 400,
      body: { code: 'deletion-token-invalid' },
    });
    expect(await userExists(me.id)).toBe(true);

    expect((await remove(me, { deletionToken: token, currentPassword: 'hunter22' })).status).toBe(204);
    expect(await userExists(me.id)).toBe(false);
    // The website is handed to the publisher: detached, with a delete request waiting.
    expect((await readWebsite(h.db, site))?.ownerId).toBeNull();
    expect(await requestsOf(site)).toEqual([{ kind: 'delete', state: 'queued' }]);
    expect((await readWebsite(h.db, deleting))?.ownerId).toBeNull();
    expect(await requestsOf(deleting)).toHaveLength(1);
    // Editors lose access at once, and are told (→ /invite/revoked).
    expect(await w.waitForEvent(editor.id, 'invite-revoked')).toEqual({
      kind: 'invite-revoked',
      websiteId: site,
    });
    expect(await h.request('GET', `/api/websites/${site}/owner`, { token: editor.token })).toMatchObject({
      status: 404,
    });
    expect(await listWebsiteInvites(h.db, site)).toEqual([]);
    // Their own invitations elsewhere go too.
    expect((await listWebsiteInvites(h.db, theirs)).map((i) => i.invitedUserEmail)).not.toContain(me.email);
    // The feedback stays, marked.
    const feedback = await storedDeletionFeedback(h.db, me.id);
    expect(feedback.map(({ reason, accountDeletedAt }) => ({ reason, accountDeletedAt }))).toEqual([
      { reason: 'Found a better alternative', accountDeletedAt: h.clock.now() },
    ]);
    // The session is gone: the next call signs out.
    expect(await h.request('GET', '/api/account', { token: me.token })).toMatchObject({
      status: 401,
      body: { code: 'user-token-expired' },
    });
  });

  it('the deletion token is single-use, expires after 15 minutes, and is only the asker’s', async () => {
    const me = await w.person('me');
    const token = await deletionToken(me);
    const someoneElse = await w.person('else');
    expect(await remove(someoneElse, { deletionToken: token })).toMatchObject({
      status: 400,
      body: { code: 'deletion-token-invalid' },
    });
    h.clock.advance(15 * 60_000);
    const fresh = await w.again(me);
    expect(await remove(fresh, { deletionToken: token })).toMatchObject({
      status: 400,
      body: { code: 'deletion-token-invalid' },
    });
    expect(await userExists(me.id)).toBe(true);
  });

  it('an e-mail link / code user must have signed in within 5 minutes', async () => {
    const me = await w.person('link');
    const token = await deletionToken(me);
    h.clock.advance(5 * 60_000 + 1000);
    expect(await remove(me, { deletionToken: token })).toMatchObject({
      status: 401,
      body: { code: 'requires-recent-login' },
    });
    const again = await w.again(me);
    expect((await remove(again, { deletionToken: token })).status).toBe(204);
    expect(await userExists(me.id)).toBe(false);
  });

  it('a Google user must present a fresh Google sign-in of the same account', async () => {
    const email = `g-${uniqueToken()}@example.com`;
    const session = await h.post('/api/login/google', {
      idToken: await h.google.idToken(email, h.clock.now()),
    });
    const me: Person = { id: session.body.user.id, email, token: session.body.accessToken };
    const token = await deletionToken(me);
    expect(await remove(me, { deletionToken: token })).toMatchObject({
      status: 401,
      body: {
        code: 'requires-recent-login',
        message: 'Please sign in with Google again to delete your account.',
      },
    });
    const stale = await h.google.idToken(email, new Date(h.clock.now().getTime() - 6 * 60_000));
    expect(await remove(me, { deletionToken: token, googleIdToken: stale })).toMatchObject({
      status: 401,
      body: { code: 'requires-recent-login' },
    });
    const otherAccount = await h.google.idToken(`other-${email}`, h.clock.now());
    expect(await remove(me, { deletionToken: token, googleIdToken: otherAccount })).toMatchObject({
      status: 401,
      body: { code: 'requires-recent-login' },
    });
    const forged = await h.google.forgedIdToken(email, h.clock.now());
    expect(await remove(me, { deletionToken: token, googleIdToken: forged })).toMatchObject({
      status: 401,
      body: { code: 'invalid-credential' },
    });
    expect(await userExists(me.id)).toBe(true);
    const fresh = await h.google.idToken(email, h.clock.now());
    expect((await remove(me, { deletionToken: token, googleIdToken: fresh })).status).toBe(204);
    expect(await userExists(me.id)).toBe(false);
  });

  it("a failure is logged and answered with the spec's message; nothing is deleted", async () => {
    const me = await w.person('me');
    const token = await deletionToken(me);
    // A trigger that makes the deleting transaction fail half-way (a stand-in for a lost database).
    const restore = await failUserDeletes(h.db);
    try {
      expect(await remove(me, { deletionToken: token })).toMatchObject({
        status: 500,
        body: {
          code: 'account-deletion-failed',
          message:
            'Account deletion failed. Please check your connection and try again. If the problem continues, contact support.',
        },
      });
    } finally {
      await restore();
    }
    expect(await userExists(me.id)).toBe(true);
    expect((await remove(me, { deletionToken: token })).status).toBe(204);
  });
});
