import http from 'node:http';

/**
 * Where a published form posts on its own origin: `/_forms/{websiteId}/{kind}`, relative, so a
 * visitor's browser sends it to the page's own origin — no CORS, no preflight. The embedded sites
 * server forwards it to the api ({@link forwardFormPost}); in the cloud a CloudFront behaviour
 * `/_forms/*` sends it to the api origin. The api answers the same path.
 */
export const formsPathPrefix = '/_forms/';

/**
 * The largest form body the sites origin forwards (bytes): the api's limit on a form post
 * (`express.urlencoded({ limit: '100kb' })`), so a larger body is refused before it is sent on.
 */
export const formBodyLimitBytes = 100 * 1024;

const formPath = /^\/_forms\/([A-Za-z0-9_-]{1,128})\/(contact|newsletter)$/;

/** The `{ websiteId, kind }` of a form path, or null for anything else under `/_forms/` (or outside it). */
export function parseFormPath(uri: string): { websiteId: string; kind: 'contact' | 'newsletter' } | null {
  const match = formPath.exec(uri);
  return match ? { websiteId: match[1] as string, kind: match[2] as 'contact' | 'newsletter' } : null;
}

/** What the forms proxy needs: where the api listens, and how long it waits for its answer. */
export interface FormsProxyOptions {
  /** The api's base URL as the sites server reaches it, e.g. `http://127.0.0.1:3000`. */
  apiUrl: string;
  /** A forwarded post with no answer after this long is a 504. @defaultValue 15000 */
  timeoutMs?: number;
}

/** The text a visitor reads when the api cannot be reached (the visitor script shows `message`). */
export const formsUnavailableMessage =
  'The form could not be sent right now. Please try again in a few minutes.';

/** Request headers passed on to the api; anything else (cookies, the owner's own headers) stays behind. */
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'origin',
  'referer',
  'user-agent',
];
/** Hop-by-hop headers of the api's answer that are not passed back. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Headers for an answer made here (not the api's): no caching, the security headers the caller adds. */
function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: http.OutgoingHttpHeaders,
): void {
  const json = (req.headers.accept ?? '').includes('application/json');
  const body = json
    ? JSON.stringify({ code, message })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not sent</title></head><body><main><h1>Your message was not sent</h1><p>${message}</p></main></body></html>`;
  res.writeHead(status, {
    ...extra,
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    // The body is not read to its end: the connection cannot carry another request.
    ...(req.complete ? {} : { connection: 'close' }),
  });
  res.end(body);
}

/**
 * Forwards one visitor's form post (`POST /_forms/{websiteId}/{contact|newsletter}`) to the api's
 * same path: the body is read here first (at most {@link formBodyLimitBytes}), then sent with its
 * length; the api's answer streams back. Refused here, before the api sees anything: another
 * method (405, `Allow: POST`), another path under `/_forms/` (404), a body over
 * {@link formBodyLimitBytes} (413, by `Content-Length` at once, else as soon as the streamed bytes
 * pass it). The api gets `X-Forwarded-For` (the incoming chain plus the address this server saw),
 * `X-Forwarded-Host` and `X-Forwarded-Proto`; the browser's `Origin` is passed on as sent, and the
 * api checks it as for the old cross-origin route. An api that cannot be reached is a 502 with
 * {@link formsUnavailableMessage}, one that does not answer in time a 504: the page itself is a
 * static file and keeps working. `headers` are added to every answer (the sites origin's security
 * headers).
 */
export function forwardFormPost(
  options: FormsProxyOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  uri: string,
  headers: http.OutgoingHttpHeaders,
): void {
  const target = parseFormPath(uri);
  if (target === null) {
    refuse(req, res, 404, 'not-found', 'No form at this address.', headers);
    return;
  }
  if (req.method !== 'POST') {
    refuse(req, res, 405, 'method-not-allowed', 'A form is sent with POST.', { ...headers, allow: 'POST' });
    return;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > formBodyLimitBytes) {
    refuse(req, res, 413, 'payload-too-large', 'The form is too large to send.', headers);
    return;
  }
  const outgoing: http.OutgoingHttpHeaders = {};
  for (const name of forwardedRequestHeaders) {
    const value = req.headers[name];
    if (value !== undefined) outgoing[name] = value;
  }
  const peer = req.socket.remoteAddress ?? 'unknown';
  const chain = req.headers['x-forwarded-for'];
  outgoing['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
  if (req.headers.host) outgoing['x-forwarded-host'] = req.headers.host;
  outgoing['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';

  const url = new URL(`/_forms/${target.websiteId}/${target.kind}`, options.apiUrl);
  // The body is read whole before the api is called (at most the 100 KiB limit): a body over the
  // limit, declared or streamed, is then refused before the api sees any of it.
  const chunks: Buffer[] = [];
  let received = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    received += chunk.length;
    if (received > formBodyLimitBytes) {
      refused = true;
      chunks.length = 0;
      refuse(req, res, 413, 'payload-too-large', 'The form is too large to send.', headers);
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => {
    refused = true;
  });
  req.on('end', () => {
    if (!refused) send(Buffer.concat(chunks, received));
  });

  function send(body: Buffer): void {
    outgoing['content-length'] = String(body.length);
    delete outgoing['transfer-encoding'];
    // 'sending' until the api answers ('answered') or this server answers instead ('refused').
    let state: 'sending' | 'answered' | 'refused' = 'sending';
    const upstream = http.request(url, { method: 'POST', headers: outgoing }, (answer) => {
      if (state !== 'sending') {
        answer.resume();
        return;
      }
      state = 'answered';
      const back: http.OutgoingHttpHeaders = { ...headers };
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) back[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    const refuseInstead = (status: number, code: string, message: string) => {
      state = 'refused';
      upstream.destroy();
      refuse(req, res, status, code, message, headers);
    };
    upstream.setTimeout(options.timeoutMs ?? 15_000, () => {
      if (state === 'sending') refuseInstead(504, 'forms-unavailable', formsUnavailableMessage);
    });
    upstream.on('error', () => {
      if (state === 'sending') refuseInstead(502, 'forms-unavailable', formsUnavailableMessage);
      else if (state === 'answered') res.destroy();
    });
    upstream.end(body);
  }
}
