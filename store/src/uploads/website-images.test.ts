import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, insertWebsite } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { insertUploadedImages } from '../testing/upload-fixtures.ts';
import { countUploadedImages, listWebsiteImages, type NewUpload, recordUpload } from './website-images.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`uploads on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const upload = (websiteId: string, userId: string, kind: NewUpload['kind']): NewUpload => ({
      websiteId,
      userId,
      kind,
      image: { provider: 'Custom', description: '', tags: [], urls: [], fit: 'cover' } as never,
      storageKey: `uploads/${websiteId}/${crypto.randomUUID()}.png`,
      mimeType: 'image/png',
      bytes: 10,
      width: 2,
      height: 3,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });

    it('records an upload and lists it', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      const recorded = await recordUpload(db, upload(websiteId, owner, 'Image'));
      expect(recorded).toMatchObject({ createdAt: new Date('2030-01-01T00:00:00Z') });
      expect(await listWebsiteImages(db, websiteId)).toEqual([
        expect.objectContaining({ kind: 'Image', bytes: 10 }),
      ]);
    });

    // spec §9: 70 images per website; logos and browser icons do not count.
    it('refuses the 71st image but not a logo', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      await insertUploadedImages(db, websiteId, owner, 69);
      expect(await countUploadedImages(db, websiteId)).toBe(69);
      expect(await recordUpload(db, upload(websiteId, owner, 'Image'))).not.toBe('image-limit-reached');
      expect(await recordUpload(db, upload(websiteId, owner, 'Image'))).toBe('image-limit-reached');
      expect(await recordUpload(db, upload(websiteId, owner, 'Logo'))).not.toBe('image-limit-reached');
      expect(await countUploadedImages(db, websiteId)).toBe(70);
    });

    it('lets only one of two racing uploads take the 70th place', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      await insertUploadedImages(db, websiteId, owner, 69);
      const results = await Promise.all([
        recordUpload(db, upload(websiteId, owner, 'Image')),
        recordUpload(db, upload(websiteId, owner, 'Image')),
      ]);
      expect(results.filter((r) => r === 'image-limit-reached')).toHaveLength(1);
      expect(await countUploadedImages(db, websiteId)).toBe(70);
    });
  });
}
