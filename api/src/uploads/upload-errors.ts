import { errorMessage } from '@sitewright/model';
import { StorageRetryLimitExceeded, storageErrorStatus } from '@sitewright/publisher';
import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { ApiError, requestRefusal } from '../http/api-error.ts';
import type { Logger } from '../logger.ts';

const refuse = (status: number, code: string, message = errorMessage(code)) =>
  new ApiError(status, code, message);

/** Spec §8 storage errors with the statuses the spec pairs them with (401, 403, 402) and ours for the rest. */
export const storageRefusals = {
  unauthenticated: () => refuse(401, 'storage/unauthenticated'),
  unauthorized: () => refuse(403, 'storage/unauthorized'),
  quotaExceeded: () => refuse(402, 'storage/quota-exceeded'),
  objectNotFound: () => refuse(404, 'storage/object-not-found'),
  bucketNotFound: () => refuse(503, 'storage/bucket-not-found'),
  retryLimitExceeded: () => refuse(503, 'storage/retry-limit-exceeded'),
  canceled: () => refuse(400, 'storage/canceled'),
  unknown: () => refuse(500, 'storage/unknown'),
} as const;

/**
 * An object-store failure as the spec §8 storage error a client can act on. Our own credentials
 * failing (401/403 from S3) is not the caller's fault: `unknown`, logged.
 */
export function storageFailure(error: unknown): ApiError {
  if (error instanceof StorageRetryLimitExceeded) return storageRefusals.retryLimitExceeded();
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'NoSuchBucket' || code === 'NoSuchBucket') return storageRefusals.bucketNotFound();
  if (storageErrorStatus(error) === 507 || code === 'ENOSPC') return storageRefusals.quotaExceeded();
  return storageRefusals.unknown();
}

/** The multipart parser's refusals (busboy limits) as `{ code, message }`. */
function multipartRefusal(error: multer.MulterError, maxBytes: number): ApiError {
  if (error.code === 'LIMIT_FILE_SIZE') {
    const megabytes = Math.round(maxBytes / (1024 * 1024));
    return refuse(
      413,
      'upload-file-too-large',
      `${errorMessage('upload-file-too-large')} The maximum is ${megabytes} MB.`,
    );
  }
  if (error.code === 'LIMIT_UNEXPECTED_FILE') {
    return refuse(400, 'invalid-request', "Send one 'file' part and at most one 'metadata' part.");
  }
  return refuse(400, 'invalid-request', `The upload is not a valid multipart form (${error.message}).`);
}

/**
 * The upload router's error handler: `{ code, message }`, plus the spec §8 toast as `title` on the
 * logo and browser-icon calls (`res.locals.uploadTitle`). Anything unexpected is logged and
 * answered as `storage/unknown`.
 */
export function uploadErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    let refusal: ApiError;
    const early = requestRefusal(error); // an undecodable path, a body-parser refusal
    if (error instanceof ApiError) refusal = error;
    else if (early) refusal = early;
    else if (error instanceof multer.MulterError)
      refusal = multipartRefusal(error, res.locals.uploadMaxBytes ?? 0);
    else {
      logger.error({ err: error, path: req.originalUrl.split('?')[0] }, 'upload failed');
      refusal = storageRefusals.unknown();
    }
    if (refusal.status === 429 && !res.getHeader('retry-after')) res.setHeader('retry-after', '60');
    const title = res.locals.uploadTitle;
    res
      .status(refusal.status)
      .json({ code: refusal.code, message: refusal.message, ...(title ? { title } : {}) });
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** The spec §8 toast of the upload call being served ('Error Uploading Logo' …). */
    uploadTitle?: string;
    /** The size limit of the upload call being served, for the 413 message. */
    uploadMaxBytes?: number;
  }
}
