import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Image, Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { renderSite } from '@sitewright/templates';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureMedia } from '../media/published-media.ts';
import { cropHash, mediaHash, renditionCounter } from '../media/renditions.ts';
import { servePictures, testPhoto, testSvg } from '../media/test-pictures.ts';
import { createFolderStore } from '../object-store/folder-store.ts';
import { buildFileKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { alternatePages, type BuildTarget, uploadBuild } from './build-site.ts';

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

  /** `base` with every `put` and `get` recorded (the keys, in order), answered by `base`. */
  function recording(base: ObjectStore) {
    const puts: string[] = [];
    const gets: string[] = [];
    const recorded: ObjectStore = {
      ...base,
      put: (key, body, options) => {
        puts.push(key);
        return base.put(key, body, options);
      },
      get: (key) => {
        gets.push(key);
        return base.get(key);
      },
    };
    return { puts, gets, recorded };
  }
  const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const recolored: Website = {
    ...site,
    theme: { ...site.theme, colors: { ...site.theme.colors, buttonBackgroundColor: '#7C3AED' } },
  };

  it('stores the stylesheet, script, icon and fonts once, under assets/{their hash}/, and the page under the build', async () => {
    const first = await uploadBuild(store, site, target('b1', null));
    expect(first.keys).toEqual(['sites/rosa/b1/index.html']);
    expect(first.sharedAssets.map((p) => p.replace(/^_assets\/[0-9a-f]{32}\//, '')).sort()).toEqual([
      'icon.svg',
      'inter-latin-400-normal.woff2',
      'poppins-latin-600-normal.woff2',
      'site.css',
      'site.js',
    ]);
    const page = (await store.get('sites/rosa/b1/index.html'))!.body.toString('utf8');
    for (const path of first.sharedAssets) {
      const object = await store.get(`assets/${path.slice('_assets/'.length)}`);
      expect(object, path).not.toBeNull();
      expect(path.split('/')[1]).toBe(sha(object!.body));
      expect(object!.cacheControl).toBe('public, max-age=31536000, immutable');
      if (!path.endsWith('.woff2') || path.includes('poppins')) expect(page).toContain(`"/${path}"`);
    }
    expect(await store.list('sites/rosa/b1/assets/')).toEqual([]);
    expect(await store.list('sites/rosa/b1/fonts/')).toEqual([]);
  });

  it('republishes the same look by writing its page alone, in this process or another that knows the live build', async () => {
    const here = recording(store);
    const first = await uploadBuild(here.recorded, site, target('b1', null));
    expect(here.puts).toHaveLength(6);
    // The live build links them: nothing but the page, nothing read.
    here.puts.length = 0;
    await uploadBuild(here.recorded, withHeading(site, 'Second heading'), {
      ...target('b2', 'b1'),
      liveSharedAssets: first.sharedAssets,
    });
    expect([here.puts, here.gets]).toEqual([['sites/rosa/b2/index.html'], []]);
    // Another site of the same look, first published by this process: it stored them already.
    here.puts.length = 0;
    await uploadBuild(here.recorded, site, {
      ...target('b1', null),
      handle: 'maya',
      siteUrl: 'http://sites.test/maya',
      basePath: '/maya/',
    });
    expect([here.puts, here.gets]).toEqual([['sites/maya/b1/index.html'], []]);
    // Another process (another store object on the same files) told which the live build links.
    const other = recording(createFolderStore({ root }));
    const second = await uploadBuild(other.recorded, withHeading(site, 'Third heading'), {
      ...target('b3', 'b2'),
      liveSharedAssets: first.sharedAssets,
    });
    expect([other.puts, other.gets]).toEqual([['sites/rosa/b3/index.html'], []]);
    expect(second.sharedAssets).toEqual(first.sharedAssets);
    expect((await store.get('sites/rosa/b3/index.html'))?.body.toString('utf8')).toContain('Third heading');
  });

  it('writes only the files of a new look; the old stylesheet stays at its own address', async () => {
    const first = await uploadBuild(store, site, target('b1', null));
    const other = recording(createFolderStore({ root }));
    const second = await uploadBuild(other.recorded, recolored, {
      ...target('b2', 'b1'),
      liveSharedAssets: first.sharedAssets,
    });
    const added = second.sharedAssets.filter((p) => !first.sharedAssets.includes(p));
    expect(added.map((p) => p.split('/')[2]).sort()).toEqual(['icon.svg', 'site.css']);
    expect(other.puts.sort()).toEqual(
      [...added.map((p) => `assets/${p.slice('_assets/'.length)}`), 'sites/rosa/b2/index.html'].sort(),
    );
    expect(other.gets).toEqual([]);
    for (const path of first.sharedAssets) {
      expect(await store.head(`assets/${path.slice('_assets/'.length)}`), path).not.toBeNull();
    }
  });

  it('a live build whose shared assets are not known (a rollback) has its page read, and nothing carried when it links none', async () => {
    await uploadBuild(store, site, target('b1', null));
    const other = recording(createFolderStore({ root }));
    const second = await uploadBuild(other.recorded, site, target('b2', 'b1'));
    expect(other.gets).toEqual(['sites/rosa/b1/index.html']);
    expect(second.keys).toEqual(['sites/rosa/b2/index.html']);
  });

  it('carries the assets of a live build published before shared assets (its own assets/ and fonts/), copied or written', async () => {
    // b1 as builds were made before: every file under its own prefix, linked from /rosa/.
    const legacy = await renderSite(site, {
      siteUrl: 'http://sites.test/rosa',
      basePath: '/rosa/',
      apiUrl: 'http://api.test',
      mode: 'publish',
    });
    for (const file of legacy.files) {
      await store.put(buildFileKey('rosa', 'b1', file.path), file.contents, {
        contentType: file.contentType,
        cacheControl: file.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      });
    }
    const linked = legacy.files.filter((f) => f.immutable).map((f) => f.path);
    expect(linked.some((p) => p.startsWith('fonts/'))).toBe(true);
    expect(linked.some((p) => /^assets\/site\.[0-9a-f]{8}\.css$/.test(p))).toBe(true);
    const second = await uploadBuild(store, site, target('b2', 'b1'));
    expect(second.keys.sort()).toEqual(
      ['index.html', ...linked].map((p) => buildFileKey('rosa', 'b2', p)).sort(),
    );
    for (const file of linked) {
      // The folder store links: one file on disk for both builds.
      expect(await inode(buildFileKey('rosa', 'b2', file))).toBe(
        await inode(buildFileKey('rosa', 'b1', file)),
      );
    }
    // A store without copy reads each back and writes it.
    const { copy: _copy, ...withoutCopy } = store;
    const third = await uploadBuild(withoutCopy, site, target('b3', 'b1'));
    for (const file of linked) {
      const key = buildFileKey('rosa', 'b3', file);
      expect(third.keys).toContain(key);
      expect((await store.get(key))?.etag).toBe((await store.get(buildFileKey('rosa', 'b1', file)))?.etag);
      expect((await store.head(key))?.cacheControl).toBe('public, max-age=31536000, immutable');
    }
  });

  it("carries the assets of every page of a live build made elsewhere: its second language's page too", async () => {
    // A live build b1 this process did not make, in two languages; its Spanish page alone links a script.
    const put = (file: string, body: string, contentType: string) =>
      store.put(buildFileKey('rosa', 'b1', file), body, { contentType });
    await put(
      'index.html',
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/rosa/assets/site.0a1b.css"/>' +
        '<link rel="alternate" hrefLang="en" href="http://sites.test/rosa/"/>' +
        '<link rel="alternate" hrefLang="es" href="http://sites.test/rosa/es/"/>' +
        '<link rel="alternate" hrefLang="x-default" href="http://sites.test/rosa/"/></head></html>',
      'text/html; charset=utf-8',
    );
    await put(
      'es/index.html',
      '<!doctype html><html lang="es"><head><link rel="stylesheet" href="/rosa/assets/site.0a1b.css"/>' +
        '<script src="/rosa/assets/only-es.9f8e.js"></script></head></html>',
      'text/html; charset=utf-8',
    );
    await put('assets/site.0a1b.css', 'body{color:red}', 'text/css; charset=utf-8');
    await put('assets/only-es.9f8e.js', 'void 0', 'text/javascript; charset=utf-8');

    const { keys } = await uploadBuild(store, site, target('b2', 'b1'));
    expect(keys).toContain('sites/rosa/b2/assets/site.0a1b.css');
    expect(keys).toContain('sites/rosa/b2/assets/only-es.9f8e.js');
    expect((await store.get('sites/rosa/b2/assets/only-es.9f8e.js'))?.body.toString('utf8')).toBe('void 0');
  });

  it('uploads a second language’s page like the home page: after every file it links, in the same build', async () => {
    const order: string[] = [];
    const recorded: ObjectStore = {
      ...store,
      put: (key, body, options) => {
        order.push(key.replace('sites/rosa/b1/', ''));
        return store.put(key, body, options);
      },
    };
    const spanish: Website = { ...site, secondLanguage: { code: 'es', translations: {} } };
    const { keys } = await uploadBuild(recorded, spanish, target('b1', null));
    expect(keys).toContain('sites/rosa/b1/es/index.html');
    const pages = ['index.html', 'es/index.html'].map((p) => order.indexOf(p));
    const others = order.filter((p) => !p.endsWith('.html')).map((p) => order.indexOf(p));
    expect(Math.min(...pages)).toBeGreaterThan(Math.max(...others));
    const page = (await store.get('sites/rosa/b1/es/index.html'))?.body.toString('utf8') ?? '';
    expect(page).toContain('<html lang="es"');
    // The Spanish page links the same shared assets as the home page (/_assets/…), each stored first.
    const assets = page.match(/\/_assets\/[^"]+/g) ?? [];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(order).toContain(asset.slice('/_'.length));
  });

  it('names the other pages of a build from its home page’s hreflang alternates', () => {
    expect(
      alternatePages(
        '<link rel="alternate" hrefLang="en" href="https://s.test/rosa/"/>' +
          '<link rel="alternate" hreflang="fr" href="https://s.test/rosa/fr/"/>' +
          '<link rel="alternate" hrefLang="x-default" href="https://s.test/rosa/"/>',
      ),
    ).toEqual(['fr/index.html']);
    expect(alternatePages('<link rel="canonical" href="https://s.test/rosa/"/>')).toEqual([]);
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
    // The upload (480/720/960/1600 in three formats), the 1200 × 800 Pexels photo in the gallery's
    // Square frame as its 800 × 800 centre (480/720/800 in three), two SVGs.
    expect(media.filter((p) => p.endsWith('.svg'))).toHaveLength(2);
    expect(media.filter((p) => p.endsWith('.avif'))).toHaveLength(7);
    expect(media.filter((p) => p.endsWith('.webp'))).toHaveLength(7);
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

  it("crops an Unsplash photo shown in a frame by its CDN's parameters", async () => {
    const store = await storeWithUpload();
    const site = website();
    const street = `${unsplash.origin}/photo-1?ixid=abc`;
    const framed = {
      ...site,
      sections: site.sections.map((s) =>
        s.type === 'Introduction'
          ? { ...s, image: { ...picture('Unsplash', street, 'A calm street'), frame: 'Landscape' } }
          : s,
      ),
    } as Website;
    await uploadBuild(store, framed, withApp('b1', null));
    const html = (await store.get(buildFileKey('rosa', 'b1', 'index.html')))!.body.toString('utf8');
    // Measured 3:2 (2400 × 1600): its 4:3 centre is 2133 × 1600, asked at 480/960/1600/2133.
    const shown = /<div class="sw-picture sw-frame-landscape[^"]*"><picture>.*?<\/picture>/.exec(html)?.[0];
    expect(shown).toContain(`srcSet="${street}&amp;w=480&amp;h=360&amp;fit=crop&amp;q=70&amp;fm=avif 480w,`);
    expect(shown).toContain('&amp;w=2133&amp;h=1600&amp;fit=crop&amp;q=70&amp;fm=webp 2133w"');
    expect(shown).toMatch(
      /<img src="[^"]*&amp;w=960&amp;h=720&amp;fit=crop&amp;q=70&amp;fm=jpg" width="2133" height="1600"/,
    );
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

describe('uploadBuild crops a framed picture to its frame (folder store, real sharp)', () => {
  let root: string;
  const apiUrl = 'http://api.test';
  const uploadKey = 'uploads/w1/5d0c7a2e-1b4f-4e8a-9c3d-2a6b8e0f1c47.jpg';
  const uploadUrl = `${apiUrl}/api/uploads/w1/5d0c7a2e-1b4f-4e8a-9c3d-2a6b8e0f1c47.jpg`;
  let portrait: Buffer;
  let landscape: Buffer;
  beforeAll(async () => {
    [portrait, landscape] = await Promise.all([testPhoto(1200, 1600, 4), testPhoto(1600, 1200, 5)]);
  }, 60_000);
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-crops-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  /** A site whose introduction shows the upload with `image` fields over a Landscape cover picture. */
  const framedSite = (image: Partial<Image> = {}): Website => {
    const site = createWebsiteFixture({ id: 'w1', userId: 'u1' });
    return {
      ...site,
      sections: site.sections
        .filter((s) => s.type !== 'Gallery' && s.type !== 'ImageBanner')
        .map((s) =>
          s.type === 'Introduction'
            ? {
                ...s,
                image: { ...picture('Custom', uploadUrl, 'Our workshop'), frame: 'Landscape', ...image },
              }
            : s,
        ),
    } as Website;
  };
  async function publish(photo: Buffer, site: Website, store = createFolderStore({ root }), buildId = 'b1') {
    if (!(await store.head(uploadKey))) await store.put(uploadKey, photo, { contentType: 'image/jpeg' });
    configureMedia(store, { log: () => undefined });
    await uploadBuild(store, site, target(buildId, null));
    const html = (await store.get(buildFileKey('rosa', buildId, 'index.html')))!.body.toString('utf8');
    return {
      store,
      html,
      picture: /<div class="sw-picture[^"]*"><picture>.*?<\/picture>/.exec(html)?.[0] ?? '',
    };
  }

  it('links a 1200 × 1600 photo in a Landscape frame as 4:3 renditions, with the crop size on the <img>', async () => {
    const { store, picture: shown } = await publish(portrait, framedSite());
    const crop = cropHash(mediaHash(portrait), '4x3');
    expect(shown).toContain('sw-frame-landscape');
    expect(shown).toContain(`<img src="/_media/${crop}/960.jpg" width="1200" height="900"`);
    const srcsets = [...shown.matchAll(/srcSet="([^"]*)"/g)].map((m) => m[1]!);
    expect(srcsets).toEqual([
      `/_media/${crop}/480.avif 480w,/_media/${crop}/720.avif 720w,/_media/${crop}/960.avif 960w,/_media/${crop}/1200.avif 1200w`,
      `/_media/${crop}/480.webp 480w,/_media/${crop}/720.webp 720w,/_media/${crop}/960.webp 960w,/_media/${crop}/1200.webp 1200w`,
    ]);
    expect(shown).not.toContain(mediaHash(portrait));
    for (const [width, height] of [
      [480, 360],
      [720, 540],
      [960, 720],
      [1200, 900],
    ] as const) {
      for (const ext of ['avif', 'webp', 'jpg']) {
        const file = await store.get(`media/${crop}/${width}.${ext}`);
        expect(file?.cacheControl).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file!.body).metadata();
        expect([meta.width, meta.height, meta.format], `${width}.${ext}`).toEqual([
          width,
          height,
          ext === 'jpg' ? 'jpeg' : ext === 'avif' ? 'heif' : ext,
        ]);
      }
    }
    expect(JSON.parse((await store.get(`media/${crop}/manifest.json`))!.body.toString('utf8'))).toEqual({
      version: 1,
      hash: crop,
      width: 1200,
      height: 900,
      widths: [480, 720, 960, 1200],
      fallback: 'jpg',
    });
  });

  it('makes no crop for a photo already 4:3, one with cropper effects, or one with fit contain', async () => {
    const cases: [Buffer, Partial<Image>][] = [
      [landscape, {}],
      [portrait, { effects: { translateX: 0, translateY: 0, width: 100, zoom: 1.4, rotation: 0 } }],
      [portrait, { fit: 'contain' }],
    ];
    for (const [i, [photo, fields]] of cases.entries()) {
      const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-crops-'));
      try {
        const { store, picture: shown } = await publish(
          photo,
          framedSite(fields),
          createFolderStore({ root: dir }),
        );
        const whole = mediaHash(photo);
        expect(shown, `case ${i}`).toContain(
          `<img src="/_media/${whole}/960.jpg" width="${photo === portrait ? 1200 : 1600}"`,
        );
        const folders = new Set(
          (await store.list('media/')).map((o) => o.key.split('/')[1]).filter((f) => f !== 'sources'),
        );
        expect([...folders], `case ${i}`).toEqual([whole]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  });

  it('a republish of a framed picture decodes nothing and writes no media, here or in another process', async () => {
    const first = await publish(portrait, framedSite());
    expect(first.picture).toContain(`/_media/${cropHash(mediaHash(portrait), '4x3')}/1200.avif`);
    const decoded = renditionCounter.sources;
    const writes: string[] = [];
    const counted = (s: ObjectStore): ObjectStore => ({
      ...s,
      put: (key, body, options) => {
        writes.push(key);
        return s.put(key, body, options);
      },
    });
    const again = await publish(portrait, framedSite(), counted(first.store), 'b2');
    const elsewhere = await publish(portrait, framedSite(), counted(createFolderStore({ root })), 'b3');
    expect(writes.filter((k) => k.startsWith('media/'))).toEqual([]);
    expect(renditionCounter.sources).toBe(decoded);
    expect(again.picture).toBe(first.picture);
    expect(elsewhere.picture).toBe(first.picture);
  });
});
