import { findPublishRequest } from '@sitewright/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import {
  addEditor,
  countRows,
  createdSite,
  send,
  signInUser,
  type TestUser,
} from './testing/website-helpers.ts';

const invalid = 'Required: 3 or more characters (alphanumeric and dashes only)';
let n = 0;
const handle = (stem: string) => `${stem}-${Date.now().toString(36)}${(n++).toString(36)}`;

/**
 * Handles and publish requests without a runner (this app has no publishing runtime): requests are
 * recorded in the outbox and stay queued. The runner end to end: tests/src/api-websites.
 */
describe('websites: web addresses and publish requests', () => {
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

  const check = (user: TestUser, input: string, websiteId?: string) =>
    send(
      h,
      'GET',
      `/api/handles/${encodeURIComponent(input)}${websiteId ? `?websiteId=${websiteId}` : ''}`,
      user,
    );
  const publish = (user: TestUser, id: string, input: unknown) =>
    send(h, 'POST', `/api/websites/${id}/publish`, user, { handle: input });

  it('spec §5: checks a web address after normalising it, with the spec messages', async () => {
    expect((await check(owner, 'ab')).body).toEqual({ handle: 'ab', available: false, message: invalid });
    expect((await check(owner, '-abc')).body.message).toBe(invalid);
    expect((await check(owner, 'My Bakery!')).body).toEqual({
      handle: 'mybakery',
      available: true,
      message: 'Web address available',
    });
    expect((await send(h, 'GET', '/api/handles/abc', null)).status).toBe(401);
  });

  it('a handle another website holds is unavailable; to its own website it is available', async () => {
    const site = await createdSite(h, owner);
    const taken = handle('taken');
    expect((await publish(owner, site.id, taken)).status).toBe(202);
    expect((await check(stranger, taken)).body).toMatchObject({
      available: false,
      message: 'Web address unavailable',
    });
    expect((await check(owner, taken, site.id)).body).toMatchObject({
      available: true,
      message: 'Web address available',
    });
    expect((await check(stranger, taken, site.id)).status).toBe(404);
    const other = await createdSite(h, stranger);
    expect(await publish(stranger, other.id, taken)).toMatchObject({
      status: 409,
      body: { code: 'handle-unavailable', message: 'Web address unavailable' },
    });
  });

  it('refuses a bad handle (400 with the spec message), strangers (404) and editors without control (409)', async () => {
    const site = await createdSite(h, owner);
    await addEditor(h.db, site.id, editor);
    const before = await countRows(h.db, 'publish_requests');
    expect(await publish(owner, site.id, 'a!')).toMatchObject({
      status: 400,
      body: { code: 'invalid-handle', message: invalid },
    });
    expect((await publish(owner, site.id, 42)).status).toBe(400);
    expect((await publish(stranger, site.id, handle('s'))).status).toBe(404);
    expect((await publish(editor, site.id, handle('e'))).body.code).toBe('edit-control-required');
    for (const action of ['unpublish', 'rollback']) {
      expect((await send(h, 'POST', `/api/websites/${site.id}/${action}`, editor)).status).toBe(409);
      expect((await send(h, 'POST', `/api/websites/${site.id}/${action}`, stranger)).status).toBe(404);
    }
    expect(await countRows(h.db, 'publish_requests')).toBe(before);
    // spec §6: an editor holding edit control publishes too.
    await send(h, 'POST', `/api/websites/${site.id}/edit-control`, editor);
    expect((await publish(editor, site.id, handle('ed'))).status).toBe(202);
  });

  it('repeated clicks on one version are one request; a saved change makes a new one', async () => {
    const site = await createdSite(h, owner);
    const address = handle('clicks');
    const first = await publish(owner, site.id, address);
    const again = await publish(owner, site.id, address.toUpperCase());
    expect(first.status).toBe(202);
    expect(again.body.requestId).toBe(first.body.requestId);
    const saved = await send(h, 'PUT', `/api/websites/${site.id}/draft`, owner, {
      document: site.document,
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    const later = await publish(owner, site.id, address);
    expect(later.body.requestId).not.toBe(first.body.requestId);
  });

  it('answers the state of a request of the website; others are 404', async () => {
    const site = await createdSite(h, owner);
    const address = handle('state');
    const { body } = await publish(owner, site.id, address);
    const state = await send(h, 'GET', `/api/websites/${site.id}/publish/${body.requestId}`, owner);
    expect(state).toMatchObject({
      status: 200,
      body: {
        requestId: body.requestId,
        kind: 'publish',
        state: 'queued',
        handle: address,
        liveUrl: null,
        error: null,
      },
    });
    const other = await createdSite(h, owner);
    expect(
      (await send(h, 'GET', `/api/websites/${other.id}/publish/${body.requestId}`, owner)).body.code,
    ).toBe('publish-request-not-found');
    expect(
      (await send(h, 'GET', `/api/websites/${site.id}/publish/${body.requestId}`, stranger)).status,
    ).toBe(404);
    expect((await send(h, 'GET', `/api/websites/${site.id}/publish/not-a-uuid`, owner)).status).toBe(400);
  });

  it('unpublish is recorded; rollback without an earlier build is 409', async () => {
    const user = await signInUser(h, 'unpublisher');
    const site = await createdSite(h, user);
    const unpublish = await send(h, 'POST', `/api/websites/${site.id}/unpublish`, user);
    expect(unpublish.status).toBe(202);
    expect(await findPublishRequest(h.db, unpublish.body.requestId)).toMatchObject({
      kind: 'unpublish',
    });
    expect(await send(h, 'POST', `/api/websites/${site.id}/rollback`, user)).toMatchObject({
      status: 409,
      body: { code: 'nothing-to-roll-back' },
    });
  });
});
