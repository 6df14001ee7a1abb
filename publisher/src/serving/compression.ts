import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to send for an Accept-Encoding header: brotli if acceptable, else gzip, else none.
 * Honours `q=0` (refused) and `*`.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isNaN(quality) ? 0 : quality);
  }
  const wildcard = accepted.get('*');
  const quality = (name: Encoding) =>
    accepted.get(name) ?? (name === 'gzip' ? accepted.get('x-gzip') : undefined) ?? wildcard ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Options of {@link createCompressionCache}. */
export interface CompressionCacheOptions {
  /** @defaultValue 32 MiB */
  maxBytes?: number;
}

/**
 * Compressed bytes by (ETag, encoding): each representation is compressed once, at the best level
 * (brotli 11, gzip 9), however many visitors ask. Least recently used entries go first; two
 * requests for the same entry share one compression.
 */
export function createCompressionCache(options: CompressionCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };

  function remember(key: string, value: Buffer) {
    if (value.length > maxBytes) return;
    entries.set(key, value);
    bytes += value.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.length;
    }
  }

  async function compress(etag: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const key = `${etag}|${encoding}`;
    const cached = entries.get(key);
    if (cached) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    stats.misses++;
    const work = (
      encoding === 'br'
        ? brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzip(body, { level: 9 })
    ).then((out) => {
      remember(key, out);
      return out;
    });
    pending.set(key, work);
    try {
      return await work;
    } finally {
      pending.delete(key);
    }
  }

  return { compress, stats, size: () => bytes };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;
