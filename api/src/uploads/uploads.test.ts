import { randomUUID } from 'node:crypto';
import { StorageRetryLimitExceeded } from '@sitewright/publisher';
import { listWebsiteImages } from '@sitewright/store';
import { insertUploadedImages } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, startTestbed, type Testbed } from '../domains/testing/testbed.ts';
import { exeFile, gifFile, icoFile, pngFile, pngHeaderFile } from './testing/image-files.ts';
import { provideUploadServices } from './upload-services.ts';

/** spec §5, §8, §9 uploads: type from the bytes, sizes, 70 images, 512 × 512 icons, storage errors. */
describe('uploads', () => {
  let t: Testbed;
  let owner: Member;
  let site: { id: string };
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
    site = await t.publishedWebsite(owner);
  });
  afterAll(() => t?.close());

  const upload = async (
    path: string,
    file: Buffer,
    options: { token?: string; name?: string; type?: string; metadata?: unknown; websiteId?: string } = {},
  ) => {
    const form = new FormData();
    if (options.metadata !== undefined) form.append('metadata', JSON.stringify(options.metadata));
    form.append(
      'file',
      new Blob([new Uint8Array(file)], { type: options.type ?? 'image/png' }),
      options.name ?? 'photo.png',
    );
    const res = await fetch(`${t.h.base}/api/websites/${options.websiteId ?? site.id}/${path}`, {
      method: 'POST',
      body: form,
      headers: options.token === '' ? {} : { authorization: `Bearer ${options.token ?? owner.token}` },
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const imageCount = async () => (await listWebsiteImages(t.h.db, site.id)).length;
  const storedFiles = async () => (await t.store.list('uploads/')).length;

  it('stores an image and answers it in the §3 shape; the api serves it with its type and immutable caching', async () => {
    const png = pngFile(3, 2);
    const res = await upload('images', png, { metadata: { description: 'Fresh bread', tags: ['bread'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      websiteId: site.id,
      userId: owner.id,
      kind: 'Image',
      mimeType: 'image/png',
      bytes: png.length,
      width: 3,
      height: 2,
      image: { provider: 'Custom', description: 'Fresh bread', tags: ['bread'] },
    });
    const url: string = res.body.image.urls.find((u: { type: string }) => u.type === 'regular').url;
    expect(url).toMatch(
      new RegExp(`^https://api\\.sitewright\\.test/api/uploads/${site.id}/[0-9a-f-]{36}\\.png$`),
    );
    const served = await fetch(`${t.h.base}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(`${t.h.base}${new URL(url).pathname}`, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${t.h.base}/api/uploads/${site.id}/${randomUUID()}.png`)).status).toBe(404);
    expect((await fetch(`${t.h.base}/api/uploads/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it('judges the type by the bytes: a GIF named .png is stored as a GIF, a renamed .exe is refused', async () => {
    const gif = await upload('images', gifFile(), { name: 'photo.png', type: 'image/png' });
    expect(gif).toMatchObject({ status: 201, body: { mimeType: 'image/gif', width: 1, height: 1 } });
    expect(gif.body.storageKey).toMatch(/\.gif$/);
    const before = [await imageCount(), await storedFiles()];
    const exe = await upload('images', exeFile(), { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(exe).toMatchObject({
      status: 415,
      body: { code: 'upload-invalid-file-type', message: 'Invalid file type. Allowed: jpg, png, gif, webp.' },
    });
    expect([await imageCount(), await storedFiles()]).toEqual(before);
  });

  it('refuses files over the size limit: images 15 MB, logos 2 MB (title: the spec toast)', async () => {
    const big = Buffer.concat([pngFile(1, 1), Buffer.alloc(15_728_640)]);
    expect(await upload('images', big)).toMatchObject({
      status: 413,
      body: { code: 'upload-file-too-large', message: 'File is too large. The maximum is 15 MB.' },
    });
    const logo = Buffer.concat([pngFile(1, 1), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload('logo', logo)).toMatchObject({
      status: 413,
      body: {
        code: 'upload-file-too-large',
        message: 'File is too large. The maximum is 2 MB.',
        title: 'Error Uploading Logo',
      },
    });
    expect(await upload('logo', pngFile(40, 20))).toMatchObject({
      status: 201,
      body: { kind: 'Logo', width: 40 },
    });
  });

  it('browser icon: ico/png/gif/jpeg up to 512 × 512; a 600 × 600 icon is refused', async () => {
    expect(
      await upload('browser-icon', icoFile(32, 32), { name: 'favicon.ico', type: 'image/x-icon' }),
    ).toMatchObject({
      status: 201,
      body: { kind: 'BrowserIcon', mimeType: 'image/x-icon', width: 32, height: 32 },
    });
    expect(await upload('browser-icon', icoFile(600, 600), { name: 'favicon.ico' })).toMatchObject({
      status: 400,
      body: {
        code: 'upload-image-too-large-dimensions',
        message: 'Browser icon must be at most 512 x 512 px.',
        title: 'Error uploading browser icon.',
      },
    });
    expect(
      await upload('browser-icon', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toMatchObject({
      status: 415,
      body: { title: 'Error uploading browser icon.' },
    });
  });

  it('refuses a pixel bomb of any kind from its header (50 megapixels, 16384 px a side) and stores nothing', async () => {
    const before = [await imageCount(), await storedFiles()];
    const bomb = pngHeaderFile(20000, 20000);
    expect(bomb.length).toBeLessThan(100);
    const tooManyPixels =
      'Image dimensions are too large. The maximum is 50 megapixels and 16384 px on a side.';
    expect(await upload('images', bomb)).toMatchObject({
      status: 400,
      body: { code: 'upload-image-too-many-pixels', message: tooManyPixels },
    });
    expect(await upload('logo', bomb)).toMatchObject({
      status: 400,
      body: { code: 'upload-image-too-many-pixels', message: tooManyPixels, title: 'Error Uploading Logo' },
    });
    expect(await upload('browser-icon', bomb)).toMatchObject({
      status: 400,
      body: { code: 'upload-image-too-large-dimensions', title: 'Error uploading browser icon.' },
    });
    // A WebP whose size cannot be read from its header is refused, not decoded.
    const webp = Buffer.from(
      'RIFF\x12\x00\x00\x00WEBPVP8 \x06\x00\x00\x00\x00\x00\x00\x00\x00\x00',
      'latin1',
    );
    expect(await upload('images', webp, { name: 'photo.webp', type: 'image/webp' })).toMatchObject({
      status: 400,
      body: {
        code: 'upload-unreadable-image',
        message: 'This image could not be read. Please choose another file.',
      },
    });
    expect([await imageCount(), await storedFiles()]).toEqual(before);
    expect(await upload('images', pngHeaderFile(8000, 5000))).toMatchObject({
      status: 201,
      body: { width: 8000, height: 5000 },
    });
  });

  it('refuses the 71st image (spec §9) and stores nothing; logos do not count', async () => {
    const full = await t.publishedWebsite(owner);
    await insertUploadedImages(t.h.db, full.id, owner.id, 70);
    const files = await storedFiles();
    expect(await upload('images', pngFile(1, 1), { websiteId: full.id })).toMatchObject({
      status: 409,
      body: { code: 'upload-max-images', message: 'Maximum uploaded images reached.' },
    });
    expect(await storedFiles()).toBe(files);
    expect((await upload('logo', pngFile(1, 1), { websiteId: full.id })).status).toBe(201);
  });

  it('checks the caller before reading the file (spec §6, §8 storage errors)', async () => {
    const editor = await t.member('editor');
    const invitee = await t.member('invitee');
    const stranger = await t.member('stranger');
    await t.addEditor(site.id, editor);
    await t.addPendingInvite(site.id, invitee);
    expect(await upload('images', pngFile(1, 1), { token: '' })).toMatchObject({
      status: 401,
      body: { code: 'storage/unauthenticated' },
    });
    expect(await upload('images', pngFile(1, 1), { token: 'not-a-token' })).toMatchObject({ status: 401 });
    for (const who of [invitee, stranger]) {
      expect(await upload('images', pngFile(1, 1), { token: who.token })).toMatchObject({
        status: 403,
        body: { code: 'storage/unauthorized', message: 'You do not have permission to change these files.' },
      });
    }
    expect(
      await upload('images', pngFile(1, 1), { token: stranger.token, websiteId: 'no-such-site' }),
    ).toMatchObject({
      status: 403,
    });
    expect((await upload('images', pngFile(1, 1), { token: editor.token })).status).toBe(201);
  });

  it('maps object-store failures to the spec §8 storage errors and writes no row', async () => {
    const failing = (error: unknown) =>
      ({ ...t.store, put: async () => Promise.reject(error) }) as typeof t.store;
    const before = await imageCount();
    try {
      provideUploadServices(t.h.db, { store: failing(new StorageRetryLimitExceeded(3, new Error('503'))) });
      expect(await upload('images', pngFile(1, 1))).toMatchObject({
        status: 503,
        body: { code: 'storage/retry-limit-exceeded' },
      });
      provideUploadServices(t.h.db, {
        store: failing(Object.assign(new Error('gone'), { name: 'NoSuchBucket' })),
      });
      expect(await upload('images', pngFile(1, 1))).toMatchObject({
        status: 503,
        body: { code: 'storage/bucket-not-found' },
      });
      provideUploadServices(t.h.db, { store: failing(Object.assign(new Error('full'), { code: 'ENOSPC' })) });
      expect(await upload('images', pngFile(1, 1))).toMatchObject({
        status: 402,
        body: { code: 'storage/quota-exceeded' },
      });
      provideUploadServices(t.h.db, { store: null });
      expect(await upload('images', pngFile(1, 1))).toMatchObject({
        status: 503,
        body: { code: 'storage/bucket-not-found' },
      });
    } finally {
      provideUploadServices(t.h.db, { store: t.store });
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses bad metadata and a missing file', async () => {
    expect(
      await upload('images', pngFile(1, 1), { metadata: { description: 'x', colour: 'red' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
    const form = new FormData();
    form.append('metadata', '{"description":');
    form.append('file', new Blob([new Uint8Array(pngFile(1, 1))]), 'a.png');
    const broken = await fetch(`${t.h.base}/api/websites/${site.id}/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(broken.status).toBe(400);
    const empty = await fetch(`${t.h.base}/api/websites/${site.id}/images`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'invalid-request' });
  });
});
