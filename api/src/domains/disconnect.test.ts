import { uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, startTestbed, type Testbed } from './testing/testbed.ts';

const day = 24 * 60 * 60 * 1000;

/** spec §4 disconnecting, §6 owner only, §7 the disconnect e-mail call. */
describe('disconnecting a domain', () => {
  let t: Testbed;
  let owner: Member;
  let editor: Member;
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    editor = await t.member('editor');
  });
  afterAll(() => t?.close());

  /** A published site (Tag Manager ID `analyticsId`) with a Connected domain. */
  const connectedSite = async (analyticsId = 'GTM-ABC1234') => {
    const site = await t.publishedWebsite(owner, { gaMeasurementId: analyticsId });
    await t.addEditor(site.id, editor);
    const name = `www.${uniqueToken()}.example.com`;
    const res = await t.h.post('/api/domains', { domainName: name, websiteId: site.id }, owner.token);
    t.dns.setTxt(`_sitewright.${name}`, [res.body.records[0].value]);
    expect((await t.h.post(`/api/domains/${name}/check`, undefined, owner.token)).body.state).toBe(
      'Connected',
    );
    return { site, name };
  };
  const disconnect = (name: string, who: Member) =>
    t.h.post(`/api/domains/${name}/disconnect`, undefined, who.token);
  const sendEmail = (who: Member, body: unknown) =>
    t.h.post('/api/entri/email-service/send-disconnect-email', body, who.token);
  /** The draft and its version, as the owner's designer reads them. */
  const draftOf = async (id: string) => {
    const res = await t.h.request('GET', `/api/websites/${id}`, { token: owner.token });
    return res.body as { document: { websiteSettings: { gaMeasurementId: string } }; version: number };
  };

  it('clears the website name and a GTM- ID; no e-mail within 7 days; the domain stops serving', async () => {
    const { site, name } = await connectedSite();
    expect(t.connected.entries().get(name)).toBe(site.handle);
    const before = await draftOf(site.id);
    const res = await disconnect(name, owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      websiteId: site.id,
      sendDisconnectEmail: false,
      analyticsIdCleared: true,
      domain: { domainName: name, websiteName: null, websiteId: null, state: 'Connected' },
    });
    const after = await draftOf(site.id);
    expect(after.document.websiteSettings.gaMeasurementId).toBe('');
    expect(after.version).toBe(before.version + 1);
    expect(t.connected.entries().has(name)).toBe(false);
    expect(
      await sendEmail(owner, { websiteId: site.id, domain: name, companyName: 'Rosa Bakery' }),
    ).toMatchObject({
      status: 200,
      body: { sent: false },
    });
    expect(t.h.mailer.lastTo(owner.email)?.subject ?? '').not.toContain(name);
  });

  it('keeps a G- ID, and owes the e-mail when the domain was last modified over 7 days ago; it is sent once', async () => {
    const { site, name } = await connectedSite('G-ABC123');
    t.h.clock.advance(7 * day + 1000);
    owner = await t.refresh(owner);
    const res = await disconnect(name, owner);
    expect(res.body).toMatchObject({ sendDisconnectEmail: true, analyticsIdCleared: false });
    expect((await draftOf(site.id)).document.websiteSettings.gaMeasurementId).toBe('G-ABC123');

    const stranger = await t.member('stranger');
    expect(
      await sendEmail(stranger, { websiteId: site.id, domain: name, companyName: 'Rosa' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'website-not-found' },
    });
    expect(
      await sendEmail(owner, { websiteId: site.id, domain: 'other.example.com', companyName: 'Rosa' }),
    ).toMatchObject({
      status: 403,
      body: { code: 'domain-not-owned', message: 'Website domain not owned.' },
    });
    expect(await sendEmail(owner, { websiteId: site.id, domain: name })).toMatchObject({ status: 400 });
    const sent = await sendEmail(owner, {
      websiteId: site.id,
      domain: name,
      companyName: 'Rosa <b>Bakery</b>',
    });
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    const mail = t.h.mailer.lastTo(owner.email);
    expect(mail?.subject).toBe(`${name} is no longer connected`);
    expect(mail?.text).toContain('is no longer connected to Rosa <b>Bakery</b>.');
    expect(mail?.html).toContain('Rosa &lt;b&gt;Bakery&lt;/b&gt;');
    expect(await sendEmail(owner, { websiteId: site.id, domain: name, companyName: 'Rosa' })).toMatchObject({
      body: { sent: false },
    });
  });

  it('is the owner’s alone (spec §6): an editor and a stranger are refused, nothing changes', async () => {
    editor = await t.refresh(editor);
    const { site, name } = await connectedSite();
    expect(await disconnect(name, editor)).toMatchObject({
      status: 403,
      body: { code: 'domain-disconnect-failed', message: 'Unable to disconnect custom domain.' },
    });
    const stranger = await t.member('stranger');
    expect(await disconnect(name, stranger)).toMatchObject({
      status: 403,
      body: { code: 'domain-not-owned' },
    });
    expect((await draftOf(site.id)).document.websiteSettings.gaMeasurementId).toBe('GTM-ABC1234');
    expect(t.connected.entries().get(name)).toBe(site.handle);
    expect((await disconnect(name, owner)).status).toBe(200);
    expect(await disconnect(name, owner)).toMatchObject({
      status: 409,
      body: { code: 'domain-disconnect-failed' },
    });
  });
});
