import { recordContactMessage } from '@sitewright/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, startTestbed, type Testbed } from '../domains/testing/testbed.ts';

/** spec §1, §6, §8: the owner and editors export contacts as CSV; 'Contact export failed' otherwise. */
describe('GET /api/websites/{id}/contacts.csv', () => {
  let t: Testbed;
  let owner: Member;
  let site: { id: string; handle: string };
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    site = await t.publishedWebsite(owner);
    const insert = (fields: Record<string, string>, at: string) =>
      recordContactMessage(t.h.db, site.id, { fields, submittedAt: new Date(at) });
    await insert(
      { Name: 'Ana Ruiz', Email: 'ana@example.com', Message: 'Hello, "cake"?\nThanks', Company: '' },
      '2030-01-01T09:00:00Z',
    );
    await insert(
      { Name: '=HYPERLINK("http://evil")', Email: 'x@example.com', Message: '+1 call me', Phone: '555' },
      '2030-01-02T09:00:00Z',
    );
  });
  afterAll(() => t?.close());

  const exportCsv = (token?: string, websiteId = site.id) =>
    t.h.request('GET', `/api/websites/${websiteId}/contacts.csv`, token ? { token } : {});

  it('downloads the messages as CSV with the form titles as header, quoted and formula-safe', async () => {
    const res = await exportCsv(owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contacts-${site.handle}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // fetch's text() drops the byte-order mark; the bytes carry it.
    const raw = await fetch(`${t.h.base}/api/websites/${site.id}/contacts.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text).toBe(
      'Submitted at,Name,Email,Message,Company,Phone\r\n' +
        '2030-01-01T09:00:00.000Z,Ana Ruiz,ana@example.com,"Hello, ""cake""?\nThanks",,\r\n' +
        `2030-01-02T09:00:00.000Z,"'=HYPERLINK(""http://evil"")",x@example.com,'+1 call me,,555\r\n`,
    );
  });

  it('is for the owner and editors only (spec §6)', async () => {
    const editor = await t.member('editor');
    const invitee = await t.member('invitee');
    const stranger = await t.member('stranger');
    await t.addEditor(site.id, editor);
    await t.addPendingInvite(site.id, invitee);
    expect((await exportCsv(editor.token)).status).toBe(200);
    for (const who of [invitee, stranger]) {
      expect(await exportCsv(who.token)).toMatchObject({
        status: 403,
        body: {
          code: 'contact-export-failed',
          message: 'Export failed. Please try again.',
          title: 'Contact export failed',
        },
      });
    }
    expect(await exportCsv(owner.token, 'no-such-site')).toMatchObject({ status: 403 });
    expect(await exportCsv()).toMatchObject({ status: 401, body: { code: 'invalid-authorization-token' } });
  });
});
