import { createHash } from 'node:crypto';
import type { Image, Website } from '@sitewright/model';
import { type PublishedImage, publishedDocument, publishedImageSource } from '@sitewright/templates';
import { immutableCacheControl } from '../object-store/content-headers.ts';
import { mediaKey, mediaSourceKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { measureHotlink } from './hotlinked-photos.ts';
import {
  failedRecently,
  knownSource,
  type MediaSession,
  mediaLanes,
  mediaLogOf,
  mediaSettingsOf,
  type PublishedSource,
  rememberFailure,
  rememberSource,
} from './media-memory.ts';
import { type MediaOrigins, type MediaSource, mediaSourceOf, readSource } from './media-sources.ts';
import { shownAs } from './published-frames.ts';
import { type MediaManifest, makeRenditions, mediaHash } from './renditions.ts';

export { hotlinkUrl } from './hotlinked-photos.ts';
export {
  configureMedia,
  type MediaLog,
  type MediaSession,
  type MediaSettings,
  mediaSession,
  type PublishedSource,
  retryFailedAfterMs,
} from './media-memory.ts';
export { publishFrames } from './published-frames.ts';

const addressHash = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);

/** Every picture the published page of `website` shows (its stand-ins and pending suggestions left out). */
export function publishedImages(website: Website): Image[] {
  const found = new Map<string, Image>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.provider === 'string' && Array.isArray(record.urls)) {
      const image = record as unknown as Image;
      found.set(publishedImageSource(image), image);
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(publishedDocument(website).website);
  return [...found.values()];
}

/**
 * Publishes every picture of `website` into `store`'s media prefix and answers how the page shows
 * each one (by {@link publishedImageSource}). A picture is made once per source image: a known
 * address costs a lookup (this process's memory, else one GET of its `media/sources/` entry), a new
 * address whose bytes are known (same hash) costs a read and a hash; only new bytes are decoded and
 * resized. A picture that cannot be published (unreadable, over the pixel limit) is logged and keeps
 * the document's address: the publish goes on.
 */
export async function publishMedia(
  store: ObjectStore,
  website: Website,
  origins: MediaOrigins,
  session?: MediaSession,
): Promise<Map<string, PublishedImage>> {
  const settings = mediaSettingsOf(store);
  const log = mediaLogOf(store);
  const sourcesOrigins: MediaOrigins = {
    ...origins,
    ...(settings.copiedStockOrigins ? { copiedStockOrigins: settings.copiedStockOrigins } : {}),
    ...(settings.hotlinkedStockOrigins ? { hotlinkedStockOrigins: settings.hotlinkedStockOrigins } : {}),
  };
  const wanted = new Map<string, MediaSource>();
  for (const image of publishedImages(website)) {
    const url = publishedImageSource(image);
    const source = mediaSourceOf(url, sourcesOrigins);
    if (source && !failedRecently(store, url, Date.now())) wanted.set(url, source);
  }
  const published = new Map<string, PublishedImage>();
  const queue = [...wanted];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, source] = next;
      try {
        const entry = await publishedSource(store, url, source, session);
        session?.sources.set(url, source);
        session?.entries.set(url, entry);
        published.set(url, shownAs(store, url, entry, session));
      } catch (error) {
        rememberFailure(store, url, Date.now());
        log({ url, reason: (error as Error).message }, 'a picture keeps its address');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(mediaLanes, queue.length) }, lane));
  return published;
}

/** The published form of one source: remembered, stored, or made now (and stored). */
async function publishedSource(
  store: ObjectStore,
  url: string,
  source: MediaSource,
  session: MediaSession | undefined,
): Promise<PublishedSource> {
  const known = knownSource(store, url);
  if (known) return known;
  const indexKey = mediaSourceKey(addressHash(url));
  const indexed = !(source.kind === 'fetch' && source.mutable);
  const stored = indexed ? await store.get(indexKey) : null;
  if (stored) {
    const entry = JSON.parse(stored.body.toString('utf8')) as PublishedSource;
    rememberSource(store, url, entry);
    return entry;
  }
  const entry =
    source.kind === 'hotlink' ? await measureHotlink(source.url) : await copyIn(store, source, session);
  if (indexed) {
    await store.put(indexKey, JSON.stringify(entry), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: immutableCacheControl,
    });
  }
  rememberSource(store, url, entry);
  return entry;
}

/** Reads a source, and stores its renditions unless its bytes were published before (same hash). */
async function copyIn(
  store: ObjectStore,
  source: MediaSource,
  session: MediaSession | undefined,
): Promise<PublishedSource> {
  const bytes = await readSource(store, source);
  const hash = mediaHash(bytes);
  session?.bytes.set(hash, bytes);
  const existing = await store.get(mediaKey(hash, 'manifest.json'));
  if (existing) {
    return {
      version: 1,
      kind: 'copy',
      manifest: JSON.parse(existing.body.toString('utf8')) as MediaManifest,
    };
  }
  const { manifest, files } = await makeRenditions(bytes);
  await Promise.all(
    files.map((file) =>
      store.put(mediaKey(hash, file.name), file.body, {
        contentType: file.contentType,
        cacheControl: immutableCacheControl,
      }),
    ),
  );
  // Written last: a manifest names files that are all there.
  await store.put(mediaKey(hash, 'manifest.json'), JSON.stringify(manifest), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: immutableCacheControl,
  });
  return { version: 1, kind: 'copy', manifest };
}
