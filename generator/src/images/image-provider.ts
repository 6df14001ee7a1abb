import { type Image, image } from '@sitewright/model';

/** The shape wanted; stock services crop to it server-side. */
export type ImageOrientation = 'landscape' | 'portrait' | 'square';

export interface ImageSearchOptions {
  /** How many images at most. */
  count: number;
  /** @defaultValue any */
  orientation?: ImageOrientation;
  signal?: AbortSignal;
}

/**
 * An image search service answering in the spec §3 Image shape: Pexels and Unsplash (spec §1), or
 * the offline search over the bundled pictures.
 */
export interface ImageProvider {
  readonly name: 'Pexels' | 'Unsplash' | 'Bundled';
  search(query: string, options: ImageSearchOptions): Promise<Image[]>;
  /**
   * Tells the provider that these images (from its own `search`) were put in a website — Unsplash's
   * API guidelines ask for a request to each photo's download endpoint then. Others need nothing.
   */
  recordUse?(images: readonly Image[], signal?: AbortSignal): Promise<void>;
}

/** What the Pexels and Unsplash providers are built from. */
export interface StockProviderOptions {
  apiKey: string;
  /** The API's base URL; tests point it at a local server speaking the same API. */
  baseUrl?: string;
  /** @defaultValue 5000 */
  timeoutMs?: number;
  /** @defaultValue the global `fetch` */
  fetch?: typeof fetch;
}

/** A search that failed: the service answered an error, malformed JSON, or not in time. */
export class ImageProviderError extends Error {
  override readonly name = 'ImageProviderError';
  constructor(
    readonly provider: ImageProvider['name'],
    readonly status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}

/** GETs a stock API's JSON with a time limit; any failure is an {@link ImageProviderError}. */
export async function getJson(
  provider: ImageProvider['name'],
  url: URL,
  headers: Record<string, string>,
  options: Pick<StockProviderOptions, 'timeoutMs' | 'fetch'> & { signal?: AbortSignal },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 5000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...headers },
      signal,
    });
  } catch (cause) {
    throw new ImageProviderError(provider, undefined, `search failed (${(cause as Error).message})`, {
      cause,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageProviderError(provider, response.status, `search answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (cause) {
    throw new ImageProviderError(provider, response.status, 'search answered malformed JSON', { cause });
  }
}

/** Search words as tags: lower-case, distinct, within the Image schema's limits. */
export function tagsFrom(...sources: (string | null | undefined)[]): string[] {
  const words = sources
    .flatMap((source) => (source ?? '').toLowerCase().split(/[\s,]+/))
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, '').slice(0, 48))
    .filter((word) => word.length > 1);
  return [...new Set(words)].slice(0, 32);
}

/** Keeps only images that pass the spec §3 Image schema (a bad entry never reaches a site). */
export function validImages(candidates: unknown[]): Image[] {
  return candidates.flatMap((candidate) => {
    const parsed = image.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Alt text within the Image schema's 512 characters. */
export function altText(...choices: (string | null | undefined)[]): string {
  const text = choices.map((c) => (c ?? '').trim()).find((c) => c !== '') ?? '';
  return text.length > 512 ? `${text.slice(0, 511)}…` : text;
}
