import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

/**
 * Logs one line per request when it finishes: method, path (never the query string, where
 * tokens travel), status and duration. Tags the response with an `x-request-id`.
 * Health probes log at debug so they do not drown the log.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const probe = path === '/healthz' || path === '/readyz';
      const fields = { requestId, method: req.method, path, status: res.statusCode, durationMs };
      if (probe) logger.debug(fields, 'request');
      else logger.info(fields, 'request');
    });
    next();
  };
}
