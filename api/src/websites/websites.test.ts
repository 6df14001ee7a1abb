import { findPublishRequest } from '@sitewright/store';
import { readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { openSse } from '../live/testing/sse-client.ts';
import {
  addEditor,
  countRows,
  createdSite,
  createSite,
  send,
  signInUser,
  type TestUser,
} from './testing/website-helpers.ts';

describe('websites: create, list, get, delete', () => {
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

  it('creates a generated draft and stores it: 201 {id, document, version}', async () => {
    const answer = await createSite(h, owner);
    expect(answer.status).toBe(201);
    const { id, document, version, outcome } = answer.body;
    expect(version).toBe(1);
    expect(outcome).toBe('success');
    expect(document).toMatchObject({ id, userId: owner.id, handle: null, lastModifiedBy: null });
    expect(document.websiteSettings.businessName).toBe('Harbor Plumbing');
    expect(await readWebsite(h.db, id)).toMatchObject({ ownerId: owner.id, draftVersion: 1, draft: { id } });
  });

  it('refuses bad answers with 400 and thin ones with 422 "More information needed", writing nothing', async () => {
    const before = await countRows(h.db, 'websites');
    expect((await createSite(h, owner, { businessName: 7 })).status).toBe(400);
    expect((await createSite(h, owner, { secret: 1 })).body.code).toBe('unknown-field');
    expect(await createSite(h, owner, { description: 'plumber' })).toMatchObject({
      status: 422,
      body: { code: 'more-information-needed', message: 'More information needed' },
    });
    expect((await h.post('/api/websites', { businessName: 'x' })).status).toBe(401);
    expect(await countRows(h.db, 'websites')).toBe(before);
  });

  it('spec §9: the sixth owned website is refused with 403 "Maximum allowed website limit exceeded"', async () => {
    const user = await signInUser(h, 'limit');
    for (let i = 0; i < 5; i++) expect((await createSite(h, user)).status).toBe(201);
    const before = await countRows(h.db, 'websites');
    expect(await createSite(h, user)).toMatchObject({
      status: 403,
      body: { code: 'website-limit-exceeded', message: 'Maximum allowed website limit exceeded' },
    });
    expect(await countRows(h.db, 'websites')).toBe(before);
    // A website being deleted no longer counts.
    const { body } = await send(h, 'GET', '/api/websites', user);
    expect((await send(h, 'DELETE', `/api/websites/${body.websites[0].draftId}`, user)).status).toBe(202);
    expect((await createSite(h, user)).status).toBe(201);
  });

  it('lists own and shared websites newest first, with the role (spec §3 list item)', async () => {
    const user = await signInUser(h, 'lister');
    const first = await createdSite(h, user);
    h.clock.advance(60_000);
    const second = await createdSite(h, user);
    h.clock.advance(60_000);
    const shared = await createdSite(h, owner);
    await addEditor(h.db, shared.id, user);
    const { status, body } = await send(h, 'GET', '/api/websites', user);
    expect(status).toBe(200);
    expect(body.websites.map((w: { draftId: string }) => w.draftId)).toEqual([
      shared.id,
      second.id,
      first.id,
    ]);
    expect(body.websites[0]).toMatchObject({
      role: 'Editor',
      businessName: 'Harbor Plumbing',
      publishedHandle: null,
    });
    expect(body.websites[1]).toMatchObject({ role: 'Owner', favicon: null, lastDesignedAt: null });
    expect((await send(h, 'GET', '/api/websites', stranger)).body.websites).toEqual([]);
  });

  it('gets the draft for its owner and editors; anyone else gets 404 (existence is not revealed)', async () => {
    const site = await createdSite(h, owner);
    await addEditor(h.db, site.id, editor);
    const mine = await send(h, 'GET', `/api/websites/${site.id}`, owner);
    expect(mine).toMatchObject({
      status: 200,
      body: { version: 1, role: 'Owner', editControl: { holderUserId: owner.id, youHoldIt: true } },
    });
    expect(mine.body.document.id).toBe(site.id);
    expect((await send(h, 'GET', `/api/websites/${site.id}`, editor)).body).toMatchObject({
      role: 'Editor',
      editControl: { holderUserId: owner.id, youHoldIt: false },
    });
    for (const id of [site.id, 'no-such-site']) {
      expect(await send(h, 'GET', `/api/websites/${id}`, stranger)).toMatchObject({
        status: 404,
        body: { code: 'website-not-found', message: 'No website at this link' },
      });
    }
    expect((await send(h, 'GET', `/api/websites/${site.id}`, null)).status).toBe(401);
  });

  it('spec §6: only the owner deletes; editors and strangers are refused; then it is gone for everyone', async () => {
    const site = await createdSite(h, owner);
    await addEditor(h.db, site.id, editor);
    const requests = await countRows(h.db, 'publish_requests');
    expect(await send(h, 'DELETE', `/api/websites/${site.id}`, editor)).toMatchObject({
      status: 403,
      body: { code: 'owner-only' },
    });
    expect((await send(h, 'DELETE', `/api/websites/${site.id}`, stranger)).status).toBe(404);
    expect(await countRows(h.db, 'publish_requests')).toBe(requests);
    const stream = await openSse(`${h.base}/api/live`, { authorization: `Bearer ${editor.token}` });
    await stream.next('ready');
    const deleted = await send(h, 'DELETE', `/api/websites/${site.id}`, owner);
    expect(deleted.status).toBe(202);
    expect((await stream.next('website-deleted')).data).toEqual({
      kind: 'website-deleted',
      websiteId: site.id,
    });
    stream.close();
    expect(deleted.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await findPublishRequest(h.db, deleted.body.requestId)).toMatchObject({
      kind: 'delete',
      state: 'queued',
    });
    for (const user of [owner, editor]) {
      expect((await send(h, 'GET', `/api/websites/${site.id}`, user)).status).toBe(404);
      const list = (await send(h, 'GET', '/api/websites', user)).body.websites;
      expect(list.map((w: { draftId: string }) => w.draftId)).not.toContain(site.id);
    }
    expect((await send(h, 'DELETE', `/api/websites/${site.id}`, owner)).status).toBe(404);
  });

  it('lists every website call in the OpenAPI document', async () => {
    const { body } = await h.request('GET', '/api/openapi.json');
    const operations = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/websites',
        'GET /api/websites',
        'GET /api/websites/{websiteId}',
        'DELETE /api/websites/{websiteId}',
        'PUT /api/websites/{websiteId}/draft',
        'POST /api/websites/{websiteId}/edit-control',
        'GET /api/handles/{handle}',
        'POST /api/websites/{websiteId}/publish',
        'GET /api/websites/{websiteId}/publish/{requestId}',
        'POST /api/websites/{websiteId}/unpublish',
        'POST /api/websites/{websiteId}/rollback',
        'GET /api/websites/creation/{creationId}/events',
        'POST /api/live/ticket',
        'GET /api/live',
      ]),
    );
    expect(Object.keys(body.paths['/api/websites/{websiteId}/draft'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
  });
});
