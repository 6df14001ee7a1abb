import { uniqueToken } from '@sitewright/store/testing';
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
  const userExists = async (id: string) =>
    (await h.db.query('select 1 from users where id = $1', [id])).rows.length === 1;

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
    await h.db.query(
      `insert into publish_requests (website_id, kind, draft_version) values ($1, 'delete', 1)`,
      [deleting],
    );
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
    const website = await h.db.query('select user_id from websites where id = $1', [site]);
    expect(website.rows).toEqual([{ user_id: null }]);
    const requests = await h.db.query('select kind, state from publish_requests where website_id = $1', [
      site,
    ]);
    expect(requests.rows).toEqual([{ kind: 'delete', state: 'queued' }]);
    const waiting = await h.db.query(
      `select w.user_id, (select count(*)::int8 from publish_requests r where r.website_id = w.id) as n
       from websites w where w.id = $1`,
      [deleting],
    );
    expect(waiting.rows).toEqual([{ user_id: null, n: 1 }]);
    // Editors lose access at once, and are told (→ /invite/revoked).
    expect(await w.waitForEvent(editor.id, 'invite-revoked')).toEqual({
      kind: 'invite-revoked',
      websiteId: site,
    });
    expect(await h.request('GET', `/api/websites/${site}/owner`, { token: editor.token })).toMatchObject({
      status: 404,
    });
    expect((await h.db.query('select 1 from invites where website_id = $1', [site])).rows).toEqual([]);
    // Their own invitations elsewhere go too.
    expect(
      (await h.db.query('select 1 from invites where invited_user_email = $1', [me.email])).rows,
    ).toEqual([]);
    // The feedback stays, marked.
    const feedback = await h.db.query<{ reason: string; account_deleted_at: Date | null }>(
      'select reason, account_deleted_at from account_deletion_feedback where user_id = $1',
      [me.id],
    );
    expect(feedback.rows).toEqual([
      { reason: 'Found a better alternative', account_deleted_at: h.clock.now() },
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
    const fn = `fail_${uniqueToken()}`;
    await h.db.exec(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end; $$;
      create trigger ${fn} before delete on users for each row execute function ${fn}();`);
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
      await h.db.exec(`drop trigger ${fn} on users; drop function ${fn}();`);
    }
    expect(await userExists(me.id)).toBe(true);
    expect((await remove(me, { deletionToken: token })).status).toBe(204);
  });
});
