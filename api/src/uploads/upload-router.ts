import { websiteImage } from '@sitewright/model';
import { Router } from 'express';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { acceptUpload, multipartFile, uploadGate } from './receive-upload.ts';
import { serveUploads } from './serve-uploads.ts';
import { uploadErrorHandler } from './upload-errors.ts';
import { uploadTargets } from './upload-targets.ts';

/**
 * The upload calls (spec §5, §8): `POST /api/websites/{id}/images | logo | browser-icon` (multipart:
 * a `file` part and a JSON `metadata` part) and `GET /api/uploads/{folder}/{file}`. Raw Express
 * routes (multipart), listed in the OpenAPI document with `routes.describe`. README "Uploads".
 */
export function uploadsApi(routes: ApiRoutes, deps: RouteDependencies): Router {
  const router = Router();
  for (const target of uploadTargets) {
    const path = `/websites/:websiteId/${target.path}`;
    router.post(path, uploadGate(deps, target), multipartFile(target), acceptUpload(deps, target));
    routes.describe({
      method: 'post',
      path,
      summary: target.summary,
      tags: ['uploads'],
      auth: 'user',
      responses: { 201: websiteImage },
      errors: [
        { status: 401, code: 'storage/unauthenticated' },
        { status: 403, code: 'storage/unauthorized' },
        { status: 413, code: 'upload-file-too-large' },
        { status: 415, code: 'upload-invalid-file-type' },
        ...(target.kind === 'image' ? [{ status: 409, code: 'upload-max-images' }] : []),
        ...(target.kind === 'browserIcon'
          ? [{ status: 400, code: 'upload-image-too-large-dimensions' }]
          : []),
        { status: 400, code: 'upload-image-too-many-pixels' },
        { status: 400, code: 'upload-unreadable-image' },
        { status: 503, code: 'storage/bucket-not-found' },
      ],
    });
  }
  router.get('/uploads/:folder/:file', serveUploads(deps));
  routes.describe({
    method: 'get',
    path: '/uploads/:folder/:file',
    summary: 'An uploaded image (public, immutable)',
    tags: ['uploads'],
    auth: 'none',
    responses: { 200: null },
    errors: [{ status: 404, code: 'storage/object-not-found' }],
  });
  router.use(uploadErrorHandler(deps.logger));
  return router;
}
