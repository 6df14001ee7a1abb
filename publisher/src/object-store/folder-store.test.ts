import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { occupyThreadPool } from '../testing/thread-pool.ts';
import { createFolderStore } from './folder-store.ts';

// The full ObjectStore contract runs in tests/src/publishing against folder and S3 alike.

/** Each test's store folder. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sitewright-unit-'));
});
afterEach(async () => rm(root, { recursive: true, force: true }));
describe.each([
  { writes: 'asynchronous', synchronousWrites: false },
  { writes: 'synchronous', synchronousWrites: true },
])('folder store layout ($writes writes)', ({ synchronousWrites }) => {
  it('keeps bytes as plain files and metadata beside them, with no temp files left', async () => {
    const store = createFolderStore({ root, synchronousWrites });
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

  it("writes no sidecar for a key's default headers, and a put with them drops an older one", async () => {
    const store = createFolderStore({ root, synchronousWrites });
    const meta = (key: string) => path.join(root, '.meta', `${key}.json`);
    const exists = (file: string) =>
      readFile(file).then(
        () => true,
        () => false,
      );
    // A hashed asset (immutable) and a page (revalidate) with their defaults: bytes only.
    await store.put('sites/a/b/assets/site.91913ae7.css', 'p{}', {
      contentType: 'text/css; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    await store.putIfAbsent('sites/a/b/index.html', '<p>x</p>', {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(await exists(meta('sites/a/b/assets/site.91913ae7.css'))).toBe(false);
    expect(await exists(meta('sites/a/b/index.html'))).toBe(false);
    expect(await store.head('sites/a/b/index.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    // Other headers get a sidecar; a later put with the defaults removes it.
    await store.put('sites/a/b/page.html', 'y', { cacheControl: 'no-store' });
    expect((await store.head('sites/a/b/page.html'))?.cacheControl).toBe('no-store');
    await store.put('sites/a/b/page.html', 'z');
    expect(await exists(meta('sites/a/b/page.html'))).toBe(false);
    expect((await store.head('sites/a/b/page.html'))?.cacheControl).toBe(
      'public, max-age=0, must-revalidate',
    );
    // putIfAbsent on an existing key keeps its sidecar and leaves no temporary file.
    await store.putIfAbsent('sites/a/b/once.json', '1', { cacheControl: 'no-store' });
    expect(await store.putIfAbsent('sites/a/b/once.json', '2', { cacheControl: 'private' })).toBeNull();
    expect((await store.get('sites/a/b/once.json'))?.cacheControl).toBe('no-store');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('copies by linking, with no temp files left, also when the temp folder went missing since', async () => {
    const store = createFolderStore({ root, synchronousWrites });
    await store.put('sites/a/b1/page.html', '<p>x</p>', { cacheControl: 'no-cache' });
    await store.put('sites/a/b1/site.0123abcd.css', 'p{}');
    expect(await store.copy?.('sites/a/b1/page.html', 'sites/a/b2/page.html')).toBe(true);
    await rm(path.join(root, '.tmp'), { recursive: true });
    expect(await store.copy?.('sites/a/b1/site.0123abcd.css', 'sites/a/b2/site.0123abcd.css')).toBe(true);
    expect(await store.copy?.('sites/a/b1/gone.css', 'sites/a/b2/gone.css')).toBe(false);
    expect(await store.get('sites/a/b2/page.html')).toMatchObject({ cacheControl: 'no-cache' });
    expect((await store.get('sites/a/b2/site.0123abcd.css'))?.body.toString()).toBe('p{}');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    expect(await readdir(path.join(root, 'sites/a/b2'))).toEqual(['page.html', 'site.0123abcd.css']);
  });

  it('tags an object with 32 hex digits of its SHA-1 (the same bytes, the same ETag), on write and on read', async () => {
    const store = createFolderStore({ root, synchronousWrites });
    const body = '<p>the same bytes</p>';
    const sha1 = `"${createHash('sha1').update(body).digest('hex').slice(0, 32)}"`;
    expect(await store.put('sites/a/b1/index.html', body)).toEqual({ etag: sha1 });
    expect(await store.putIfAbsent('sites/a/b2/index.html', Buffer.from(body))).toEqual({ etag: sha1 });
    expect((await store.get('sites/a/b1/index.html'))?.etag).toBe(sha1);
    expect(
      (await createFolderStore({ root, synchronousReads: true }).get('sites/a/b2/index.html'))?.etag,
    ).toBe(sha1);
  });

  it('removes emptied folders on delete', async () => {
    const store = createFolderStore({ root, synchronousWrites });
    await store.put('sites/a/b/c/index.html', 'x');
    await store.deleteByPrefix('sites/a/');
    expect(await readdir(root)).not.toContain('sites');
  });
});

describe('folder store with synchronous reads (the sites thread)', () => {
  it('answers a page without waiting for the thread pool, as the asynchronous store answers it', async () => {
    const writer = createFolderStore({ root });
    const key = 'sites/rosa/b7/index.html';
    await writer.put(key, '<h1>Rosa Bakery</h1>', { cacheControl: 'no-cache' });
    const expected = await createFolderStore({ root }).get(key);
    const reader = createFolderStore({ root, synchronousReads: true });
    const pool = occupyThreadPool();
    const object = await reader.get(key);
    // Read again: the remembered object, checked with a stat of its file.
    const again = await reader.get(key);
    expect(pool.freed()).toBe(0);
    expect(object).toEqual(expected);
    expect(again).toEqual(expected);
    expect(object?.cacheControl).toBe('no-cache');
    await pool.firstFree;
  });

  it('reads a body over 512 KB asynchronously, and answers null for a missing key or a folder', async () => {
    const large = Buffer.alloc(512 * 1024 + 1, 7);
    await mkdir(path.join(root, 'media/photo'), { recursive: true });
    await writeFile(path.join(root, 'media/photo/1600.jpg'), large);
    const reader = createFolderStore({ root, synchronousReads: true });
    const pool = occupyThreadPool();
    const object = await reader.get('media/photo/1600.jpg');
    // The large body waited for a thread of the pool.
    expect(pool.freed()).toBeGreaterThan(0);
    expect(object?.body.equals(large)).toBe(true);
    expect(await reader.get('media/photo')).toBeNull();
    expect(await reader.get('media/none.jpg')).toBeNull();
  });
});

describe('folder store with synchronous writes (the api thread, which runs the jobs)', () => {
  it('puts, creates and copies a build without waiting for the thread pool', async () => {
    const store = createFolderStore({ root, synchronousWrites: true });
    await store.put('sites/rosa/b7/assets/site.91913ae7.css', 'h1{}');
    const pool = occupyThreadPool();
    await store.put('sites/rosa/b8/index.html', '<h1>Rosa Bakery</h1>', { cacheControl: 'no-cache' });
    const entry = await store.putIfAbsent('pointers/rosa/0000000000000008.json', '{"sequence":8}', {
      cacheControl: 'no-store',
    });
    const again = await store.putIfAbsent('pointers/rosa/0000000000000008.json', '{"sequence":9}');
    const copied = await store.copy?.(
      'sites/rosa/b7/assets/site.91913ae7.css',
      'sites/rosa/b8/assets/site.91913ae7.css',
    );
    expect(pool.freed()).toBe(0);
    expect(entry).not.toBeNull();
    expect(again).toBeNull();
    expect(copied).toBe(true);
    await pool.firstFree;
    const reader = createFolderStore({ root });
    expect(await reader.get('sites/rosa/b8/index.html')).toMatchObject({ cacheControl: 'no-cache' });
    expect((await reader.get('pointers/rosa/0000000000000008.json'))?.body.toString()).toBe('{"sequence":8}');
    expect((await reader.get('sites/rosa/b8/assets/site.91913ae7.css'))?.body.toString()).toBe('h1{}');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('writes a body over 512 KB through the thread pool', async () => {
    const store = createFolderStore({ root, synchronousWrites: true });
    const large = Buffer.alloc(512 * 1024 + 1, 7);
    await store.put('media/photo/warm.jpg', 'x');
    const pool = occupyThreadPool();
    await store.put('media/photo/1600.jpg', large);
    expect(pool.freed()).toBeGreaterThan(0);
    expect((await store.get('media/photo/1600.jpg'))?.body.equals(large)).toBe(true);
  });
});
