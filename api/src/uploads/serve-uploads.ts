import type { RequestHandler } from 'express';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { storageFailure, storageRefusals } from './upload-errors.ts';
import { uploadServicesFor } from './upload-services.ts';
import { uploadFilePattern, uploadFolderPattern } from './upload-targets.ts';

/**
 * `GET /api/uploads/{folder}/{file}`: an uploaded image, public (published sites show it), with the
 * Content-Type stored from its bytes and a year of immutable caching (a file's bytes never change;
 * a new upload is a new name). It can never run as a page: `nosniff` and a sandboxing CSP.
 */
export function serveUploads(deps: RouteDependencies): RequestHandler {
  return async (req, res) => {
    const { folder = '', file = '' } = req.params as { folder?: string; file?: string };
    if (!uploadFolderPattern.test(folder) || !uploadFilePattern.test(file))
      throw storageRefusals.objectNotFound();
    const { store } = uploadServicesFor(deps);
    if (!store) throw storageRefusals.bucketNotFound();
    const object = await store.get(`uploads/${folder}/${file}`).catch((error: unknown) => {
      throw storageFailure(error);
    });
    if (!object) throw storageRefusals.objectNotFound();
    res.set({
      'content-type': object.contentType,
      'cache-control': object.cacheControl,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
    });
    // The bytes under a name never change, so a matching validator is always current.
    const validators = (req.get('if-none-match') ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (validators.includes(object.etag) || validators.includes('*')) {
      res.status(304).end();
      return;
    }
    res.status(200).send(object.body);
  };
}
