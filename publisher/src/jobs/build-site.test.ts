import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Image, Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureMedia } from '../media/published-media.ts';
import { renditionCounter } from '../media/renditions.ts';
import { servePictures, testPhoto, testSvg } from '../media/test-pictures.ts';
import { createFolderStore } from '../object-store/folder-store.ts';
import { buildFileKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { type BuildTarget, uploadBuild } from './build-site.ts';

const target = (buildId: string, liveBuildId: string | null): BuildTarget => ({
  handle: 'rosa',
  buildId,
  siteUrl: 'http://sites.test/rosa',
  basePath: '/rosa/',
  apiUrl: 'http://api.test',
  customDomain: false,
  liveBuildId,
});

const withHeading = (site: Website, heading: string): Website => ({
  ...site,
  sections: site.sections.map((s) => (s.type === 'Introduction' ? { ...s, heading } : s)),
});

describe('uploadBuild over the live build (folder store)', () => {
  let root: string;
  let store: ObjectStore;
  const site = createWebsiteFixture({ id: 'w1', userId: 'u1' });
  const inode = async (key: string) => (await stat(path.join(root, key))).ino;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-build-'));
    store = createFolderStore({ root });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('links the immutable files the live build has (same path, same bytes) and writes the page', async () => {
    const first = await uploadBuild(store, withHeading(site, 'First heading'), target('b1', null));
    const second = await uploadBuild(store, withHeading(site, 'Second heading'), target('b2', 'b1'));
    const relative = (key: string) => key.replace(/^sites\/rosa\/b[12]\//, '');
    expect(second.map(relative).sort()).toEqual(first.map(relative).sort());
    const immutable = second.map(relative).filter((p) => p !== 'index.html');
    expect(immutable.some((p) => p.startsWith('fonts/'))).toBe(true);
    for (const file of immutable) {
      // One file on disk for both builds, read back with the same bytes and headers.
      expect(await inode(buildFileKey('rosa', 'b2', file))).toBe(
        await inode(buildFileKey('rosa', 'b1', file)),
      );
      const [old, now] = await Promise.all([
        store.get(buildFileKey('rosa', 'b1', file)),
        store.get(buildFileKey('rosa', 'b2', file)),
      ]);
      expect(now?.etag).toBe(old?.etag);
      expect([now?.contentType, now?.cacheControl]).toEqual([old?.contentType, old?.cacheControl]);
      expect(now?.cacheControl).toBe('public, max-age=31536000, immutable');
    }
    const page = await store.get(buildFileKey('rosa', 'b2', 'index.html'));
    expect(page?.body.toString('utf8')).toContain('Second heading');
    expect(await inode(buildFileKey('rosa', 'b2', 'index.html'))).not.toBe(
      await inode(buildFileKey('rosa', 'b1', 'index.html')),
    );
  });

  it("carries the live build's assets without reading its page back when this process built it", async () => {
    const gets: string[] = [];
    const counted: ObjectStore = {
      ...store,
      get: (key) => {
        gets.push(key);
        return store.get(key);
      },
    };
    const recolored: Website = {
      ...site,
      theme: { ...site.theme, colors: { ...site.theme.colors, buttonBackgroundColor: '#7C3AED' } },
    };
    await uploadBuild(counted, site, target('b1', null));
    const oldCss = (await store.list('sites/rosa/b1/assets/')).find((o) => o.key.endsWith('.css'))!.key;
    gets.length = 0;
    // Another look: a new stylesheet hash, so the old one is carried for pages loaded before the switch.
    const second = await uploadBuild(counted, recolored, target('b2', 'b1'));
    expect(gets).toEqual([]);
    const carried = oldCss.replace('/b1/', '/b2/');
    expect(second).toContain(carried);
    expect((await store.get(carried))?.etag).toBe((await store.get(oldCss))?.etag);
    // A process that did not build b2 reads its page and stylesheet and carries the same files.
    const elsewhere: ObjectStore = { ...counted };
    const third = await uploadBuild(elsewhere, site, target('b3', 'b2'));
    expect(gets.some((key) => key.endsWith('/b2/index.html'))).toBe(true);
    const viaCache = await uploadBuild(counted, site, target('b4', 'b2'));
    expect(viaCache.map((k) => k.replace('/b4/', '/b3/')).sort()).toEqual([...third].sort());
    expect(third).toContain(second.find((k) => k.endsWith('.css'))!.replace('/b2/', '/b3/'));
  });

  it('writes an immutable file the live build lacks, and writes everything on a store without copy', async () => {
    await uploadBuild(store, site, target('b1', null));
    const [font] = (await store.list('sites/rosa/b1/fonts/')).map((o) => o.key);
    await store.delete(font!);
    await uploadBuild(store, site, target('b2', 'b1'));
    const fontB2 = font!.replace('/b1/', '/b2/');
    expect((await store.get(fontB2))?.size).toBeGreaterThan(0);
    expect((await store.head(fontB2))?.cacheControl).toBe('public, max-age=31536000, immutable');

    const { copy: _copy, ...withoutCopy } = store;
    await uploadBuild(withoutCopy, site, target('b3', 'b2'));
    const css = (await store.list('sites/rosa/b3/assets/')).find((o) => o.key.endsWith('.css'));
    expect(await inode(css!.key)).not.toBe(await inode(css!.key.replace('/b3/', '/b2/')));
  });
});

const picture = (provider: Image['provider'], url: string, description: string): Image => ({
  provider,
  description,
  tags: [],
  urls: (['thumbnail', 'small', 'regular', 'full', 'raw'] as const).map((type) => ({ type, url })),
  fit: 'cover',
});

/** A site showing an upload (hero), two bundled pictures and a Pexels photo (gallery), an Unsplash photo (banner). */
function siteWithPictures(
  site: Website,
  urls: { upload: string; bundled: string[]; pexels: string; unsplash: string },
) {
  return {
    ...site,
    sections: site.sections.map((s) => {
      if (s.type === 'Introduction') return { ...s, image: picture('Custom', urls.upload, 'Our workshop') };
      if (s.type === 'ImageBanner')
        return { ...s, image: picture('Unsplash', urls.unsplash, 'A calm street') };
      if (s.type === 'Gallery')
        return {
          ...s,
          items: [
            ...urls.bundled.map((url, i) => ({ image: picture('Custom', url, `Bundled ${i}`), caption: '' })),
            { image: picture('Pexels', urls.pexels, 'A tiled bathroom'), caption: '' },
          ],
        };
      return s;
    }),
  } as Website;
}

describe('uploadBuild publishes every picture on the sites origin (folder store, real sharp)', () => {
  let root: string;
  let app: Awaited<ReturnType<typeof servePictures>>;
  let pexels: Awaited<ReturnType<typeof servePictures>>;
  let unsplash: Awaited<ReturnType<typeof servePictures>>;
  const apiUrl = 'http://api.test';
  const uploadKey = 'uploads/w1/0b7e3a52-5f0c-4c4e-9a55-3f1b2c8d9e10.jpg';
  beforeAll(async () => {
    app = await servePictures({
      '/assets/images/kitchen.svg': { contentType: 'image/svg+xml', body: testSvg('#0f766e') },
      '/assets/images/garden.svg': { contentType: 'image/svg+xml', body: testSvg('#7c3aed') },
    });
    pexels = await servePictures({
      '/photos/1/pexels-photo-1.jpeg': { contentType: 'image/jpeg', body: await testPhoto(1200, 800, 2) },
    });
    unsplash = await servePictures({
      '/photo-1': { contentType: 'image/jpeg', body: await testPhoto(480, 320, 3) },
    });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([app.close(), pexels.close(), unsplash.close()]);
  });
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-media-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function storeWithUpload() {
    const store = createFolderStore({ root });
    await store.put(uploadKey, await testPhoto(1600, 1200), { contentType: 'image/jpeg' });
    configureMedia(store, {
      copiedStockOrigins: [pexels.origin],
      hotlinkedStockOrigins: [unsplash.origin],
      log: () => undefined,
    });
    return store;
  }

  const website = () =>
    siteWithPictures(createWebsiteFixture({ id: 'w1', userId: 'u1' }), {
      upload: `${apiUrl}/api/uploads/w1/0b7e3a52-5f0c-4c4e-9a55-3f1b2c8d9e10.jpg`,
      bundled: [`${app.origin}/assets/images/kitchen.svg`, `${app.origin}/assets/images/garden.svg`],
      pexels: `${pexels.origin}/photos/1/pexels-photo-1.jpeg`,
      unsplash: `${unsplash.origin}/photo-1?ixid=abc`,
    });
  const withApp = (buildId: string, liveBuildId: string | null): BuildTarget => ({
    ...target(buildId, liveBuildId),
    appUrl: app.origin,
  });

  it('links only /_media/ renditions for uploads, bundled and Pexels pictures, each stored and immutable', async () => {
    const store = await storeWithUpload();
    await uploadBuild(store, website(), withApp('b1', null));
    const html = (await store.get(buildFileKey('rosa', 'b1', 'index.html')))!.body.toString('utf8');
    // Nothing on the app's origins but the 'Made with Sitewright' link (a link, not a resource).
    expect(html).not.toContain(apiUrl);
    expect(html.replaceAll(`href="${app.origin}/?`, '')).not.toContain(app.origin);
    expect(html).not.toContain(pexels.origin);
    const media = [...new Set(html.match(/\/_media\/[0-9a-f]{32}\/[0-9a-z]+\.[a-z]+/g))];
    // The upload (480/960/1600 in three formats), the Pexels photo (480/960/1200 in three), two SVGs.
    expect(media.filter((p) => p.endsWith('.svg'))).toHaveLength(2);
    expect(media.filter((p) => p.endsWith('.avif'))).toHaveLength(6);
    expect(media.filter((p) => p.endsWith('.webp'))).toHaveLength(6);
    for (const file of media) {
      const object = await store.get(file.slice(2));
      expect(object, file).not.toBeNull();
      expect(object!.cacheControl).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(object!.body).metadata();
      if (!file.endsWith('.svg')) expect(meta.width).toBe(Number(file.split('/').pop()!.split('.')[0]));
    }
    // The hero (first large image) loads first; every <img> has its size.
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img(?![^>]*width=)[^>]*>/);
    // The Unsplash photo stays on its CDN (its terms), resized there, with its shape measured once.
    expect(html).toContain(
      `${unsplash.origin}/photo-1?ixid=abc&amp;w=480&amp;fit=max&amp;q=70&amp;fm=avif 480w`,
    );
    expect(html).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/photo-1\?[^"]*" width="2400" height="1600"/);
  });

  it('makes renditions once: a republish, in this process or another, decodes and writes no picture', async () => {
    const store = await storeWithUpload();
    const writes: string[] = [];
    const counted = (s: ObjectStore): ObjectStore => ({
      ...s,
      put: (key, body, options) => {
        writes.push(key);
        return s.put(key, body, options);
      },
    });
    const origins = { copiedStockOrigins: [pexels.origin], hotlinkedStockOrigins: [unsplash.origin] };
    const here = counted(store);
    configureMedia(here, origins);
    const fetchedBefore = app.requests.get('/assets/images/kitchen.svg') ?? 0;
    const pexelsBefore = pexels.requests.get('/photos/1/pexels-photo-1.jpeg') ?? 0;
    await uploadBuild(here, website(), withApp('b1', null));
    expect(writes.filter((k) => k.startsWith('media/')).length).toBeGreaterThan(0);
    const decoded = renditionCounter.sources;
    const fetched = app.requests.get('/assets/images/kitchen.svg') ?? 0;
    const pexelsFetched = pexels.requests.get('/photos/1/pexels-photo-1.jpeg') ?? 0;
    expect([fetched - fetchedBefore, pexelsFetched - pexelsBefore]).toEqual([1, 1]);
    writes.length = 0;
    // The same process: nothing read, nothing written, nothing decoded.
    await uploadBuild(here, website(), withApp('b2', 'b1'));
    expect(writes.filter((k) => k.startsWith('media/'))).toEqual([]);
    expect(app.requests.get('/assets/images/kitchen.svg')).toBe(fetched);
    // A process that never saw these pictures (its own store object): one lookup each, no decoding;
    // a bundled picture (its name outlives its bytes across releases) is read again and found by hash.
    const elsewhere = counted(createFolderStore({ root }));
    configureMedia(elsewhere, origins);
    await uploadBuild(elsewhere, website(), withApp('b3', 'b2'));
    expect(writes.filter((k) => k.startsWith('media/'))).toEqual([]);
    expect(renditionCounter.sources).toBe(decoded);
    expect(app.requests.get('/assets/images/kitchen.svg')).toBe(fetched + 1);
    expect(pexels.requests.get('/photos/1/pexels-photo-1.jpeg')).toBe(pexelsFetched);
    const pages = await Promise.all(
      ['b1', 'b3'].map(async (b) =>
        (await store.get(buildFileKey('rosa', b, 'index.html')))!.body.toString('utf8'),
      ),
    );
    const mediaOf = (html: string) => [...new Set(html.match(/\/_media\/[^" ,]+/g))].sort();
    expect(mediaOf(pages[1]!)).toEqual(mediaOf(pages[0]!));
  });

  it('a picture that cannot be read keeps its address and the publish goes on, with a log line', async () => {
    const store = await storeWithUpload();
    await store.delete(uploadKey);
    const logged: string[] = [];
    configureMedia(store, {
      log: (fields, message) => logged.push(`${message}: ${fields.url} (${fields.reason})`),
    });
    await uploadBuild(store, website(), withApp('b1', null));
    expect(logged).toEqual([
      `a picture keeps its address: ${apiUrl}/api/uploads/w1/0b7e3a52-5f0c-4c4e-9a55-3f1b2c8d9e10.jpg (${uploadKey} is not in the store)`,
    ]);
    const html = (await store.get(buildFileKey('rosa', 'b1', 'index.html')))!.body.toString('utf8');
    expect(html).toContain('<picture>');
  });
});
