import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStore } from './folder-store.ts';

// The full ObjectStore contract runs in tests/src/publishing against folder and S3 alike.
describe('folder store layout', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-unit-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('keeps bytes as plain files and metadata beside them, with no temp files left', async () => {
    const store = createFolderStore({ root });
    await store.put('sites/a/b/index.html', '<p>x</p>', { cacheControl: 'no-cache' });
    await store.putIfAbsent('sites/a/b/once.txt', 'y');
    await store.putIfAbsent('sites/a/b/once.txt', 'z');
    expect(await readFile(path.join(root, 'sites/a/b/index.html'), 'utf8')).toBe('<p>x</p>');
    expect(JSON.parse(await readFile(path.join(root, '.meta/sites/a/b/index.html.json'), 'utf8'))).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('removes emptied folders on delete', async () => {
    const store = createFolderStore({ root });
    await store.put('sites/a/b/c/index.html', 'x');
    await store.deleteByPrefix('sites/a/');
    expect(await readdir(root)).not.toContain('sites');
  });
});
