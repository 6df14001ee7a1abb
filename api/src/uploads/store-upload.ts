import { createHash, randomUUID } from 'node:crypto';
import { type AcceptedUpload, errorMessage, type Image, type WebsiteImage } from '@sitewright/model';
import { immutableCacheControl } from '@sitewright/publisher';
import { type Database, hasRoomForImage, recordUpload } from '@sitewright/store';
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
 * (`uploads/{websiteId}/{uuid}.{ext}`, its Content-Type from the bytes, immutable), then its
 * record (`recordUpload`, which counts the limit again under the website's lock). A refused or
 * failed record removes the object.
 */
export async function storeUpload(
  db: Database,
  services: UploadServices,
  input: UploadInput,
): Promise<WebsiteImage> {
  const { store } = services;
  if (!store) throw storageRefusals.bucketNotFound();
  // Spec §9: 70 uploaded images per website (logos and browser icons do not count).
  if (input.target.kind === 'image' && !(await hasRoomForImage(db, input.websiteId))) throw maxImages();
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
    const row = await recordUpload(db, {
      websiteId: input.websiteId,
      userId: input.userId,
      kind: input.target.rowKind,
      image,
      storageKey: key,
      mimeType: input.accepted.mimeType,
      bytes: input.bytes.length,
      width,
      height,
      createdAt: input.now,
    });
    if (row === 'image-limit-reached') throw maxImages();
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
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
