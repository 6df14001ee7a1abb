import { createHash, randomUUID } from 'node:crypto';
import {
  type AcceptedUpload,
  errorMessage,
  type Image,
  perUser,
  validateImageCount,
  type WebsiteImage,
} from '@sitewright/model';
import { immutableCacheControl } from '@sitewright/publisher';
import type { Database, Queryable } from '@sitewright/store';
import { ApiError } from '../http/api-error.ts';
import { storageFailure, storageRefusals } from './upload-errors.ts';
import type { UploadServices } from './upload-services.ts';
import { extensionOf, type UploadTarget, uploadFolderPattern } from './upload-targets.ts';

/** The folder of a website's uploads: its id when it is a safe key segment, else a hash of it. */
export function uploadFolder(websiteId: string): string {
  if (uploadFolderPattern.test(websiteId)) return websiteId;
  return `h-${createHash('sha256').update(websiteId).digest('hex').slice(0, 40)}`;
}

const maxImages = () => new ApiError(409, 'upload-max-images', errorMessage('upload-max-images'));

/** Spec §9: 70 uploaded images per website (logos and browser icons do not count). */
async function assertRoomForImage(db: Queryable, websiteId: string): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from website_images where website_id = $1 and kind = 'Image' and provider = 'Custom'`,
    [websiteId],
  );
  if (!validateImageCount(rows[0]?.n ?? 0, perUser.imagesPerWebsite).ok) throw maxImages();
}

type ImageRow = {
  id: string;
  created_at: Date;
};

/** What a stored upload needs: the checked file, its owner and its description. */
export interface UploadInput {
  target: UploadTarget;
  websiteId: string;
  userId: string;
  bytes: Buffer;
  accepted: AcceptedUpload;
  description: string;
  tags: string[];
  now: Date;
}

/**
 * Stores an upload: the image limit first (nothing is written past it), then the object
 * (`uploads/{websiteId}/{uuid}.{ext}`, its Content-Type from the bytes, immutable), then the
 * `website_images` row — under the website's row lock, with the limit counted again, so two
 * uploads racing for the 70th place cannot both win. A refused or failed row removes the object.
 */
export async function storeUpload(
  db: Database,
  services: UploadServices,
  input: UploadInput,
): Promise<WebsiteImage> {
  const { store } = services;
  if (!store) throw storageRefusals.bucketNotFound();
  if (input.target.kind === 'image') await assertRoomForImage(db, input.websiteId);
  const folder = uploadFolder(input.websiteId);
  const file = `${randomUUID()}.${extensionOf[input.accepted.type]}`;
  const key = `uploads/${folder}/${file}`;
  await store
    .put(key, input.bytes, { contentType: input.accepted.mimeType, cacheControl: immutableCacheControl })
    .catch((error: unknown) => {
      throw storageFailure(error);
    });
  const url = `${services.publicBaseUrl}/${folder}/${file}`;
  const image: Image = {
    provider: 'Custom',
    description: input.description,
    tags: input.tags,
    urls: (['raw', 'full', 'regular', 'small', 'thumbnail'] as const).map((type) => ({ type, url })),
    fit: 'cover',
  };
  const { width, height } = input.accepted.dimensions;
  try {
    const row = await db.transaction(async (tx) => {
      await tx.query('select 1 from websites where id = $1 for update', [input.websiteId]);
      if (input.target.kind === 'image') await assertRoomForImage(tx, input.websiteId);
      const { rows } = await tx.query<ImageRow>(
        `insert into website_images
           (website_id, user_id, kind, provider, image, object_key, mime_type, bytes, width, height, created_at)
         values ($1, $2, $3, 'Custom', $4, $5, $6, $7, $8, $9, $10) returning id, created_at`,
        [
          input.websiteId,
          input.userId,
          input.target.rowKind,
          image,
          key,
          input.accepted.mimeType,
          input.bytes.length,
          width,
          height,
          input.now,
        ],
      );
      return rows[0]!;
    });
    return {
      id: row.id,
      websiteId: input.websiteId,
      userId: input.userId,
      kind: input.target.rowKind,
      image,
      storageKey: key,
      mimeType: input.accepted.mimeType,
      bytes: input.bytes.length,
      width,
      height,
      createdAt: row.created_at.toISOString(),
    };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
