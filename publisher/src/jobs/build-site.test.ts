import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
