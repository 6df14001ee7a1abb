import { findDomain, listDomainHistory, listDomainNames } from '@sitewright/store';
import { setDomainState, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannel } from '../live/notify.ts';
import { type Member, startTestbed, type Testbed } from './testing/testbed.ts';

const domainFor = () => `www.shop-${uniqueToken()}.example.com`;

/** spec §3, §4, §8: connecting, listing, deleting and reconnecting custom domains. */
describe('custom domain calls', () => {
  let t: Testbed;
  let owner: Member;
  let site: { id: string; handle: string };
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    site = await t.publishedWebsite(owner);
  });
  afterAll(() => t?.close());

  const connect = (who: Member, domainName: string, websiteId: string) =>
    t.h.post('/api/domains', { domainName, websiteId }, who.token);
  const history = async (domainName: string) =>
    (await listDomainHistory(t.h.db, domainName)).map(({ type, state }) => ({ type, state }));

  it('connects a domain: PendingOwnershipVerification with the DNS records to create, and a Created history row', async () => {
    const name = domainFor();
    const res = await connect(owner, ` ${name.toUpperCase()} `, site.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      domainName: name,
      userId: owner.id,
      websiteId: site.id,
      websiteName: site.handle,
      state: 'PendingOwnershipVerification',
      pendingReason: null,
      failureReason: null,
      pending: true,
    });
    const [txt, cname] = res.body.records;
    expect(txt).toMatchObject({ type: 'TXT', host: `_sitewright.${name}`, purpose: 'ownership' });
    expect(txt.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cname).toEqual({ type: 'CNAME', host: name, value: 'sites.sitewright.test', purpose: 'traffic' });
    // spec §4 pending UI stages
    expect(res.body.stages.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'waiting',
      'notStarted',
    ]);
    expect(await history(name)).toEqual([{ type: 'Created', state: 'PendingOwnershipVerification' }]);

    const again = await connect(owner, name, site.id);
    expect(again.status).toBe(200);
    expect(again.body.records[0].value).toBe(txt.value);

    const list = await t.h.request('GET', '/api/domains', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.domains.map((d: { domainName: string }) => d.domainName)).toEqual([name]);
    const bySite = await t.h.request('GET', `/api/domains?websiteId=${site.id}`, { token: owner.token });
    expect(bySite.body.domains).toHaveLength(1);

    const second = await connect(owner, domainFor(), site.id);
    expect(second).toMatchObject({ status: 409, body: { code: 'website-has-domain' } });
  });

  it('tells the domain user and the website members live (domain-changed)', async () => {
    const events: { userId: string; event: { kind: string; domainName?: string; state?: string } }[] = [];
    const stop = await t.h.db.listen(liveChannel, (payload) => events.push(JSON.parse(payload)));
    try {
      const editor = await t.member('editor');
      const mine = await t.publishedWebsite(owner);
      await t.addEditor(mine.id, editor);
      const name = domainFor();
      await connect(owner, name, mine.id);
      await expect
        .poll(() =>
          events
            .filter((e) => e.event.kind === 'domain-changed' && e.event.domainName === name)
            .map((e) => e.userId)
            .sort(),
        )
        .toEqual([editor.id, owner.id].sort());
      expect(events.find((e) => e.event.domainName === name)?.event.state).toBe(
        'PendingOwnershipVerification',
      );
    } finally {
      await stop();
    }
  });

  it('refuses bad names, our own hosts, unknown or foreign websites and unpublished ones, writing nothing', async () => {
    const before = await listDomainNames(t.h.db);
    expect(await connect(owner, 'not a domain', site.id)).toMatchObject({
      status: 400,
      body: { code: 'invalid-request', message: 'Please enter a valid domain name' },
    });
    expect(await connect(owner, 'shop.sites.sitewright.test', site.id)).toMatchObject({
      status: 400,
      body: { code: 'domain-reserved' },
    });
    expect(await connect(owner, domainFor(), 'no-such-site')).toMatchObject({
      status: 404,
      body: { code: 'website-not-found', message: 'No website at this link' },
    });
    const stranger = await t.member('stranger');
    expect(await connect(stranger, domainFor(), site.id)).toMatchObject({ status: 404 });
    const draftOnly = await t.publishedWebsite(owner, { published: false });
    expect(await connect(owner, domainFor(), draftOnly.id)).toMatchObject({
      status: 409,
      body: { code: 'website-not-published' },
    });
    expect(await connect(owner, domainFor(), site.id).then((r) => r.status)).toBe(409); // has one already
    expect(
      await t.h.post('/api/domains', { domainName: domainFor(), websiteId: site.id, x: 1 }, owner.token),
    ).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
    expect(await t.h.post('/api/domains', { domainName: domainFor(), websiteId: site.id })).toMatchObject({
      status: 401,
      body: { message: 'Invalid authorization token.' },
    });
    expect(await listDomainNames(t.h.db)).toEqual(before);
  });

  it('refuses a domain claimed by another account with the contact-support message (spec §8)', async () => {
    const other = await t.member('other');
    const otherSite = await t.publishedWebsite(other);
    const name = domainFor();
    expect((await connect(other, name, otherSite.id)).status).toBe(201);
    const mine = await t.publishedWebsite(owner);
    expect(await connect(owner, name, mine.id)).toMatchObject({
      status: 409,
      body: {
        code: 'domain-contact-support',
        message: 'This domain is already pending or connected to another account. Please contact support.',
      },
    });
    // The account that holds it connects it again to the same site: nothing changes.
    expect(await connect(other, name, otherSite.id).then((r) => r.status)).toBe(200);
  });

  it('deletes only while PendingOwnershipVerification, and only the own domain (spec §4, §8)', async () => {
    const mine = await t.publishedWebsite(owner);
    const name = domainFor();
    await connect(owner, name, mine.id);
    const stranger = await t.member('stranger');
    expect(await t.h.request('DELETE', `/api/domains/${name}`, { token: stranger.token })).toMatchObject({
      status: 403,
      body: { code: 'domain-not-owned', message: 'Website domain not owned.' },
    });
    expect((await t.h.request('DELETE', `/api/domains/${name}`, { token: owner.token })).status).toBe(204);
    expect(await history(name)).toEqual([
      { type: 'Created', state: 'PendingOwnershipVerification' },
      { type: 'Deleted', state: 'PendingOwnershipVerification' },
    ]);

    const verified = domainFor();
    await connect(owner, verified, mine.id);
    await setDomainState(t.h.db, verified, { state: 'OwnershipVerified' });
    expect(await t.h.request('DELETE', `/api/domains/${verified}`, { token: owner.token })).toMatchObject({
      status: 409,
      body: {
        code: 'domain-delete-after-verification',
        message: 'Website domain cannot be deleted once ownership is verified.',
      },
    });
    expect(await t.h.request('DELETE', `/api/domains/${domainFor()}`, { token: owner.token })).toMatchObject({
      status: 403,
    });
  });

  it('reconnects only a Failed domain: PendingOwnershipVerification, new creation time, no failure reason (spec §4)', async () => {
    const mine = await t.publishedWebsite(owner);
    const name = domainFor();
    const created = await connect(owner, name, mine.id);
    expect(await t.h.post(`/api/domains/${name}/reconnect`, undefined, owner.token)).toMatchObject({
      status: 409,
      body: { code: 'domain-contact-support' },
    });
    await setDomainState(t.h.db, name, { state: 'Failed', failureReason: 'OwnershipVerificationExpired' });
    const stranger = await t.member('stranger');
    expect((await t.h.post(`/api/domains/${name}/reconnect`, undefined, stranger.token)).status).toBe(403);
    t.h.clock.advance(60_000);
    const res = await t.h.post(`/api/domains/${name}/reconnect`, undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'PendingOwnershipVerification',
      failureReason: null,
      websiteId: mine.id,
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.parse(created.body.createdAt));
  });
  // spec §6: the domain row's user_id records who connected it; access follows the website's
  // members as they are now. Found: the editor kept delete / reconnect / check and the DNS records.
  it('takes a domain away from the editor who connected it once they are removed (or leave)', async () => {
    const events: { userId: string; event: { kind: string; domainName?: string } }[] = [];
    const stop = await t.h.db.listen(liveChannel, (payload) => events.push(JSON.parse(payload)));
    try {
      const editor = await t.member('editor');
      const [left, removed] = [await t.publishedWebsite(owner), await t.publishedWebsite(owner)];
      const invites = {
        [left.id]: await t.addEditor(left.id, editor),
        [removed.id]: await t.addEditor(removed.id, editor),
      };
      const [pending, failed] = [domainFor(), domainFor()];
      expect((await connect(editor, pending, left.id)).status).toBe(201);
      expect((await connect(editor, failed, removed.id)).status).toBe(201);
      await setDomainState(t.h.db, failed, { state: 'Failed', failureReason: 'CertificateActivationFailed' });
      const heard = (who: string) =>
        events.filter(
          (e) => e.event.kind === 'domain-changed' && e.event.domainName === pending && e.userId === who,
        );
      await expect.poll(() => heard(editor.id).length).toBe(1); // the connect, while an editor
      const inviteOf = async (websiteId: string) => invites[websiteId]!;
      // 'Remove Self' on one website, the owner's 'Remove' on the other.
      const leave = await t.h.request('DELETE', `/api/invite/delete/${await inviteOf(left.id)}`, {
        token: editor.token,
      });
      expect(leave.status).toBe(204);
      const remove = await t.h.request('DELETE', `/api/invite/delete/${await inviteOf(removed.id)}`, {
        token: owner.token,
      });
      expect(remove.status).toBe(204);

      const notOwned = {
        status: 403,
        body: { code: 'domain-not-owned', message: 'Website domain not owned.' },
      };
      const as = (method: string, path: string) => t.h.request(method, path, { token: editor.token });
      const listed = await as('GET', '/api/domains');
      expect(listed.status).toBe(200);
      expect(listed.text).not.toContain(pending);
      expect(listed.text).not.toContain(failed);
      expect((await as('GET', `/api/domains?websiteId=${left.id}`)).status).toBe(404);
      expect(await as('POST', `/api/domains/${pending}/check`)).toMatchObject(notOwned);
      expect(await as('DELETE', `/api/domains/${pending}`)).toMatchObject(notOwned);
      expect(await as('POST', `/api/domains/${failed}/reconnect`)).toMatchObject(notOwned);
      expect(await as('POST', `/api/domains/${failed}/disconnect`)).toMatchObject(notOwned);
      const kept = await Promise.all([findDomain(t.h.db, pending), findDomain(t.h.db, failed)]);
      expect(kept.map((d) => ({ state: d?.state, websiteId: d?.websiteId }))).toEqual([
        { state: 'PendingOwnershipVerification', websiteId: left.id },
        { state: 'Failed', websiteId: removed.id },
      ]);

      // The website's members still see it; the removed editor hears nothing more about it.
      const bySite = await t.h.request('GET', `/api/domains?websiteId=${left.id}`, { token: owner.token });
      expect(bySite.text).toContain(pending);
      const before = heard(owner.id).length;
      expect((await t.h.post(`/api/domains/${pending}/check`, undefined, owner.token)).status).toBe(200);
      await expect.poll(() => heard(owner.id).length).toBeGreaterThan(before);
      expect(heard(editor.id)).toHaveLength(1);

      // Invited again: the same editor manages it again (membership now, not a record of the past).
      await t.addEditor(removed.id, editor);
      t.h.clock.advance(1000);
      expect((await as('POST', `/api/domains/${failed}/reconnect`)).status).toBe(200);
    } finally {
      await stop();
    }
  });
});
