import { placeholderImageUrl } from '@sitewright/model';
import { notFoundText } from '@sitewright/publisher';
import { readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startAppHarness, type User } from './support/app-harness.ts';

const answers = {
  businessName: 'Cedar Dental',
  description: 'Family dentistry, check-ups, whitening and emergency appointments in central Bristol.',
  location: 'Bristol, UK',
  industry: 'dentist-office',
};

let n = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(n++).toString(36)}`;

/**
 * The website calls over HTTP with the in-process publish runner, as `npm start` runs them:
 * create → publish → the site is served; rename, unpublish, rollback, delete; handle races.
 */
describe('websites over HTTP, published by the in-process runner', { timeout: 60_000 }, () => {
  let h: AppHarness;
  let owner: User;
  beforeAll(async () => {
    h = await startAppHarness();
    owner = await h.signIn('owner');
  }, 60_000);
  afterAll(() => h?.close(), 60_000);

  async function created(user: User = owner, body: Record<string, unknown> = answers) {
    const answer = await h.call('POST', '/api/websites', user, body);
    expect(answer.status).toBe(201);
    return answer.body as { id: string; document: Record<string, unknown>; version: number };
  }

  async function settled(websiteId: string, requestId: string, user: User = owner) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { body } = await h.call('GET', `/api/websites/${websiteId}/publish/${requestId}`, user);
      if (body.state === 'succeeded' || body.state === 'failed') return body;
      if (Date.now() > deadline) throw new Error(`request ${requestId} still ${body.state}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const visit = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, html: await response.text() };
  };

  it('spec §4 Publishing: publish → succeeded, live URL serves the site, the list shows the address', async () => {
    const site = await created();
    const handle = uniqueHandle('cedar');
    const accepted = await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle });
    expect(accepted.status).toBe(202);
    const state = await settled(site.id, accepted.body.requestId);
    expect(state).toMatchObject({
      state: 'succeeded',
      outcome: 'live',
      kind: 'publish',
      handle,
      error: null,
    });
    expect(state.liveUrl).toBe(`${h.sitesOrigin}/${handle}/`);
    const page = await visit(state.liveUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Cedar Dental');
    const list = await h.call('GET', '/api/websites', owner);
    const listed = list.body.websites.find((w: { draftId: string }) => w.draftId === site.id);
    expect(listed.publishedHandle).toBe(handle);
    // The account menu's "View site" link: the same address the publish answered.
    expect(listed.liveUrl).toBe(`${h.sitesOrigin}/${handle}/`);
    const draft = await h.call('GET', `/api/websites/${site.id}`, owner);
    expect(draft.body.document).toMatchObject({ handle });
    // A save after publishing keeps the address and the published time the publisher wrote.
    const saved = await h.call('PUT', `/api/websites/${site.id}/draft`, owner, {
      document: site.document,
      baseVersion: draft.body.version,
    });
    expect(saved.status).toBe(200);
    const after = await h.call('GET', `/api/websites/${site.id}`, owner);
    expect(after.body.document.handle).toBe(handle);
    expect(after.body.document.lastPublishedAt).toBe(draft.body.document.lastPublishedAt);
  });

  it('spec §4: a new address republishes; the old one answers "No website at this link"; unpublish; delete', async () => {
    const site = await created();
    const first = uniqueHandle('oak');
    await settled(
      site.id,
      (await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle: first })).body.requestId,
    );
    const second = uniqueHandle('oak-new');
    const rename = await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle: second });
    expect(await settled(site.id, rename.body.requestId)).toMatchObject({ kind: 'rename', outcome: 'live' });
    expect((await visit(`${h.sitesOrigin}/${second}/`)).status).toBe(200);
    const old = await visit(`${h.sitesOrigin}/${first}/`);
    expect(old.status).toBe(404);
    expect(old.html).toContain(notFoundText);

    const unpublish = await h.call('POST', `/api/websites/${site.id}/unpublish`, owner);
    expect(await settled(site.id, unpublish.body.requestId)).toMatchObject({ outcome: 'unpublished' });
    expect((await visit(`${h.sitesOrigin}/${second}/`)).status).toBe(404);

    const again = await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle: second });
    await settled(site.id, again.body.requestId);
    const deleted = await h.call('DELETE', `/api/websites/${site.id}`, owner);
    expect(deleted.status).toBe(202);
    const deadline = Date.now() + 20_000;
    while ((await readWebsite(h.db, site.id)) !== null) {
      if (Date.now() > deadline) throw new Error('the draft was not deleted');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await visit(`${h.sitesOrigin}/${second}/`)).status).toBe(404);
    expect((await h.call('GET', `/api/websites/${site.id}`, owner)).status).toBe(404);
  });

  it('rollback makes the previous build live again', async () => {
    const site = await created();
    const handle = uniqueHandle('roll');
    await settled(
      site.id,
      (await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle })).body.requestId,
    );
    const doc = structuredClone(site.document) as { websiteSettings: { businessName: string } };
    doc.websiteSettings.businessName = 'Cedar Dental Studio';
    const saved = await h.call('PUT', `/api/websites/${site.id}/draft`, owner, {
      document: doc,
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    await settled(
      site.id,
      (await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle })).body.requestId,
    );
    expect((await visit(`${h.sitesOrigin}/${handle}/`)).html).toContain('Cedar Dental Studio');
    const rollback = await h.call('POST', `/api/websites/${site.id}/rollback`, owner);
    expect(rollback.status).toBe(202);
    expect(await settled(site.id, rollback.body.requestId)).toMatchObject({
      kind: 'rollback',
      state: 'succeeded',
    });
    expect((await visit(`${h.sitesOrigin}/${handle}/`)).html).not.toContain('Cedar Dental Studio');
  });

  it('two websites racing for one address: exactly one gets it, the other "Web address unavailable"', async () => {
    const rival = await h.signIn('rival');
    const [a, b] = [await created(), await created(rival)];
    const handle = uniqueHandle('race');
    const answers = await Promise.all([
      h.call('POST', `/api/websites/${a.id}/publish`, owner, { handle }),
      h.call('POST', `/api/websites/${b.id}/publish`, rival, { handle }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([202, 409]);
    expect(answers.find((x) => x.status === 409)?.body).toEqual({
      code: 'handle-unavailable',
      message: 'Web address unavailable',
    });
  });

  it('a plumber whose pictures are all stand-ins publishes no stand-in in any file of the build', async () => {
    const standIn = 'data:image/svg+xml';
    const site = await created(owner, {
      businessName: 'Rivera Plumbing',
      description: 'Leak repairs, drain cleaning and water heater installs for homes and small shops.',
      location: 'Austin',
    });
    // As a trade without pictures gets it: every picture slot holds the generator's stand-in
    // (put in by hand, so the test does not depend on which trades have bundled pictures).
    const standInImage = {
      provider: 'Custom',
      description: 'Placeholder picture: replace it with a photo of your work',
      tags: ['placeholder'],
      urls: [{ type: 'regular', url: placeholderImageUrl }],
      fit: 'cover',
    };
    const withStandIns = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withStandIns);
      if (value === null || typeof value !== 'object') return value;
      if ('urls' in value && 'provider' in value) return standInImage;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStandIns(v)]));
    };
    const document = withStandIns(site.document) as { sections: { type: string; image?: unknown }[] };
    for (const section of document.sections) {
      if (section.type === 'Introduction' || section.type === 'ImageBanner') section.image = standInImage;
    }
    const saved = await h.call('PUT', `/api/websites/${site.id}/draft`, owner, {
      document,
      baseVersion: site.version,
    });
    expect(saved.status).toBe(200);
    const draft = JSON.stringify((await h.call('GET', `/api/websites/${site.id}`, owner)).body.document);
    expect(draft.split(standIn).length - 1).toBeGreaterThanOrEqual(3);
    expect(draft).toContain('"type":"Gallery"');

    const handle = uniqueHandle('rivera');
    const accepted = await h.call('POST', `/api/websites/${site.id}/publish`, owner, { handle });
    expect(await settled(site.id, accepted.body.requestId)).toMatchObject({ state: 'succeeded' });

    // Every file the page loads, found from it: stylesheet, script, icon, and the stylesheet's fonts.
    const files = new Map<string, string>();
    const pending = [`${h.sitesOrigin}/${handle}/`];
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (files.has(url)) continue;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
      files.set(url, text);
      if (!/\.(html|css)$|\/$/.test(new URL(url).pathname)) continue;
      for (const [, attribute, cssUrl] of text.matchAll(/(?:href|src)="([^"]+)"|url\(([^)]+)\)/g)) {
        const ref = (attribute ?? cssUrl ?? '').replace(/^["']|["']$/g, '').replaceAll('&amp;', '&');
        const next = new URL(ref, url);
        const own = next.pathname.startsWith(`/${handle}/`) || next.pathname.startsWith('/_assets/');
        if (next.origin === h.sitesOrigin && own) pending.push(next.href);
      }
    }
    const paths = [...files.keys()].map((u) => new URL(u).pathname.replace(`/${handle}/`, ''));
    expect(paths).toContain('');
    // The stylesheet and fonts are shared assets, on the same origin: /_assets/{hash}/{name}.
    expect(paths.some((p) => /^\/_assets\/[0-9a-f]{32}\/site\.css$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/_assets\/[0-9a-f]{32}\/.+\.woff2$/.test(p))).toBe(true);
    for (const [url, text] of files) expect(text, url).not.toContain(standIn);
    const page = files.get(`${h.sitesOrigin}/${handle}/`)!;
    expect(page).toContain('Rivera Plumbing');
    expect(page).not.toContain('Placeholder picture');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('sw-gallery');
  });
});
