import { type Image, perUser, validateImageCount, type WebsiteImageKind } from '@sitewright/model';
import type { Database, Queryable } from '../database/database.ts';

/**
 * Uploaded files of a website (`website_images`): one row per object in the object store, written
 * after the object is up. The row is the upload's record; the object store holds the bytes.
 */

/**
 * Spec §9 "Images per website: 70": what counts are the website's own uploads of kind Image
 * (provider Custom). Logos, browser icons and stock pictures chosen by link do not.
 */
const uploadedImagesSql = `select count(*)::int as n from website_images
  where website_id = $1 and kind = 'Image' and provider = 'Custom'`;

/** How many images the website has uploaded, as spec §9's limit counts them. */
export async function countUploadedImages(db: Queryable, websiteId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(uploadedImagesSql, [websiteId]);
  return rows[0]?.n ?? 0;
}

/** Whether the website may upload one more image (spec §9, raised limits aside). */
export async function hasRoomForImage(db: Queryable, websiteId: string): Promise<boolean> {
  return validateImageCount(await countUploadedImages(db, websiteId), perUser.imagesPerWebsite).ok;
}

/** An upload whose object is stored: what its row records. */
export interface NewUpload {
  websiteId: string;
  userId: string;
  kind: WebsiteImageKind;
  image: Image;
  storageKey: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: Date;
}

/** A recorded upload: its id and time. */
export interface RecordedUpload {
  id: string;
  createdAt: Date;
}

/**
 * Records an upload (provider Custom). An Image is counted again under the website's row lock, so
 * two uploads racing for the 70th place cannot both win: the loser gets `'image-limit-reached'`
 * and nothing is written.
 */
export async function recordUpload(
  db: Database,
  upload: NewUpload,
): Promise<RecordedUpload | 'image-limit-reached'> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from websites where id = $1 for update', [upload.websiteId]);
    if (upload.kind === 'Image' && !(await hasRoomForImage(tx, upload.websiteId)))
      return 'image-limit-reached';
    const { rows } = await tx.query<{ id: string; created_at: Date }>(
      `insert into website_images
         (website_id, user_id, kind, provider, image, object_key, mime_type, bytes, width, height, created_at)
       values ($1, $2, $3, 'Custom', $4, $5, $6, $7, $8, $9, $10) returning id, created_at`,
      [
        upload.websiteId,
        upload.userId,
        upload.kind,
        upload.image,
        upload.storageKey,
        upload.mimeType,
        upload.bytes,
        upload.width,
        upload.height,
        upload.createdAt,
      ],
    );
    const row = rows[0]!;
    return { id: row.id, createdAt: row.created_at };
  });
}

/** An upload as listed: its kind, object key and size. */
export interface UploadRecord {
  id: string;
  kind: WebsiteImageKind;
  storageKey: string | null;
  bytes: number;
  createdAt: Date;
}

/** Every row of the website's images (uploads and chosen pictures), oldest first. */
export async function listWebsiteImages(db: Queryable, websiteId: string): Promise<UploadRecord[]> {
  const { rows } = await db.query<{
    id: string;
    kind: WebsiteImageKind;
    object_key: string | null;
    bytes: number;
    created_at: Date;
  }>(
    `select id, kind, object_key, bytes, created_at from website_images
      where website_id = $1 order by created_at, id`,
    [websiteId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    storageKey: row.object_key,
    bytes: Number(row.bytes),
    createdAt: row.created_at,
  }));
}
