import http from 'node:http';
import { isCompressible } from '../object-store/content-headers.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import {
  type CompressionCache,
  createCompressionCache,
  type Encoding,
  negotiateEncoding,
} from './compression.ts';
import { type FormsProxyOptions, formsPathPrefix, forwardFormPost } from './forms-proxy.ts';
import { notFoundHtml, type RouteLookup, routeRequest } from './route-request.ts';
import { createStoreLookup } from './store-lookup.ts';

/** Options of {@link createSitesServer}. */
export interface SitesServerOptions {
  store: ObjectStore;
  /** @defaultValue {@link createStoreLookup} over `store`, without custom domains */
  lookup?: RouteLookup;
  /** @defaultValue a 32 MiB cache */
  compression?: CompressionCache;
  /** Called with unexpected errors (the visitor gets a 500). @defaultValue console.error */
  onError?: (error: unknown) => void;
  /**
   * Where visitors' form posts (`/_forms/…`) are forwarded: the api ({@link forwardFormPost}).
   * @defaultValue none: `/_forms/…` is routed like any other path (a 404)
   */
  forms?: FormsProxyOptions;
}

const notFoundBody = Buffer.from(notFoundHtml);

/**
 * Sent with every answer of the sites origin, as CloudFront's response headers policy does
 * (`infra/cloudformation.yaml`): no MIME sniffing of the owners' files, and other sites learn only
 * the origin a visitor came from. The Content-Security-Policy is in each page itself (it depends on
 * the page: analytics, the owner's own code), so it holds on every host.
 */
export const siteSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** `"abc"` → `"abc-br"`: each encoded representation has its own validator. */
function variantEtag(etag: string, encoding: Encoding | null): string {
  if (encoding === null) return etag;
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : `${etag}-${encoding}`;
}

/** Whether If-None-Match names this object, in any of its encodings (weak comparison). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const base = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === base || tag.replace(/-(br|gzip)"$/, '"') === base;
  });
}

function send(
  res: http.ServerResponse,
  head: boolean,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body?: Buffer,
) {
  const all = { ...siteSecurityHeaders, ...headers };
  res.writeHead(status, body ? { ...all, 'content-length': body.length } : all);
  res.end(head ? undefined : body);
}

/**
 * The sites origin of the embedded default (`http://localhost:3001/{handle}`): routes every request
 * with {@link routeRequest} — the same function CloudFront runs — and serves the object with its
 * stored Content-Type and Cache-Control, an ETag (304 on If-None-Match), brotli or gzip by
 * Accept-Encoding (compressed once per ETag; a large body's first visitors get a quick compression
 * under a weak ETag while the best one is computed), HEAD, and 405 for other methods. Every answer
 * carries {@link siteSecurityHeaders}. With `forms`, visitors' form posts under `/_forms/` go to the
 * api ({@link forwardFormPost}).
 * Returns an unstarted server: call `listen`.
 */
export function createSitesServer(options: SitesServerOptions): http.Server {
  const lookup = options.lookup ?? createStoreLookup(options.store);
  const compression = options.compression ?? createCompressionCache();
  const onError = options.onError ?? ((error: unknown) => console.error('sites server:', error));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const uri = mark === -1 ? target : target.slice(0, mark);
    if (options.forms && uri.startsWith(formsPathPrefix)) {
      forwardFormPost(options.forms, req, res, uri, siteSecurityHeaders);
      return;
    }
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      send(
        res,
        false,
        405,
        { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
        Buffer.from('Method Not Allowed\n'),
      );
      return;
    }
    const query = mark === -1 ? '' : target.slice(mark + 1);
    const route = await routeRequest(req.headers.host ?? '', uri, query, lookup);
    if (route.kind === 'redirect') {
      const cache = route.status === 301 ? 'public, max-age=3600' : 'no-store';
      send(res, head, route.status, { location: route.location, 'cache-control': cache });
      return;
    }
    const object = route.kind === 'object' ? await options.store.get(route.key) : null;
    if (object === null) {
      send(
        res,
        head,
        404,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        notFoundBody,
      );
      return;
    }
    const compressible = isCompressible(object.contentType);
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const etag = variantEtag(object.etag, encoding);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': object.contentType,
      'cache-control': object.cacheControl,
      etag,
      'last-modified': object.lastModified.toUTCString(),
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    if (matchesEtag(req.headers['if-none-match'], object.etag)) {
      send(res, head, 304, headers);
      return;
    }
    if (encoding === null) {
      send(res, head, 200, headers, object.body);
      return;
    }
    const compressed = await compression.forVisitor(object.etag, encoding, object.body);
    // A quick compression has other bytes than the best one that replaces it: a weak validator.
    const sentEtag = compressed.best || etag.startsWith('W/') ? etag : `W/${etag}`;
    send(res, head, 200, { ...headers, etag: sentEtag, 'content-encoding': encoding }, compressed.body);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      onError(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      send(
        res,
        false,
        500,
        { 'content-type': 'text/plain; charset=utf-8' },
        Buffer.from('Internal Server Error\n'),
      );
    });
  });
}
