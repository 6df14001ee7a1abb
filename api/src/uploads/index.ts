/** Uploads (spec §5, §8, §9): images, the logo and the browser icon, into the object store. */
export { storeUpload, uploadFolder } from './store-upload.ts';
export { storageFailure, storageRefusals } from './upload-errors.ts';
export { uploadsApi } from './upload-router.ts';
export { provideUploadServices, type UploadServices, uploadServicesFor } from './upload-services.ts';
export { type UploadTarget, uploadTargets } from './upload-targets.ts';
