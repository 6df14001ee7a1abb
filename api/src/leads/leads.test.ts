import { countLeads, listContactMessages, recordContactMessage } from '@sitewright/store';
import { uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Member, startTestbed, type Testbed } from '../domains/testing/testbed.ts';
import { openSse } from '../live/testing/sse-client.ts';
import { createLogger } from '../logger.ts';
import { cancelLeadDigests, leadMailRate, mailNewMessages, sendLeadDigest } from './lead-notices.ts';

const sitesOrigin = 'https://sites.sitewright.test';
const valid = {
  'field-name': 'Ana Ruiz',
  'field-email': 'ana@example.com',
  'field-message': 'A cake for Sunday?',
};

/** Issue 17 item 2: the leads inbox calls, spec §6 on each, lead e-mails and the digest, deletion. */
describe('leads inbox', () => {
  let t: Testbed;
  let owner: Member;
  let editor: Member;
  let invitee: Member;
  let stranger: Member;
  let site: { id: string; handle: string };
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    editor = await t.member('editor');
    invitee = await t.member('invitee');
    stranger = await t.member('stranger');
    site = await t.publishedWebsite(owner);
    await t.addEditor(site.id, editor);
    await t.addPendingInvite(site.id, invitee);
  });
  afterAll(async () => {
    cancelLeadDigests();
    await t?.close();
  });
  beforeEach(() => t.h.limiter.reset());

  let visitor = 0;
  /** A visitor's message through the site's own origin (each from its own address). */
  const submit = (websiteId: string, fields: Record<string, string> = valid) =>
    t.h.request('POST', `/_forms/${websiteId}/contact`, {
      form: fields,
      headers: {
        accept: 'application/json',
        origin: sitesOrigin,
        'x-forwarded-for': `198.51.100.${(visitor++ % 250) + 1}`,
      },
    });
  const list = (who: Member, websiteId: string, query = '') =>
    t.h.request('GET', `/api/websites/${websiteId}/leads${query}`, { token: who.token });
  const mailsTo = (email: string) => t.h.mailer.sent.filter((m) => m.to === email);

  it('lists messages and sign-ups newest first, pages with a cursor, and keeps spam in its own folder', async () => {
    const mine = await t.publishedWebsite(owner);
    for (const [i, at] of ['2020-01-01T09:00:00Z', '2020-01-02T09:00:00Z', '2020-01-03T09:00:00Z'].entries())
      await recordContactMessage(t.h.db, mine.id, { fields: { Name: `N${i}` }, submittedAt: new Date(at) });
    const signUp = await t.h.request('POST', `/_forms/${mine.id}/newsletter`, {
      form: { email: 'reader@example.com' },
      headers: { accept: 'application/json', origin: sitesOrigin },
    });
    expect(signUp.status).toBe(200);
    // A filled trap: answered "sent", kept as suspected spam, never exported.
    expect((await submit(mine.id, { ...valid, company_website: 'https://spam.example' })).status).toBe(200);

    const first = await list(owner, mine.id, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ unread: 4, spam: 1 });
    expect(first.body.leads).toEqual([
      expect.objectContaining({ kind: 'signup', email: 'reader@example.com', handledAt: null }),
      expect.objectContaining({ kind: 'message', fields: { Name: 'N2' }, at: '2020-01-03T09:00:00.000Z' }),
    ]);
    const second = await list(owner, mine.id, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.leads.map((l: { fields: { Name: string } }) => l.fields.Name)).toEqual(['N1', 'N0']);
    expect(second.body.nextCursor).toBeNull();
    const spam = await list(owner, mine.id, '?folder=spam');
    expect(spam.body.leads).toEqual([
      expect.objectContaining({
        kind: 'message',
        spam: true,
        fields: expect.objectContaining({ Name: 'Ana Ruiz' }),
      }),
    ]);
    expect((await listContactMessages(t.h.db, mine.id)).map((m) => m.fields.Name)).toEqual([
      'N0',
      'N1',
      'N2',
    ]);
    expect(await list(owner, mine.id, '?cursor=bm9wZQ')).toMatchObject({
      status: 400,
      body: { code: 'invalid-cursor' },
    });
    expect((await list(owner, mine.id, '?limit=101')).status).toBe(400);
    // Spam is not e-mailed.
    expect(mailsTo(owner.email).filter((m) => m.text.includes('Ana Ruiz'))).toEqual([]);
  });

  it('marks handled and unhandled, deletes, and tells the members through the live stream', async () => {
    const mine = await t.publishedWebsite(owner);
    await t.addEditor(mine.id, editor);
    const { body: ticket } = await t.h.post('/api/live/ticket', undefined, editor.token);
    const stream = await openSse(`${t.h.base}/api/live?ticket=${ticket.ticket}`);
    await stream.next('ready');
    expect((await submit(mine.id)).status).toBe(200);
    expect((await stream.next('leads-changed')).data).toMatchObject({ websiteId: mine.id });
    const [message] = (await list(editor, mine.id)).body.leads;
    const base = `/api/websites/${mine.id}/leads/${message.id}`;
    expect((await t.h.request('PUT', `${base}/handled`, { token: editor.token })).status).toBe(204);
    await stream.next('leads-changed');
    expect((await list(owner, mine.id)).body).toMatchObject({
      unread: 0,
      leads: [{ id: message.id, handledAt: expect.any(String) }],
    });
    expect((await t.h.request('DELETE', `${base}/handled`, { token: owner.token })).status).toBe(204);
    expect((await list(owner, mine.id)).body.unread).toBe(1);
    expect((await t.h.request('DELETE', base, { token: owner.token })).status).toBe(204);
    expect((await list(owner, mine.id)).body.leads).toEqual([]);
    expect(await t.h.request('DELETE', base, { token: owner.token })).toMatchObject({
      status: 404,
      body: { code: 'lead-not-found' },
    });
    // A lead of another website is not found through this one.
    const other = await t.publishedWebsite(owner);
    await submit(other.id);
    const [foreign] = (await list(owner, other.id)).body.leads;
    expect(
      (
        await t.h.request('PUT', `/api/websites/${mine.id}/leads/${foreign.id}/handled`, {
          token: owner.token,
        })
      ).status,
    ).toBe(404);
    stream.close();
  });

  it('enforces spec §6 on every call: owner and editors yes; a pending invitee, a stranger and no token no', async () => {
    await submit(site.id);
    const [lead] = (await list(owner, site.id)).body.leads;
    const calls = (who?: Member) => {
      const token = who ? { token: who.token } : {};
      const leads = `/api/websites/${site.id}/leads`;
      return [
        t.h.request('GET', leads, token),
        t.h.request('PUT', `${leads}/${lead.id}/handled`, token),
        t.h.request('DELETE', `${leads}/${lead.id}/handled`, token),
        t.h.request('GET', `${leads}/settings`, token),
        t.h.request('PUT', `${leads}/settings`, { ...token, json: { emailEach: false } }),
      ];
    };
    for (const who of [owner, editor]) {
      for (const res of await Promise.all(calls(who))) expect(res.status).toBeLessThan(300);
    }
    for (const who of [invitee, stranger]) {
      for (const res of await Promise.all(calls(who)))
        expect(res).toMatchObject({ status: 404, body: { code: 'website-not-found' } });
      expect(
        await t.h.request('DELETE', `/api/websites/${site.id}/leads/${lead.id}`, { token: who.token }),
      ).toMatchObject({ status: 404, body: { code: 'website-not-found' } });
    }
    for (const res of await Promise.all(calls()))
      expect(res).toMatchObject({ status: 401, body: { code: 'invalid-authorization-token' } });
    expect((await list(owner, 'no-such-site')).status).toBe(404);
    // Every leads call is in the OpenAPI document.
    const paths = Object.keys((await t.h.request('GET', '/api/openapi.json')).body.paths);
    for (const p of [
      '/api/websites/{websiteId}/leads',
      '/api/websites/{websiteId}/leads/{leadId}',
      '/api/websites/{websiteId}/leads/{leadId}/handled',
      '/api/websites/{websiteId}/leads/settings',
    ])
      expect(paths).toContain(p);
    // The editor may delete too (§6 "Edit content and settings").
    expect(
      (await t.h.request('DELETE', `/api/websites/${site.id}/leads/${lead.id}`, { token: editor.token }))
        .status,
    ).toBe(204);
    // Restore the settings the loop changed.
    for (const who of [owner, editor])
      await t.h.request('PUT', `/api/websites/${site.id}/leads/settings`, {
        token: who.token,
        json: { emailEach: who === owner },
      });
  });

  it('exports the newsletter subscribers as CSV to the owner and editors; others are told the website does not exist', async () => {
    const mine = await t.publishedWebsite(owner);
    await t.addEditor(mine.id, editor);
    await t.addPendingInvite(mine.id, invitee);
    const signUp = (email: string) =>
      t.h.request('POST', `/_forms/${mine.id}/newsletter`, {
        form: { email },
        headers: { accept: 'application/json', origin: sitesOrigin },
      });
    const firstAt = t.h.clock.now().toISOString();
    expect((await signUp('zoe@example.com')).status).toBe(200);
    t.h.clock.advance(60_000);
    const secondAt = t.h.clock.now().toISOString();
    expect((await signUp('Bo@Example.com')).status).toBe(200);
    expect((await signUp('gone@example.com')).status).toBe(200);
    // A sign-up deleted in the inbox is no longer subscribed: not exported.
    const gone = (await list(owner, mine.id)).body.leads.find(
      (l: { email?: string }) => l.email === 'gone@example.com',
    );
    await t.h.request('DELETE', `/api/websites/${mine.id}/leads/${gone.id}`, { token: owner.token });

    const csv = `/api/websites/${mine.id}/newsletter.csv`;
    for (const who of [owner, editor]) {
      const res = await t.h.request('GET', csv, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="newsletter-${mine.handle}.csv"`,
      );
      // The subscribers oldest first (kept lower-cased); a deleted sign-up is not among them.
      expect(res.text).toBe(
        `Subscribed at,E-mail\r\n${firstAt},zoe@example.com\r\n${secondAt},bo@example.com\r\n`,
      );
    }
    // A UTF-8 byte-order mark first (text() drops it), so Excel reads the file as UTF-8.
    const raw = await fetch(`${t.h.base}${csv}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    for (const who of [invitee, stranger])
      expect(await t.h.request('GET', csv, { token: who.token })).toMatchObject({
        status: 404,
        body: { code: 'website-not-found' },
      });
    expect(await t.h.request('GET', csv)).toMatchObject({
      status: 401,
      body: { code: 'invalid-authorization-token' },
    });
    const paths = Object.keys((await t.h.request('GET', '/api/openapi.json')).body.paths);
    expect(paths).toContain('/api/websites/{websiteId}/newsletter.csv');
  });

  it('e-mails the owner each new message; an editor only after opting in', async () => {
    const mine = await t.publishedWebsite(owner);
    await t.addEditor(mine.id, editor);
    const settings = `/api/websites/${mine.id}/leads/settings`;
    expect((await t.h.request('GET', settings, { token: owner.token })).body).toEqual({ emailEach: true });
    expect((await t.h.request('GET', settings, { token: editor.token })).body).toEqual({ emailEach: false });
    const ownerBefore = mailsTo(owner.email).length;
    const editorBefore = mailsTo(editor.email).length;
    await submit(mine.id, { ...valid, 'field-message': 'First message' });
    await vi.waitFor(() => expect(mailsTo(owner.email)).toHaveLength(ownerBefore + 1));
    const mail = mailsTo(owner.email).at(-1)!;
    expect(mail.subject).toMatch(/^New message from your website /);
    expect(mail.text).toContain('Message: First message');
    expect(mail.text).toContain('Email: ana@example.com');
    expect(mail.text).toContain(`/designer/${mine.id}/leads`);
    expect(mailsTo(editor.email)).toHaveLength(editorBefore);

    expect(
      (await t.h.request('PUT', settings, { token: editor.token, json: { emailEach: true } })).body,
    ).toEqual({ emailEach: true });
    await submit(mine.id, { ...valid, 'field-message': 'Second message' });
    await vi.waitFor(() => expect(mailsTo(editor.email)).toHaveLength(editorBefore + 1));
    expect(mailsTo(editor.email).at(-1)!.text).toContain('Message: Second message');
    await t.h.request('PUT', settings, { token: editor.token, json: { emailEach: false } });
  });

  it(`sends a digest instead of one e-mail each past ${leadMailRate.messages} messages in 10 minutes`, async () => {
    const mine = await t.publishedWebsite(owner);
    const before = mailsTo(owner.email).length;
    for (let i = 1; i <= leadMailRate.messages; i++) {
      await submit(mine.id, { ...valid, 'field-message': `Message ${i}` });
      await vi.waitFor(() => expect(mailsTo(owner.email)).toHaveLength(before + i));
    }
    await submit(mine.id, { ...valid, 'field-message': 'Message 6' });
    await submit(mine.id, { ...valid, 'field-message': 'Message 7' });
    // Both wait for the digest (its timer fires at the end of the window; sent here directly).
    await vi.waitFor(async () => expect((await list(owner, mine.id)).body.leads).toHaveLength(7));
    expect(mailsTo(owner.email)).toHaveLength(before + leadMailRate.messages);
    // The digest's timer (the end of the window; shortened here) sends both in one e-mail.
    const deps = {
      db: t.h.db,
      mailer: t.h.mailer,
      clock: t.h.clock,
      logger: createLogger('silent'),
      auth: { settings: { appUrl: t.h.appUrl } },
    };
    cancelLeadDigests();
    await mailNewMessages(deps, mine.id, { digestDelayMs: 20 });
    expect(mailsTo(owner.email)).toHaveLength(before + leadMailRate.messages);
    await vi.waitFor(() => expect(mailsTo(owner.email)).toHaveLength(before + leadMailRate.messages + 1));
    // Nothing is left waiting: a digest now sends nothing.
    await sendLeadDigest(deps, mine.id);
    expect(mailsTo(owner.email)).toHaveLength(before + leadMailRate.messages + 1);
    const digest = mailsTo(owner.email).at(-1)!;
    expect(digest.subject).toMatch(/^2 new messages from your website /);
    expect(digest.text).toContain('Message: Message 6');
    expect(digest.text).toContain('Message: Message 7');
  });

  it('account deletion and website deletion remove the leads at once', async () => {
    const email = `pw-${uniqueToken()}@example.com`;
    const { body } = await t.h.post('/api/login/password/sign-up', { email, password: 'hunter22' });
    const leaving: Member = { id: body.user.id, email, token: body.accessToken };
    const theirs = await t.publishedWebsite(leaving);
    await submit(theirs.id);
    // Fresh leads are all unread: the counts cover every row of the website.
    const count = async (websiteId: string) => {
      const counts = await countLeads(t.h.db, websiteId);
      return counts.unread + counts.spam;
    };
    expect(await count(theirs.id)).toBe(1);
    const feedback = await t.h.post(
      '/api/account/deletion/feedback',
      { reason: 'Found a better alternative', text: '' },
      leaving.token,
    );
    const removed = await t.h.request('DELETE', '/api/account', {
      token: leaving.token,
      json: { confirm: true, deletionToken: feedback.body.deletionToken, currentPassword: 'hunter22' },
    });
    expect(removed.status).toBe(204);
    expect(await count(theirs.id)).toBe(0);

    const mine = await t.publishedWebsite(owner);
    await submit(mine.id);
    expect(await count(mine.id)).toBe(1);
    expect((await t.h.request('DELETE', `/api/websites/${mine.id}`, { token: owner.token })).status).toBe(
      202,
    );
    expect(await count(mine.id)).toBe(0);
  });
});
