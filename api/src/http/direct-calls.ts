import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import proxyAddr from 'proxy-addr';
import type { ApiRoutes, CallAnswer } from '../contract/index.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { Logger } from '../logger.ts';
import { errorAnswer } from './api-error.ts';
import { logRequest } from './request-log.ts';

/**
 * The app's Express settings the direct path answers with, so that its answers are the ones the
 * Express path gives (`app.get('etag fn')`, `'trust proxy fn'`, `'query parser fn'`).
 */
export interface ExpressSettings {
  etag: ((body: Buffer) => string | undefined) | undefined;
  trustProxy: (address: string, index: number) => boolean;
  queryParser: ((query: string) => unknown) | undefined;
}

export interface DirectCallsOptions {
  routes: ApiRoutes;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Read per request, as Express reads them. */
  settings: () => ExpressSettings;
}

/**
 * Serves a request itself when it is a bodyless GET of a `direct` route (`RouteDefinition.direct`)
 * and answers true; answers false, having touched nothing, for Express to serve it.
 */
export type DirectCalls = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The direct path: the hot reads (get-draft) served on Node's own request and response, in front of
 * Express.
 *
 * Decision: Express's routing and its request and response objects cost about 0.25 ms of CPU per
 * call on this machine, several times what get-draft's own work costs, and the get-draft target
 * (2,000 req/s on 2 cores) cannot be met with them. The direct path gives the answer Express gives —
 * the same request log line and `x-request-id`, the same `connection: close` while draining, the
 * same route (raw routes and earlier routes keep their precedence, `ApiRoutes.findDirect`), the same
 * bytes, ETag, 304 and error bodies (`direct-calls.test.ts` compares them header by header) — and
 * leaves to Express anything unusual: another method, HEAD, a body, an escape in the URL (so `%00`
 * and undecodable paths get Express's refusals), a path that does not start with `/api/`.
 */
export function directCalls(options: DirectCallsOptions): DirectCalls {
  const { routes, logger, lifecycle } = options;
  return (req, res) => {
    const url = req.url ?? '';
    const call = directCallOf(routes, req);
    if (!call) return false;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const settings = options.settings();
    logRequest(logger, req, res);
    if (lifecycle.shuttingDown) res.setHeader('connection', 'close');
    const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
    // Inside the promise: whatever throws (the query parser, the address) is an answer, as on Express.
    new Promise<CallAnswer>((resolve) =>
      resolve(
        call.run({
          req,
          params: call.params,
          query: settings.queryParser?.(search) ?? {},
          body: undefined,
          unreadBody: false,
          ip: proxyAddr(req, settings.trustProxy),
        }),
      ),
    )
      .catch((error: unknown): CallAnswer => {
        const { status, body } = errorAnswer(error, logger, req);
        return { status, kind: 'json', value: body };
      })
      .then((answer) => writeAnswer(req, res, answer, settings))
      .catch((error: unknown) => {
        logger.error({ err: error, method: req.method, path }, 'writing an answer failed');
        res.destroy();
      });
    return true;
  };
}

/**
 * The direct call a request is for, or undefined when Express serves it. Also what the app's
 * compression leaves alone, so a direct answer and Express's stay the same bytes.
 */
export function directCallOf(routes: ApiRoutes, req: IncomingMessage & { originalUrl?: string }) {
  // Inside a mounted router Express shortens `url`; `originalUrl` keeps the request's.
  const url = req.originalUrl ?? req.url ?? '';
  // Escapes are Express's: `%00` is refused (`refuseNulInUrl`), a bad escape is a 400.
  if (req.method !== 'GET' || !url.startsWith('/api/') || url.includes('%') || carriesBody(req))
    return undefined;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return routes.findDirect(path.slice('/api'.length));
}

/** Whether a request announces a body (Express's JSON parser would read it): Express serves those. */
function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Writes an answer as Express's `res.status(…).json(…)`, `.end()` or (kept bytes) `.send(bytes)`
 * write it for a GET (express/lib/response.js `send`): the content type, the length, the ETag,
 * and 304 when the request's `If-None-Match` matches.
 */
function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CallAnswer,
  settings: ExpressSettings,
) {
  res.statusCode = answer.status;
  if (answer.kind === 'empty') {
    res.end();
    return;
  }
  // Header names as Express spells them (Node sends them as set); Express's `res.set` adds the
  // charset to the kept bytes' type too.
  if (answer.kind === 'json') {
    const body = Buffer.from(JSON.stringify(answer.value));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    finish(req, res, body, settings.etag?.(body), 'ETag');
  } else {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    finish(req, res, answer.bytes, settings.etag && answer.etag, 'etag');
  }
}

function finish(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  etag: string | undefined,
  etagHeader: string,
): void {
  res.setHeader('Content-Length', String(body.length));
  if (etag) res.setHeader(etagHeader, etag);
  const status = res.statusCode;
  const conditional = { etag, 'last-modified': undefined };
  if (((status >= 200 && status < 300) || status === 304) && fresh(req.headers, conditional)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end('');
    return;
  }
  res.end(body);
}
