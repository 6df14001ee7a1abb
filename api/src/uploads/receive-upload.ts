import { errorMessage, image, uploadLimits, validateUpload, websiteImage } from '@sitewright/model';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { currentUser } from '../auth/authenticate.ts';
import { parseInput } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { websiteMembership } from '../domains/website-member.ts';
import { ApiError } from '../http/api-error.ts';
import { chargeRateLimits, type RateRule } from '../http/rate-limit.ts';
import { storeUpload } from './store-upload.ts';
import { storageRefusals } from './upload-errors.ts';
import { uploadServicesFor } from './upload-services.ts';
import type { UploadTarget } from './upload-targets.ts';

const uploadsPerUser: RateRule = { name: 'upload-user', limit: 120, windowMs: 60 * 60_000 };

/** The JSON `metadata` part: the §3 image's description and tags (both optional). */
export const uploadMetadata = image.pick({ description: true, tags: true }).partial().strict();

const websiteParams = z.object({ websiteId: z.string().min(1).max(128) });

/**
 * Who may upload (before a byte of the file is read): a signed-in member of the website with the
 * §6 right to edit content (owner or editor). No token: 401 `storage/unauthenticated`; anyone
 * else (another user, a pending invitee, an unknown website): 403 `storage/unauthorized`.
 */
export function uploadGate(deps: RouteDependencies, target: UploadTarget): RequestHandler {
  return async (req, res, next) => {
    if (target.title) res.locals.uploadTitle = target.title;
    res.locals.uploadMaxBytes = uploadLimits[target.kind].maxBytes;
    const user = await deps.auth.authenticator.authenticate(req);
    if (!user) throw storageRefusals.unauthenticated();
    res.locals.user = user;
    const { websiteId } = parseInput(websiteParams, req.params, 'params');
    if (!(await websiteMembership(deps.db, websiteId, user))) throw storageRefusals.unauthorized();
    await chargeRateLimits(deps.rateLimiter, [{ rule: uploadsPerUser, key: user.id }], res);
    next();
  };
}

/**
 * The multipart parser: one `file` part within the call's size limit, one optional `metadata` part.
 * A body busboy cannot read (no boundary, cut short, a malformed part) is the caller's mistake: 400,
 * not the `storage/unknown` 500 the upload error handler gives anything it does not know.
 */
export function multipartFile(target: UploadTarget): RequestHandler {
  const parse = multipartParser(target);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error === undefined || error instanceof multer.MulterError || error instanceof ApiError)
        return next(error);
      const reason = error instanceof Error ? error.message : 'unreadable';
      next(new ApiError(400, 'invalid-request', `The upload is not a valid multipart form (${reason}).`));
    });
}

function multipartParser(target: UploadTarget): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: uploadLimits[target.kind].maxBytes,
      files: 2,
      fields: 1,
      parts: 2,
      fieldSize: 16 * 1024,
      fieldNameSize: 64,
    },
  }).fields([
    { name: 'file', maxCount: 1 },
    { name: 'metadata', maxCount: 1 },
  ]);
}

type Parts = Record<string, Express.Multer.File[] | undefined>;

function readMetadata(req: Request): z.infer<typeof uploadMetadata> {
  const files = (req.files ?? {}) as Parts;
  const text = files.metadata?.[0]?.buffer.toString('utf8') ?? (req.body as { metadata?: unknown })?.metadata;
  if (text === undefined || text === '') return {};
  if (typeof text !== 'string')
    throw new ApiError(400, 'invalid-request', 'metadata must be one JSON object.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed-json', 'The metadata part is not valid JSON.');
  }
  return parseInput(uploadMetadata, json, 'body');
}

const typeCode = (message: string) =>
  message.startsWith(errorMessage('upload-invalid-file-type'))
    ? { status: 415, code: 'upload-invalid-file-type' }
    : message.startsWith(errorMessage('upload-file-too-large'))
      ? { status: 413, code: 'upload-file-too-large' }
      : message === errorMessage('upload-image-too-large-dimensions')
        ? { status: 400, code: 'upload-image-too-large-dimensions' }
        : message.startsWith(errorMessage('upload-image-too-many-pixels'))
          ? { status: 400, code: 'upload-image-too-many-pixels' }
          : { status: 400, code: 'upload-unreadable-image' };

/** Checks the file against spec §5 by its bytes (never its name or declared type), stores it, answers 201. */
export function acceptUpload(deps: RouteDependencies, target: UploadTarget): RequestHandler {
  return async (req: Request, res: Response) => {
    const user = currentUser(res);
    const { websiteId } = parseInput(websiteParams, req.params, 'params');
    const file = ((req.files ?? {}) as Parts).file?.[0];
    if (!file) throw new ApiError(400, 'invalid-request', "The upload needs a 'file' part.");
    const metadata = readMetadata(req);
    const checked = validateUpload(target.kind, file.buffer);
    if (!checked.ok) {
      const { status, code } = typeCode(checked.message);
      throw new ApiError(status, code, checked.message);
    }
    const stored = await storeUpload(deps.db, uploadServicesFor(deps), {
      target,
      websiteId,
      userId: user.id,
      bytes: file.buffer,
      accepted: checked.value,
      description: metadata.description ?? '',
      tags: metadata.tags ?? [],
      now: deps.clock.now(),
    });
    res.status(201).json(websiteImage.parse(stored));
  };
}
