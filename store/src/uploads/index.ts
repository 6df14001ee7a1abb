/** Uploads (`website_images`): the record of each uploaded file, and spec §9's image count. */
export {
  countUploadedImages,
  hasRoomForImage,
  listWebsiteImages,
  type NewUpload,
  type RecordedUpload,
  recordUpload,
  type UploadRecord,
} from './website-images.ts';
