import {
  errorMessage,
  type SniffedImageType,
  type UploadKind,
  type WebsiteImageKind,
} from '@sitewright/model';

/** One upload call: its path, the spec §5 rules it applies and what a failure is titled. */
export interface UploadTarget {
  /** `POST /api/websites/{id}/{path}`. */
  path: 'images' | 'logo' | 'browser-icon';
  kind: UploadKind;
  rowKind: WebsiteImageKind;
  /** The toast of spec §8 the designer shows on failure, sent as the error's `title`. */
  title?: string;
  summary: string;
}

/** Spec §5 / §8: images (≤ 15 MB, 70 per website), the logo and the browser icon. */
export const uploadTargets: readonly UploadTarget[] = [
  {
    path: 'images',
    kind: 'image',
    rowKind: 'Image',
    summary: 'Upload an image (jpg, png, gif, webp; at most 15 MB, 50 megapixels and 16384 px on a side)',
  },
  {
    path: 'logo',
    kind: 'logo',
    rowKind: 'Logo',
    title: errorMessage('logo-upload-failed'),
    summary: 'Upload the logo (png, gif, jpeg; at most 2 MB, 50 megapixels and 16384 px on a side)',
  },
  {
    path: 'browser-icon',
    kind: 'browserIcon',
    rowKind: 'BrowserIcon',
    title: errorMessage('browser-icon-upload-failed'),
    summary: 'Upload the browser icon (ico, png, gif, jpeg; at most 2 MB and 512 x 512 px)',
  },
];

/** The extension a stored file gets, from its real (sniffed) type. */
export const extensionOf: Record<SniffedImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  ico: 'ico',
};

/** `uploads/{folder}/{uuid}.{ext}` file names: what the serving route accepts. */
export const uploadFolderPattern = /^[A-Za-z0-9_-]{1,128}$/;
export const uploadFilePattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp|ico)$/;
