import { deleteDomain, listContactMessages, listLeads, listNewsletterSubscriptions } from '@sitewright/store';
import { insertDomain } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Member, startTestbed, type Testbed } from '../domains/testing/testbed.ts';

const sitesOrigin = 'https://sites.sitewright.test';
const valid = {
  'field-name': 'Ana Ruiz',
  'field-email': 'ana@example.com',
  'field-message': 'A cake for Sunday?',
};

/** spec §3, §5, §9: the Contact and Newsletter forms of published sites (templates/README "Client script hooks"). */
describe('visitor forms', () => {
  let t: Testbed;
  let owner: Member;
  let site: { id: string; handle: string };
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    site = await t.publishedWebsite(owner);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.h.limiter.reset());

  /** What the visitor script sends: the urlencoded form, `Accept: application/json`. */
  const send = (
    kind: 'contact' | 'newsletter',
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    t.h.request('POST', `/api/sites/${site.id}/${kind}`, {
      form: fields,
      headers: { accept: 'application/json', origin: sitesOrigin, ...headers },
    });
  /** A plain form POST: a browser without JavaScript. */
  const plainPost = (kind: 'contact' | 'newsletter', fields: Record<string, string>) =>
    t.h.request('POST', `/api/sites/${site.id}/${kind}`, {
      form: fields,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', origin: sitesOrigin },
    });
  const messages = async () => (await listContactMessages(t.h.db, site.id)).map((m) => m.fields);

  it('stores a contact message keyed by field titles and answers the script with JSON and CORS headers', async () => {
    const before = (await messages()).length;
    const res = await send('contact', { ...valid, 'field-company': '', company_website: '', unknown: 'x' });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(res.headers.get('access-control-allow-origin')).toBe(sitesOrigin);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    const stored = await messages();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toEqual({
      Name: 'Ana Ruiz',
      Email: 'ana@example.com',
      Message: 'A cake for Sunday?',
      Company: '',
    });
    const json = await t.h.request('POST', `/api/sites/${site.id}/contact`, {
      json: valid,
      headers: { origin: sitesOrigin },
    });
    expect(json).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('answers a plain POST with a 303 back to the site (?sent=1)', async () => {
    const res = await plainPost('contact', valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${sitesOrigin}/${site.handle}/?sent=1#contact-1`);
    const invalid = await plainPost('contact', { ...valid, 'field-email': 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toMatch(/^text\/html/);
    expect(invalid.text).toContain('Please enter a valid email address');
    expect(invalid.text).toContain(`href="${sitesOrigin}/${site.handle}/?sent=1#contact-1"`);
  });

  it('validates against the published form: required fields, e-mail, 5000 characters (spec §5, §9)', async () => {
    const before = (await messages()).length;
    expect(await send('contact', { 'field-email': 'ana@example' })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid-submission',
        message: 'Please check the highlighted fields.',
        fieldErrors: {
          'field-name': 'Please fill in this field',
          'field-email': 'Please enter a valid email address',
          'field-message': 'Please fill in this field',
        },
      },
    });
    expect(await send('contact', { ...valid, 'field-message': 'x'.repeat(5001) })).toMatchObject({
      status: 400,
      body: {
        message: 'Please use at most 5000 characters',
        fieldErrors: { 'field-message': 'Please use at most 5000 characters' },
      },
    });
    expect((await send('contact', { ...valid, 'field-message': 'x'.repeat(5000) })).status).toBe(200);
    expect(await messages()).toHaveLength(before + 1);
  });

  it('pretends success to a filled honeypot and keeps the message as suspected spam only (never exported)', async () => {
    const before = (await messages()).length;
    const spamBefore = (await listLeads(t.h.db, site.id, { folder: 'spam', limit: 100 })).length;
    expect(await send('contact', { ...valid, company_website: 'https://spam.example' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await plainPost('contact', { ...valid, company_website: 'x' })).status).toBe(303);
    // A trapped body that fails the form's checks is not kept at all.
    expect((await send('contact', { 'field-name': 'x', company_website: 'x' })).status).toBe(200);
    expect(await messages()).toHaveLength(before);
    const spam = await listLeads(t.h.db, site.id, { folder: 'spam', limit: 100 });
    expect(spam).toHaveLength(spamBefore + 2);
    expect(spam[0]).toMatchObject({ kind: 'message', spam: true, fields: { Name: 'Ana Ruiz' } });
  });

  it('allows only the sites origin and the connected custom domain (CORS, preflight included)', async () => {
    const before = (await messages()).length;
    for (const origin of ['https://evil.example', 'null', 'https://app.sitewright.test']) {
      const res = await send('contact', valid, { origin });
      expect(res).toMatchObject({ status: 403, body: { code: 'origin-not-allowed' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await messages()).toHaveLength(before);
    const preflight = (origin: string) =>
      t.h.request('OPTIONS', `/api/sites/${site.id}/contact`, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(sitesOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(sitesOrigin);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const domain = await insertDomain(t.h.db, owner.id, { websiteId: site.id });
    const fromDomain = await send('contact', valid, { origin: `https://${domain}` });
    expect(fromDomain.status).toBe(200);
    expect(fromDomain.headers.get('access-control-allow-origin')).toBe(`https://${domain}`);
    expect((await plainPost('contact', valid)).headers.get('location')).toBe(
      `https://${domain}/?sent=1#contact-1`,
    );
    await deleteDomain(t.h.db, domain);
  });

  it('limits submissions per visitor address (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) expect((await send('contact', valid)).status).toBe(200);
    const limited = await send('contact', valid);
    expect(limited).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // The quota of real messages is charged only by a submission that passed its checks.
  it('does not charge refused or trapped submissions against the visitor quota', async () => {
    const before = (await messages()).length;
    for (let i = 0; i < 8; i++) {
      expect((await send('contact', { ...valid, 'field-email': 'nope' })).status).toBe(400);
      expect((await send('contact', { ...valid, company_website: 'spam' })).status).toBe(200);
    }
    expect((await send('newsletter', { email: 'not-an-email' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send('contact', valid)).status).toBe(200);
    expect(await send('contact', valid)).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(await messages()).toHaveLength(before + 5);
    // The newsletter quota is its own, and was not touched by the refused sign-up either.
    const other = await t.publishedWebsite(owner);
    const signUp = (email: string) =>
      t.h.request('POST', `/api/sites/${other.id}/newsletter`, {
        form: { email },
        headers: { accept: 'application/json', origin: sitesOrigin },
      });
    for (let i = 0; i < 5; i++) expect((await signUp(`n${i}@example.com`)).status).toBe(200);
    expect((await signUp('n5@example.com')).status).toBe(429);
  });

  it('bounds a flood of refused requests from one address, before reading the site', async () => {
    for (let i = 0; i < 30; i++) {
      const refused = i % 2 === 0 ? send('contact', { 'field-email': 'x' }) : send('contact', {}, {});
      expect((await refused).status).toBe(400);
    }
    const limited = await send('contact', valid);
    expect(limited).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const unknownSite = await t.h.request('POST', '/api/sites/no-such-site/contact', {
      form: valid,
      headers: { accept: 'application/json' },
    });
    expect(unknownSite.status).toBe(429);
    // The other form has its own bound (a trapped sign-up: answered, nothing stored).
    expect((await send('newsletter', { email: 'ok@example.com', company_website: 'x' })).status).toBe(200);
  });

  it('refuses unknown and unpublished websites', async () => {
    expect(
      await t.h.request('POST', '/api/sites/no-such-site/contact', {
        form: valid,
        headers: { accept: 'application/json' },
      }),
    ).toMatchObject({ status: 404, body: { code: 'website-not-found' } });
    const draft = await t.publishedWebsite(owner, { published: false });
    expect(
      await t.h.request('POST', `/api/sites/${draft.id}/newsletter`, {
        form: { email: 'a@b.co' },
        headers: { accept: 'application/json' },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('subscribes to the newsletter once per e-mail', async () => {
    expect(await send('newsletter', { email: ' Ana@Example.com ', company_website: '' })).toMatchObject({
      status: 200,
    });
    expect((await send('newsletter', { email: 'ana@example.com' })).status).toBe(200);
    const subscriptions = await listNewsletterSubscriptions(t.h.db, site.id);
    expect(subscriptions.map((s) => s.email)).toEqual(['ana@example.com']);
    expect(await send('newsletter', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'Please enter a valid email address' },
      },
    });
    expect(await send('newsletter', {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Please fill in this field' } },
    });
    expect((await plainPost('newsletter', { email: 'bo@example.com' })).headers.get('location')).toBe(
      `${sitesOrigin}/${site.handle}/?sent=1#newsletter-1`,
    );
  });
  describe('at the site’s own origin: POST /_forms/{websiteId}/{kind}', () => {
    const atOrigin =
      (kind: 'contact' | 'newsletter', headers: Record<string, string>, id = site.id) =>
      (fields: Record<string, string>) =>
        t.h.request('POST', `/_forms/${id}/${kind}`, {
          form: fields,
          headers: { accept: 'application/json', ...headers },
        });

    it('answers as the older route, without CORS headers (same origin), and checks the Origin alike', async () => {
      const before = (await messages()).length;
      const sent = await atOrigin('contact', { origin: sitesOrigin })(valid);
      expect(sent).toMatchObject({ status: 200, body: { ok: true } });
      expect(sent.headers.get('access-control-allow-origin')).toBeNull();
      expect(await messages()).toHaveLength(before + 1);
      expect(await atOrigin('contact', { origin: 'https://evil.example' })(valid)).toMatchObject({
        status: 403,
        body: { code: 'origin-not-allowed' },
      });
      const plain = await t.h.request('POST', `/_forms/${site.id}/newsletter`, {
        form: { email: 'plain@example.com' },
        headers: { accept: 'text/html', origin: sitesOrigin },
      });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe(`${sitesOrigin}/${site.handle}/?sent=1#newsletter-1`);
      expect(
        await atOrigin('newsletter', { origin: sitesOrigin }, 'no-such-site')({ email: 'a@b.co' }),
      ).toMatchObject({ status: 404, body: { code: 'website-not-found' } });
      expect(
        (await atOrigin('newsletter', { origin: sitesOrigin }, 'x%00y')({ email: 'a@b.co' })).status,
      ).toBe(404);
    });

    it('answers nothing else under /_forms/ (never the designer’s pages on a site’s origin)', async () => {
      const get = await t.h.request('GET', `/_forms/${site.id}/contact`);
      expect(get).toMatchObject({ status: 405, body: { code: 'method-not-allowed' } });
      expect(get.headers.get('allow')).toBe('POST');
      for (const path of ['/_forms/', '/_forms/x', `/_forms/${site.id}/other`, '/_forms/index.html']) {
        const res = await t.h.request('GET', path, { headers: { accept: 'text/html' } });
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    });

    it('counts a proxy on this machine’s visitors by the address it saw (the last X-Forwarded-For)', async () => {
      const from = (address: string) =>
        atOrigin('contact', { origin: sitesOrigin, 'x-forwarded-for': `198.51.100.1, ${address}` });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.5')(valid)).status).toBe(200);
      expect((await from('203.0.113.5')(valid)).status).toBe(429);
      expect((await from('203.0.113.6')(valid)).status).toBe(200);
      // Not an address: the proxy's own (loopback) counts, as without the header.
      expect((await from('not-an-address')(valid)).status).toBe(200);
    });
  });
});
