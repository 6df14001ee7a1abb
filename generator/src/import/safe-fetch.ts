import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { decodeHtml } from './decode-html.ts';
import { checkDestination, type Destination, type Resolver, systemResolver } from './destination.ts';
import { LinkFetchError } from './link-fetch-error.ts';

/** Limits of one import fetch. */
export const safeFetchDefaults = {
  /** Whole fetch, every redirect hop included. Longer than the 8000 ms "taking longer" notice. */
  timeoutMs: 15_000,
  /** Decoded (decompressed) body. */
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; SitewrightImporter/1.0; +https://github.com/sitewright)',
} as const;

export interface SafeFetchOptions {
  /** @defaultValue 15000 */
  timeoutMs?: number;
  /** @defaultValue 2 MiB */
  maxBytes?: number;
  /** @defaultValue 5 */
  maxRedirects?: number;
  /** @defaultValue the system resolver */
  resolve?: Resolver;
  /** Hosts or addresses exempt from the address and port rules (tests only). @defaultValue [] */
  allowHosts?: readonly string[];
  /** Called just before a connection is opened, with the checked destination (tests observe it). */
  onConnect?: (destination: Destination) => void;
  signal?: AbortSignal;
}

/** A fetched HTML page. */
export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  contentType: string;
  charset: string;
  html: string;
  bytes: number;
  /** Every URL that answered with a redirect, in order. */
  redirects: string[];
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Fetches a user-supplied web page safely (ARCHITECTURE.md "Security and data rules"): each hop
 * (at most 5 redirects) is checked by {@link checkDestination} before connecting, and the
 * connection goes to exactly the address that was checked (the socket's DNS lookup is pinned to
 * it, so a second answer from DNS cannot swap in a private address). Time and size are capped, the
 * answer must be HTML, and its charset is decoded. Throws a {@link LinkFetchError}.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const limits = { ...safeFetchDefaults, ...stripUndefined(options) };
  const policy = { resolve: options.resolve ?? systemResolver, allowHosts: options.allowHosts ?? [] };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new LinkFetchError('timeout', `The page took longer than ${limits.timeoutMs} ms`)),
    limits.timeoutMs,
  );
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const signal = controller.signal;
  try {
    let url = parseUrl(input);
    const redirects: string[] = [];
    for (;;) {
      const destination = await untilAborted(checkDestination(url, policy), signal);
      options.onConnect?.(destination);
      const response = await open(destination, signal, limits.userAgent);
      const location = response.headers.location;
      if (redirectStatuses.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects.length >= limits.maxRedirects) {
          throw new LinkFetchError('too-many-redirects', `More than ${limits.maxRedirects} redirects`);
        }
        redirects.push(url.href);
        url = parseUrl(location, url);
        continue;
      }
      return { ...(await readPage(response, limits.maxBytes, signal)), url: url.href, redirects };
    }
  } catch (error) {
    if (signal.aborted && signal.reason instanceof LinkFetchError) throw signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function parseUrl(input: string | URL, base?: URL): URL {
  try {
    return new URL(input, base);
  } catch (cause) {
    throw new LinkFetchError('invalid-url', 'This is not a valid web address', { cause });
  }
}

/** Connects to `destination.address` only: the lookup answers with it whatever name is asked. */
function pinnedLookup(destination: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };
}

function open(destination: Destination, signal: AbortSignal, userAgent: string): Promise<IncomingMessage> {
  const request = destination.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: destination.hostname,
        port: destination.port,
        path: `${destination.url.pathname}${destination.url.search}`,
        method: 'GET',
        lookup: pinnedLookup(destination),
        agent: false,
        signal,
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en;q=1, *;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', (cause) =>
      reject(
        signal.aborted
          ? signal.reason
          : new LinkFetchError('network-error', `Could not load ${destination.url.host}: ${cause.message}`, {
              cause,
            }),
      ),
    );
    req.end();
  });
}

async function readPage(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Omit<FetchedPage, 'url' | 'redirects'>> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new LinkFetchError('http-error', `The page answered with HTTP ${status}`);
  }
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType !== '' && !htmlTypes.has(mediaType)) {
    response.destroy();
    throw new LinkFetchError('not-html', `The link is not a web page (${mediaType})`);
  }
  const declared = Number(response.headers['content-length']);
  if (!response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const body = await readLimited(response, maxBytes, signal);
  if (contentType === '' && !/^\s*<(!doctype html|html)/i.test(body.subarray(0, 512).toString('latin1'))) {
    throw new LinkFetchError('not-html', 'The link is not a web page');
  }
  const { html, charset } = decodeHtml(body, contentType);
  return { status, contentType, charset, html, bytes: body.length };
}

async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const stream = decompressed(response);
  const stop = () => response.destroy(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (cause) {
    if (cause instanceof LinkFetchError || signal.aborted) throw cause;
    throw new LinkFetchError('network-error', 'The page stopped loading part-way', { cause });
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return Buffer.concat(chunks);
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) {
    response.destroy();
    throw new LinkFetchError('network-error', `Unsupported content encoding ${encoding}`);
  }
  return pipeline(response, decoder, () => {});
}

function tooLarge(maxBytes: number): LinkFetchError {
  return new LinkFetchError('too-large', `The page is larger than ${Math.round(maxBytes / 1024)} KB`);
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
