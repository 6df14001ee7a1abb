import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

/** The body of every error the api answers: a stable machine `code` and a human `message`. */
export interface ErrorBody {
  code: string;
  message: string;
}

/**
 * A refusal with an HTTP status. Throw it (or pass it to `next`) from a handler; the error
 * middleware answers `{ code, message }` with `status`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** spec §8 "unknown": what a caller sees when something failed on our side. */
export const unknownErrorMessage = 'An unknown error has occurred. Please try again.';

/** Answers 404 `{ code: 'not-found' }` for any request no route took. */
export const notFound: RequestHandler = (req, res) => {
  const body: ErrorBody = {
    code: 'not-found',
    message: `No API call at ${req.method} ${req.baseUrl}${req.path}`,
  };
  res.status(404).json(body);
};

/** body-parser's error types → our codes, for the refusals that happen before any handler runs. */
const bodyParserErrors: Record<string, ErrorBody> = {
  'entity.parse.failed': { code: 'malformed-json', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'payload-too-large', message: 'The request body is too large.' },
  'encoding.unsupported': {
    code: 'unsupported-encoding',
    message: 'The request body encoding is not supported.',
  },
  'charset.unsupported': {
    code: 'unsupported-charset',
    message: 'The request body charset is not supported.',
  },
};

/** Express's router cannot decode a path parameter (`%zz`, `%E0%A4%A`): a URIError with status 400. */
const malformedPath: ErrorBody = { code: 'malformed-path', message: 'The request path is not valid.' };

/**
 * A refusal Express or body-parser raised before any handler ran (broken JSON, a body too large,
 * an undecodable path), as the `ApiError` to answer; undefined for anything else.
 */
export function requestRefusal(error: unknown): ApiError | undefined {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const known =
    typeof type === 'string' ? bodyParserErrors[type] : error instanceof URIError ? malformedPath : undefined;
  return known && new ApiError(status, known.code, known.message);
}

/**
 * The last middleware: client errors keep their status and `{ code, message }`; anything
 * unexpected is logged and answered 500 without internals.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const refusal = error instanceof ApiError ? error : requestRefusal(error);
    if (refusal) {
      res.status(refusal.status).json({ code: refusal.code, message: refusal.message } satisfies ErrorBody);
      return;
    }
    logger.error({ err: error, method: req.method, path: req.originalUrl.split('?')[0] }, 'request failed');
    res.status(500).json({ code: 'internal', message: unknownErrorMessage } satisfies ErrorBody);
  };
}
