import { readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { openSse } from '../live/testing/sse-client.ts';
import { addEditor, createdSite, send, signInUser, type TestUser } from './testing/website-helpers.ts';

describe('websites: saving the draft and edit control (spec §4)', () => {
  let h: AuthHarness;
  let owner: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    [owner, editor, stranger] = [
      await signInUser(h, 'owner'),
      await signInUser(h, 'editor'),
      await signInUser(h, 'x'),
    ];
  });
  afterAll(() => h?.close());

  const save = (user: TestUser, id: string, document: unknown, baseVersion: number) =>
    send(h, 'PUT', `/api/websites/${id}/draft`, user, { document, baseVersion });
  const stored = async (id: string) => (await readWebsite(h.db, id))!;

  it('saves for the holder of edit control; the server owns ids, handle and times', async () => {
    const site = await createdSite(h, owner);
    h.clock.advance(5_000);
    const edited = structuredClone(site.document);
    edited.websiteSettings.businessName = 'Harbor Plumbing & Heating';
    Object.assign(edited, { userId: stranger.id, handle: 'hijacked', createdAt: '2001-01-01T00:00:00.000Z' });
    const answer = await save(owner, site.id, edited, 1);
    expect(answer).toMatchObject({ status: 200, body: { version: 2 } });
    const row = await stored(site.id);
    const now = h.clock.now().toISOString();
    expect(row).toMatchObject({ draftVersion: 2, lastModifiedBy: { userId: owner.id } });
    expect(row.draft).toMatchObject({
      userId: owner.id,
      handle: null,
      createdAt: site.document.createdAt,
      modifiedAt: now,
      lastDesignedAt: now,
      lastModifiedBy: { userId: owner.id, timestamp: now },
      websiteSettings: { businessName: 'Harbor Plumbing & Heating' },
    });
  });

  it('refuses a stale baseVersion with 409 stale-draft and the current version, never merging', async () => {
    const site = await createdSite(h, owner);
    expect((await save(owner, site.id, site.document, 1)).status).toBe(200);
    const stale = await save(owner, site.id, { ...site.document, theme: site.document.theme }, 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale-draft', currentVersion: 2 });
    expect(stale.body.message).toMatch(/Reload/);
    expect((await stored(site.id)).draftVersion).toBe(2);
  });

  it('refuses invalid documents with 400 and writes nothing', async () => {
    const site = await createdSite(h, owner);
    const other = { ...site.document, id: 'another-id' };
    expect((await save(owner, site.id, other, 1)).status).toBe(400);
    const sections = (site.document.sections as { type: string }[]).filter((s) => s.type !== 'Header');
    expect((await save(owner, site.id, { ...site.document, sections }, 1)).status).toBe(400);
    expect((await save(owner, site.id, site.document, 0)).status).toBe(400);
    expect(
      (await send(h, 'PUT', `/api/websites/${site.id}/draft`, owner, { document: site.document })).status,
    ).toBe(400);
    expect((await stored(site.id)).draftVersion).toBe(1);
  });

  it('refuses an image address that is not http(s) (javascript:) with 400 and its message; the draft is unchanged', async () => {
    // Its own owner: each owner holds at most 5 websites (spec §9).
    const author = await signInUser(h, 'image-author');
    const site = await createdSite(h, author);
    const before = await stored(site.id);
    const edited = structuredClone(site.document);
    edited.websiteSettings.logo = {
      provider: 'Custom',
      description: 'Logo',
      tags: [],
      urls: [{ type: 'regular', url: 'javascript:alert(1)' }],
      fit: 'cover',
    };
    expect(await save(author, site.id, edited, 1)).toMatchObject({
      status: 400,
      body: {
        code: 'invalid-request',
        message: 'An image address must be a web address starting with https:// or http://.',
      },
    });
    const after = await stored(site.id);
    expect(after.draftVersion).toBe(1);
    expect(after.draft).toEqual(before.draft);
    const logo = edited.websiteSettings.logo;
    logo.urls = [{ type: 'regular', url: 'https://images.unsplash.com/photo-1509440159596?w=1080' }];
    expect(await save(author, site.id, edited, 1)).toMatchObject({ status: 200, body: { version: 2 } });
  });

  it('editors save only with edit control (409 edit-control-required); strangers get 404', async () => {
    const site = await createdSite(h, owner);
    await addEditor(h.db, site.id, editor);
    expect(await save(editor, site.id, site.document, 1)).toMatchObject({
      status: 409,
      body: { code: 'edit-control-required' },
    });
    expect((await save(stranger, site.id, site.document, 1)).status).toBe(404);
    expect((await send(h, 'POST', `/api/websites/${site.id}/edit-control`, stranger)).status).toBe(404);
    expect((await stored(site.id)).draftVersion).toBe(1);

    const taken = await send(h, 'POST', `/api/websites/${site.id}/edit-control`, editor);
    expect(taken).toMatchObject({
      status: 200,
      body: { version: 1, editControl: { holderUserId: editor.id, youHoldIt: true } },
    });
    expect((await stored(site.id)).draft.lastModifiedBy?.userId).toBe(editor.id);
    expect((await send(h, 'GET', `/api/websites/${site.id}`, owner)).body.editControl).toEqual({
      holderUserId: editor.id,
      youHoldIt: false,
    });
    expect((await save(owner, site.id, site.document, 1)).body.code).toBe('edit-control-required');
    expect(await save(editor, site.id, site.document, 1)).toMatchObject({
      status: 200,
      body: { version: 2 },
    });
  });

  it('tells the other editor live: edit-control-taken and draft-saved on their stream', async () => {
    const site = await createdSite(h, owner);
    await addEditor(h.db, site.id, editor);
    const stream = await openSse(`${h.base}/api/live`, { authorization: `Bearer ${editor.token}` });
    const ownStream = await openSse(`${h.base}/api/live`, { authorization: `Bearer ${owner.token}` });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect((await stream.next('ready')).data).toEqual({ userId: editor.id });
      await ownStream.next('ready');
      await send(h, 'POST', `/api/websites/${site.id}/edit-control`, editor);
      expect((await ownStream.next('edit-control-taken')).data).toEqual({
        kind: 'edit-control-taken',
        websiteId: site.id,
        byUserId: editor.id,
      });
      await send(h, 'POST', `/api/websites/${site.id}/edit-control`, owner);
      expect((await stream.next('edit-control-taken')).data.byUserId).toBe(owner.id);
      expect((await save(owner, site.id, site.document, 1)).status).toBe(200);
      expect((await stream.next('draft-saved')).data).toEqual({
        kind: 'draft-saved',
        websiteId: site.id,
        version: 2,
        byUserId: owner.id,
      });
      // Only this website's events reached the editor.
      expect(stream.events.every((e) => e.event === 'ready' || e.data.websiteId === site.id)).toBe(true);
    } finally {
      stream.close();
      ownStream.close();
    }
  });
});
