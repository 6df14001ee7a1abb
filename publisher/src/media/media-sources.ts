import type { ObjectStore } from '../object-store/object-store.ts';

/**
 * Where a picture of the document comes from, and so how it is published:
 * - `store`: an upload (`{API_URL}/api/uploads/{folder}/{file}`), read from the object store it was
 *   written to (`uploads/{folder}/{file}`) — no request to the api;
 * - `fetch`: a bundled picture (`{APP_URL}/assets/images/{name}.svg`) or a Pexels photo
 *   (`images.pexels.com`, whose licence allows copies), downloaded once;
 * - `hotlink`: an Unsplash photo (`images.unsplash.com`): its guidelines require its own URLs, so it
 *   stays there, resized by its CDN (`w`, `fm` parameters); it is downloaded once, small, to learn
 *   its shape.
 * Any other address (a photo imported from the owner's own page) is left as it is: the publisher
 * fetches no address a document could name at will.
 */
export type MediaSource =
  | { kind: 'store'; key: string }
  | {
      kind: 'fetch';
      url: string;
      /** The address may show other bytes after a release (a bundled picture's name is stable, not hashed). */
      mutable?: true;
    }
  | { kind: 'hotlink'; url: string };

/** The origins a build's pictures may come from. */
export interface MediaOrigins {
  /** `API_URL`: uploads are `{apiUrl}/api/uploads/…`. */
  apiUrl: string;
  /** `APP_URL`: bundled pictures are `{appUrl}/assets/images/…`. */
  appUrl?: string | undefined;
  /** @defaultValue ['https://images.pexels.com'] */
  copiedStockOrigins?: readonly string[];
  /** @defaultValue ['https://images.unsplash.com'] */
  hotlinkedStockOrigins?: readonly string[];
}

export const pexelsImageOrigin = 'https://images.pexels.com';
export const unsplashImageOrigin = 'https://images.unsplash.com';

const uploadPath = /^\/api\/uploads\/([A-Za-z0-9_-]{1,128}\/[0-9a-f-]{36}\.(?:jpg|png|gif|webp|ico))$/;
const bundledPath = /^\/assets\/images\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\.svg$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** How `url` is published, or null when it is left as it is. */
export function mediaSourceOf(url: string, origins: MediaOrigins): MediaSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const base = (address: string | undefined) => (address ? new URL(address) : null);
  const api = base(origins.apiUrl);
  if (api && parsed.origin === api.origin) {
    const prefix = api.pathname.replace(/\/+$/, '');
    const rest = parsed.pathname.startsWith(prefix) ? parsed.pathname.slice(prefix.length) : '';
    const upload = uploadPath.exec(rest);
    if (upload && parsed.search === '') return { kind: 'store', key: `uploads/${upload[1]}` };
  }
  const app = base(origins.appUrl);
  if (app && parsed.origin === app.origin && parsed.search === '') {
    const prefix = app.pathname.replace(/\/+$/, '');
    if (parsed.pathname.startsWith(prefix) && bundledPath.test(parsed.pathname.slice(prefix.length)))
      return { kind: 'fetch', url: parsed.href, mutable: true };
  }
  const copied = (origins.copiedStockOrigins ?? [pexelsImageOrigin]).map(originOf);
  if (copied.includes(parsed.origin)) return { kind: 'fetch', url: parsed.href };
  const hotlinked = (origins.hotlinkedStockOrigins ?? [unsplashImageOrigin]).map(originOf);
  if (hotlinked.includes(parsed.origin)) return { kind: 'hotlink', url: parsed.href };
  return null;
}

/** The most bytes read for one source: the 15 MB upload limit with room to spare. */
export const maxSourceBytes = 25 * 1024 * 1024;
/** How long one download may take. */
export const sourceTimeoutMs = 20_000;

/** A source that could not be read (missing, refused, too large, too slow). */
export class UnreadableSource extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSource';
  }
}

/**
 * Downloads `url` (no redirect followed: every origin above answers directly), at most
 * {@link maxSourceBytes}, within `timeoutMs`.
 * @defaultValue `timeoutMs` {@link sourceTimeoutMs}
 */
export async function download(url: string, timeoutMs = sourceTimeoutMs): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new UnreadableSource(`${url} could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UnreadableSource(`${url} answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxSourceBytes) {
    await response.body?.cancel();
    throw new UnreadableSource(`${url} is ${declared} bytes, over ${maxSourceBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > maxSourceBytes) {
      await reader?.cancel();
      throw new UnreadableSource(`${url} is over ${maxSourceBytes} bytes`);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

/** The bytes of a `store` or `fetch` source. */
export async function readSource(store: ObjectStore, source: MediaSource): Promise<Buffer> {
  if (source.kind === 'store') {
    const object = await store.get(source.key);
    if (object === null) throw new UnreadableSource(`${source.key} is not in the store`);
    return object.body;
  }
  return download(source.url);
}
