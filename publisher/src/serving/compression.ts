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
  /**
   * Bodies at least this large are first sent quickly compressed ({@link CompressionCache.forVisitor}):
   * brotli 11 takes ~50 ms of CPU on a 300 KB page, brotli 5 about 1 ms for a few percent more bytes.
   * Below it the best level costs a few milliseconds at most and is done at once.
   * @defaultValue 4 KiB
   */
  quickFirstBytes?: number;
  /**
   * A quickly compressed body gets its best compression only when it is asked for again this long
   * after its first visitor: a build replaced within that time (an owner publishing again, a mass
   * republish) never costs brotli 11 (~40 ms of CPU for a 340 KB page, on the machine that runs the
   * next publish), and a page that is still visited has it from its first visit after that.
   * @defaultValue 1000
   */
  bestAfterMs?: number;
  /** Milliseconds, for {@link bestAfterMs}. @defaultValue `performance.now` */
  now?: () => number;
}

/** A compressed representation; `best` is false for a quick one sent while the best is computed. */
export interface Compressed {
  body: Buffer;
  best: boolean;
}

/** Brotli quality and gzip level: the best (kept), and the quick one a new body is first sent with. */
const levels = { best: { br: 11, gzip: 9 }, quick: { br: 5, gzip: 6 } } as const;
type Level = keyof typeof levels;

const brotliOptions = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Compression through libuv's thread pool. */
const compressors: Record<Encoding, Record<Level, (body: Buffer) => Promise<Buffer>>> = {
  br: {
    best: (body) => brotli(body, brotliOptions(levels.best.br, body)),
    quick: (body) => brotli(body, brotliOptions(levels.quick.br, body)),
  },
  gzip: {
    best: (body) => gzip(body, { level: levels.best.gzip }),
    quick: (body) => gzip(body, { level: levels.quick.gzip }),
  },
};

/**
 * Bodies up to this size are quickly compressed on the calling thread: brotli 5 takes about 0.6 ms
 * on the largest page the model's limits allow (342 KB), gzip 6 about 0.8 ms. Through libuv's
 * thread pool the same work waited for a busy pool and, on its way back, for the thread's event
 * loop: 1–4 ms more between a new build's pointer and its first visitor's bytes (docs/decisions/serving.md).
 */
export const synchronousQuickMaxBytes = 512 * 1024;

/** The quick compression on the calling thread. */
const quickOnThisThread: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, brotliOptions(levels.quick.br, body)),
  gzip: (body) => zlib.gzipSync(body, { level: levels.quick.gzip }),
};

/** The quick compression of `body`: on this thread up to {@link synchronousQuickMaxBytes}, else in the pool. */
async function quickly(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (body.length <= synchronousQuickMaxBytes) return quickOnThisThread[encoding](body);
  return compressors[encoding].quick(body);
}

/**
 * Compressed bytes by (ETag, encoding): each representation is compressed once at the best level
 * (brotli 11, gzip 9), however many visitors ask. Least recently used entries go first; two
 * requests for the same entry share one compression.
 *
 * A new build's page should not wait for brotli 11 (publish → served is a product figure):
 * {@link CompressionCache.forVisitor} answers the first visitors of a large body with a quick
 * compression while the best one runs in the background and replaces it once done.
 */
export function createCompressionCache(options: CompressionCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const quickFirstBytes = options.quickFirstBytes ?? 4096;
  const bestAfterMs = options.bestAfterMs ?? 1000;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Compressed>();
  /** When each quickly compressed entry was first sent (its best compression waits for a later visit). */
  const quickSince = new Map<string, number>();
  const pending = new Map<string, Promise<Buffer>>();
  const pendingQuick = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  /** `misses`: best compressions started; `quick`: quick ones. */
  const stats = { hits: 0, misses: 0, quick: 0 };

  function remember(key: string, value: Compressed) {
    if (value.body.length > maxBytes) return;
    const replaced = entries.get(key);
    if (replaced) {
      entries.delete(key);
      bytes -= replaced.body.length;
    }
    entries.set(key, value);
    bytes += value.body.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      quickSince.delete(oldKey);
      bytes -= old.body.length;
    }
  }

  function cached(key: string): Compressed | undefined {
    const entry = entries.get(key);
    if (entry) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  async function once(
    inFlight: Map<string, Promise<Buffer>>,
    key: string,
    work: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work();
    inFlight.set(key, started);
    try {
      return await started;
    } finally {
      inFlight.delete(key);
    }
  }

  /** The best compression (brotli 11, gzip 9) of `body`, computed once per (etag, encoding). */
  async function compress(etag: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const key = `${etag}|${encoding}`;
    const entry = cached(key);
    if (entry?.best) return entry.body;
    return once(pending, key, () => {
      stats.misses++;
      return compressors[encoding].best(body).then((out) => {
        quickSince.delete(key);
        remember(key, { body: out, best: true });
        return out;
      });
    });
  }

  /**
   * What to send a visitor now: the best compression when it is cached (or `body` is small), else
   * a quick one (brotli 5, gzip 6; on this thread up to 512 KB), computed once too. The best one is started in the background
   * by the first visit at least {@link CompressionCacheOptions.bestAfterMs} after the quick one.
   */
  async function forVisitor(etag: string, encoding: Encoding, body: Buffer): Promise<Compressed> {
    const key = `${etag}|${encoding}`;
    const entry = cached(key);
    if (entry) {
      const since = quickSince.get(key);
      if (!entry.best && since !== undefined && now() - since >= bestAfterMs) {
        // A cache fill only: the visitor has the quick one now, errors leave it in place.
        compress(etag, encoding, body).catch(() => undefined);
      }
      return entry;
    }
    if (body.length < quickFirstBytes) return { body: await compress(etag, encoding, body), best: true };
    // Errors surface to the visitor through the quick compression.
    const quick = await once(pendingQuick, key, () => {
      stats.quick++;
      return quickly(encoding, body);
    });
    const already = entries.get(key);
    if (already) return already;
    const provisional = { body: quick, best: false };
    remember(key, provisional);
    quickSince.set(key, now());
    return provisional;
  }

  return { compress, forVisitor, stats, size: () => bytes };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;
