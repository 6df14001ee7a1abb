import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWebsiteFixture } from '@sitewright/model/testing';
import {
  createFolderStore,
  createPublishProcessor,
  createSitesServer,
  noopCdn,
  notFoundText,
  type PublishProcessor,
  requestPublish,
} from '@sitewright/publisher';
import { findUserById, listDomainHistory, listDomainsOfUser } from '@sitewright/store';
import {
  insertDomain,
  insertWebsiteWithDraft,
  publishRequestsOf,
  readPublishedCopy,
  readWebsite,
  storedDeletionFeedback,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, type Person, startApp, uniqueEmail } from './support/app.ts';

/**
 * Spec §4 "Account deletion … removes all owned websites and their addresses": through the
 * publisher. The api records one delete request per website (the outbox); running those requests
 * (what the queue or the sweeper does) takes the published copy offline and removes the drafts.
 */
describe('account deletion removes the published websites through the publisher', { timeout: 60_000 }, () => {
  let h: AppHarness;
  let root: string;
  let sites: http.Server;
  let sitesOrigin: string;
  let processor: PublishProcessor;

  beforeAll(async () => {
    h = await startApp();
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-account-'));
    const store = createFolderStore({ root });
    sites = createSitesServer({ store, onError: () => undefined });
    await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
    sitesOrigin = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
    processor = createPublishProcessor({
      db: h.db,
      store,
      cdn: noopCdn,
      sitesUrl: sitesOrigin,
      apiUrl: 'http://127.0.0.1:3000',
      buildGraceMs: 0,
    });
  }, 60_000);
  afterAll(async () => {
    sites?.closeAllConnections();
    await new Promise<void>((resolve) => (sites ? sites.close(() => resolve()) : resolve()));
    await h?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function website(owner: Person, businessName: string): Promise<string> {
    const id = `site-${uniqueEmail('w').split('@')[0]}`;
    const fixture = createWebsiteFixture({ id, userId: owner.id });
    const draft = { ...fixture, websiteSettings: { ...fixture.websiteSettings, id, businessName } };
    return insertWebsiteWithDraft(h.db, { id, userId: owner.id, draft });
  }

  it('published copy, address, domain and drafts go; editors lose access; the feedback stays', async () => {
    const owner = await h.signIn(uniqueEmail('owner'));
    const published = await website(owner, 'Harbor Plumbing');
    const draftOnly = await website(owner, 'Maple Bakery');
    const handle = `harbor-${Date.now().toString(36)}`;
    const request = await requestPublish(h.db, { websiteId: published, handle }, null);
    await processor(request.request.id);
    expect((await fetch(`${sitesOrigin}/${handle}/`)).status).toBe(200);
    await insertDomain(h.db, owner.id, { domainName: `${handle}.example.com`, websiteId: published });
    const editor = await h.signIn(uniqueEmail('editor'));
    const invited = await h.call('POST', '/api/invite/create', {
      json: { invitedUserEmail: editor.email, websiteId: published, role: 'Collaborator' },
      token: owner.token,
    });
    await h.call('POST', `/api/invite/accept/${invited.body.invite.id}`, { token: editor.token });

    const stage1 = await h.call('POST', '/api/account/deletion/feedback', {
      json: { reason: 'Missing desired features', text: 'Online booking' },
      token: owner.token,
    });
    const deleted = await h.call('DELETE', '/api/account', {
      json: { deletionToken: stage1.body.deletionToken, confirm: true },
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    // At once: the account, its domain and the editor's access are gone.
    expect(await findUserById(h.db, owner.id)).toBeUndefined();
    expect(await listDomainsOfUser(h.db, owner.id)).toEqual([]);
    const history = await listDomainHistory(h.db, `${handle}.example.com`);
    expect(history.map((entry) => entry.type)).toContain('Deleted');
    expect((await h.call('GET', `/api/websites/${published}/owner`, { token: editor.token })).status).toBe(
      404,
    );

    // The publisher's delete requests (what the queue or its sweeper runs).
    const requests = [
      ...(await publishRequestsOf(h.db, published)),
      ...(await publishRequestsOf(h.db, draftOnly)),
    ].filter((r) => r.kind === 'delete' && r.state === 'queued');
    expect(requests.map((r) => r.websiteId).sort()).toEqual([published, draftOnly].sort());
    for (const request of requests) await processor(request.id);

    const page = await fetch(`${sitesOrigin}/${handle}/`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(notFoundText);
    // The drafts and the published copy are gone, and the address is free again.
    expect([await readWebsite(h.db, published), await readWebsite(h.db, draftOnly)]).toEqual([null, null]);
    expect(await readPublishedCopy(h.db, handle)).toBeNull();
    const reused = await insertWebsiteWithDraft(h.db, {
      id: `site-${uniqueEmail('again').split('@')[0]}`,
      userId: editor.id,
      draft: createWebsiteFixture({ userId: editor.id }),
    });
    expect((await requestPublish(h.db, { websiteId: reused, handle }, null)).created).toBe(true);
    const feedback = await storedDeletionFeedback(h.db, owner.id);
    expect(feedback.map(({ reason, text }) => ({ reason, text }))).toEqual([
      { reason: 'Missing desired features', text: 'Online booking' },
    ]);
  });
});
