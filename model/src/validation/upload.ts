import { errorMessage } from '../errors/index.ts';
import { perUser, uploadLimits, uploadPixelLimits } from '../limits/index.ts';
import {
  type ImageDimensions,
  imageDimensions,
  type SniffedImageType,
  sniffImageType,
} from './image-bytes.ts';
import { failure, type Result, success } from './result.ts';

/** The three upload kinds of spec §5: gallery/section images, the logo and the browser icon. */
export type UploadKind = keyof typeof uploadLimits;

export interface AcceptedUpload {
  type: SniffedImageType;
  /** MIME type to store the file with, derived from the bytes (never from the client's claim). */
  mimeType: string;
  /** Pixel size read from the header (every accepted file has one). */
  dimensions: ImageDimensions;
}

const mimeTypeOf: Record<SniffedImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

function allows(kind: UploadKind, type: SniffedImageType): boolean {
  const types: readonly string[] = uploadLimits[kind].types;
  return type === 'jpeg' ? types.includes('jpeg') || types.includes('jpg') : types.includes(type);
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The refusal of a file over {@link uploadPixelLimits}, with the limit. */
const tooManyPixels = () =>
  failure(
    `${errorMessage('upload-image-too-many-pixels')} The maximum is ${uploadPixelLimits.maxPixels / 1_000_000} megapixels and ${uploadPixelLimits.maxSide} px on a side.`,
  );

/**
 * Checks an uploaded file against spec §5: its type judged from the leading bytes (image: jpg, png,
 * gif, webp; logo: png, gif, jpeg; browser icon: ico, png, gif, jpeg), its size (image ≤ 15 MB, logo
 * and browser icon ≤ 2 MB) and its pixel size read from the header, never decoded: a browser icon
 * ≤ 512 x 512, every kind within {@link uploadPixelLimits} (50 megapixels, 16384 px on a side). A
 * file whose pixel size cannot be read from its header is refused.
 */
export function validateUpload(kind: UploadKind, bytes: Uint8Array): Result<AcceptedUpload> {
  const limits = uploadLimits[kind];
  const type = sniffImageType(bytes);
  if (type === null || !allows(kind, type)) {
    return failure(`${errorMessage('upload-invalid-file-type')} Allowed: ${limits.types.join(', ')}.`);
  }
  if (bytes.byteLength > limits.maxBytes) {
    return failure(`${errorMessage('upload-file-too-large')} The maximum is ${megabytes(limits.maxBytes)}.`);
  }
  const dimensions = imageDimensions(bytes);
  if (dimensions === null || dimensions.width === 0 || dimensions.height === 0) {
    return failure(errorMessage('upload-unreadable-image'));
  }
  if (kind === 'browserIcon') {
    const { maxWidth, maxHeight } = uploadLimits.browserIcon;
    if (dimensions.width > maxWidth || dimensions.height > maxHeight) {
      return failure(errorMessage('upload-image-too-large-dimensions'));
    }
  }
  const { maxPixels, maxSide } = uploadPixelLimits;
  if (
    dimensions.width > maxSide ||
    dimensions.height > maxSide ||
    dimensions.width * dimensions.height > maxPixels
  ) {
    return tooManyPixels();
  }
  return success({ type, mimeType: mimeTypeOf[type], dimensions });
}

/**
 * Whether another image may be uploaded to a website that already holds `count` uploaded images
 * (spec §9: 70 per website; spec §8 "maximum uploaded images reached").
 * @defaultValue limit = 70
 */
export function validateImageCount(count: number, limit: number = perUser.imagesPerWebsite): Result<number> {
  return count < limit ? success(limit - count) : failure(errorMessage('upload-max-images'));
}
