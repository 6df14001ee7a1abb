import { createHash } from 'node:crypto';
import type { Image, Website } from '@sitewright/model';
import {
  type FrameAspect,
  frameAspectSides,
  type ImageCandidate,
  type PublishedImage,
  publishedDocument,
  publishedImageSource,
} from '@sitewright/templates';
import { immutableCacheControl } from '../object-store/content-headers.ts';
import { mediaKey, mediaPath, mediaSourceKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { download, type MediaOrigins, type MediaSource, mediaSourceOf, readSource } from './media-sources.ts';
import {
  cropHash,
  cropSize,
  loadSharp,
  type MediaManifest,
  makeRenditions,
  maxInputPixels,
  mediaHash,
  renditionWidths,
  widthsFor,
} from './renditions.ts';

/** What a source address was published as, kept at `media/sources/{hash of the address}.json`. */
export type PublishedSource =
  | { version: 1; kind: 'copy'; manifest: MediaManifest }
  | { version: 1; kind: 'hotlink'; width: number; height: number };

/** Where the media step reports a picture it left as it was. */
export type MediaLog = (fields: { url: string; reason: string }, message: string) => void;

/** Per store: the stock origins (tests point them at local servers) and the log. */
export interface MediaSettings {
  copiedStockOrigins?: readonly string[];
  hotlinkedStockOrigins?: readonly string[];
  log?: MediaLog;
}

const settingsByStore = new WeakMap<ObjectStore, MediaSettings>();

/** Sets how the builds written to `store` publish their pictures (see {@link MediaSettings}). */
export function configureMedia(store: ObjectStore, settings: MediaSettings): void {
  settingsByStore.set(store, { ...settingsByStore.get(store), ...settings });
}

const defaultLog: MediaLog = (fields, message) =>
  console.warn(`${message}: ${fields.url} (${fields.reason})`);

/**
 * What this process knows of each source address, per store: a republish of known pictures reads
 * nothing. Bounded; the store's `media/sources/` entry answers a miss — except for a bundled
 * picture, whose name outlives its bytes across releases: a new process reads it again (a small
 * SVG from APP_URL) and finds its renditions by hash.
 */
const knownByStore = new WeakMap<ObjectStore, Map<string, PublishedSource>>();
const knownKept = 5000;

function remember(store: ObjectStore, url: string, source: PublishedSource): void {
  let known = knownByStore.get(store);
  if (!known) {
    known = new Map();
    knownByStore.set(store, known);
  }
  known.delete(url);
  known.set(url, source);
  if (known.size > knownKept) known.delete(known.keys().next().value as string);
}

/**
 * Addresses that could not be published, per store, with when they failed: each is tried again
 * after {@link retryFailedAfterMs}, not on every publish (an unreachable host costs one attempt).
 */
const failedByStore = new WeakMap<ObjectStore, Map<string, number>>();
/** How long a picture that could not be published keeps its address before it is tried again. */
export const retryFailedAfterMs = 10 * 60_000;

function failedRecently(store: ObjectStore, url: string, now: number): boolean {
  const at = failedByStore.get(store)?.get(url);
  return at !== undefined && now - at < retryFailedAfterMs;
}

function rememberFailure(store: ObjectStore, url: string, now: number): void {
  let failed = failedByStore.get(store);
  if (!failed) {
    failed = new Map();
    failedByStore.set(store, failed);
  }
  failed.delete(url);
  failed.set(url, now);
  if (failed.size > knownKept) failed.delete(failed.keys().next().value as string);
}

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

const mediaLanes = 2;

/**
 * What one build's media step keeps until its page is rendered, for the crops the render asks for
 * ({@link PublishedImage.wantFrame}): each address's source and published form, the bytes it read
 * (a crop is cut from them, not downloaded again), and the crops asked for. Dropped with the build.
 */
export interface MediaSession {
  sources: Map<string, MediaSource>;
  entries: Map<string, PublishedSource>;
  bytes: Map<string, Buffer>;
  /** Frame aspects asked for, by address. */
  wanted: Map<string, Set<FrameAspect>>;
}

export function mediaSession(): MediaSession {
  return { sources: new Map(), entries: new Map(), bytes: new Map(), wanted: new Map() };
}

/**
 * The crops this process knows, per store, by `{source hash}/{aspect}`: a republish of a framed
 * picture renders once and reads nothing. Bounded; `media/{crop hash}/manifest.json` answers a miss.
 */
const cropsByStore = new WeakMap<ObjectStore, Map<string, MediaManifest>>();

function rememberCrop(store: ObjectStore, key: string, manifest: MediaManifest): void {
  let known = cropsByStore.get(store);
  if (!known) {
    known = new Map();
    cropsByStore.set(store, known);
  }
  known.delete(key);
  known.set(key, manifest);
  if (known.size > knownKept) known.delete(known.keys().next().value as string);
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
  const settings = settingsByStore.get(store) ?? {};
  const log = settings.log ?? defaultLog;
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
  const known = knownByStore.get(store)?.get(url);
  if (known) return known;
  const indexKey = mediaSourceKey(addressHash(url));
  const indexed = !(source.kind === 'fetch' && source.mutable);
  const stored = indexed ? await store.get(indexKey) : null;
  if (stored) {
    const entry = JSON.parse(stored.body.toString('utf8')) as PublishedSource;
    remember(store, url, entry);
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
  remember(store, url, entry);
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

/**
 * A hotlinked photo's address at `width` px in `format`, resized by its CDN (never enlarged); with
 * `height`, its centre cropped to `width` × `height` (`fit=crop`, the CDN's default centre).
 */
export function hotlinkUrl(
  url: string,
  width: number,
  format: 'avif' | 'webp' | 'jpg',
  height?: number,
): string {
  const address = new URL(url);
  for (const name of ['w', 'h', 'fm', 'q', 'fit', 'auto', 'crop', 'dpr']) address.searchParams.delete(name);
  address.searchParams.set('w', String(width));
  if (height !== undefined) address.searchParams.set('h', String(height));
  address.searchParams.set('fit', height !== undefined ? 'crop' : 'max');
  address.searchParams.set('q', '70');
  address.searchParams.set('fm', format);
  return address.href;
}

/** A hotlinked photo's shape, from a 480 px copy (the provider's CDN resizes on request). */
async function measureHotlink(url: string): Promise<PublishedSource> {
  // A small file from a CDN: a slow answer is a failure (tried again later), not a slow publish.
  const small = await download(hotlinkUrl(url, 480, 'jpg'), 5000);
  const sharp = await loadSharp();
  const meta = await sharp(small, { limitInputPixels: maxInputPixels }).metadata();
  if (!meta.width || !meta.height) throw new Error('a hotlinked photo without a size');
  const width = renditionWidths[renditionWidths.length - 1] as number;
  return { version: 1, kind: 'hotlink', width, height: Math.round((width * meta.height) / meta.width) };
}

/**
 * Makes the crops a render of `session`'s build asked for (each once per source and aspect: this
 * process's memory, else one GET of its manifest, else cut from the source's bytes) and answers the
 * build's pictures again, with them. A crop that fails is logged: the page shows the whole picture.
 */
export async function publishFrames(
  store: ObjectStore,
  session: MediaSession,
): Promise<Map<string, PublishedImage>> {
  const log = settingsByStore.get(store)?.log ?? defaultLog;
  const queue: [string, MediaManifest, FrameAspect][] = [];
  for (const [url, aspects] of session.wanted) {
    const entry = session.entries.get(url);
    if (entry?.kind !== 'copy') continue;
    for (const aspect of aspects) queue.push([url, entry.manifest, aspect]);
  }
  session.wanted.clear();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, manifest, aspect] = next;
      const failureKey = `crop:${manifest.hash}/${aspect}`;
      if (failedRecently(store, failureKey, Date.now())) continue;
      try {
        await publishedCrop(store, session, url, manifest, aspect);
      } catch (error) {
        rememberFailure(store, failureKey, Date.now());
        log({ url, reason: (error as Error).message }, `a picture is shown whole in its ${aspect} frame`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(mediaLanes, queue.length) }, lane));
  const published = new Map<string, PublishedImage>();
  for (const [url, entry] of session.entries) published.set(url, shownAs(store, url, entry, session));
  return published;
}

/** One crop of a copied picture: remembered, stored, or made now (and stored, its manifest last). */
async function publishedCrop(
  store: ObjectStore,
  session: MediaSession,
  url: string,
  manifest: MediaManifest,
  aspect: FrameAspect,
): Promise<MediaManifest> {
  const known = `${manifest.hash}/${aspect}`;
  const remembered = cropsByStore.get(store)?.get(known);
  if (remembered) return remembered;
  const hash = cropHash(manifest.hash, aspect);
  const stored = await store.get(mediaKey(hash, 'manifest.json'));
  if (stored) {
    const crop = JSON.parse(stored.body.toString('utf8')) as MediaManifest;
    rememberCrop(store, known, crop);
    return crop;
  }
  let bytes = session.bytes.get(manifest.hash);
  if (!bytes) {
    const source = session.sources.get(url);
    if (!source) throw new Error('its source is unknown');
    bytes = await readSource(store, source);
    if (mediaHash(bytes) !== manifest.hash) throw new Error('its bytes changed since it was published');
  }
  const made = await makeRenditions(bytes, { aspect, sides: frameAspectSides[aspect] });
  await Promise.all(
    made.files.map((file) =>
      store.put(mediaKey(hash, file.name), file.body, {
        contentType: file.contentType,
        cacheControl: immutableCacheControl,
      }),
    ),
  );
  await store.put(mediaKey(hash, 'manifest.json'), JSON.stringify(made.manifest), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: immutableCacheControl,
  });
  rememberCrop(store, known, made.manifest);
  return made.manifest;
}

/** A copied picture's renditions as the page links them. */
function renditionsOf(m: MediaManifest): PublishedImage {
  const at = (ext: string): ImageCandidate[] =>
    m.widths.map((width) => ({ url: mediaPath(m.hash, `${width}.${ext}`), width }));
  return { width: m.width, height: m.height, avif: at('avif'), webp: at('webp'), fallback: at(m.fallback) };
}

/**
 * How the page shows a published source: root-relative addresses on the sites origin (with the crops
 * this process knows, and in a build's session a way to ask for the others), or the hotlink's CDN.
 */
function shownAs(
  store: ObjectStore,
  url: string,
  entry: PublishedSource,
  session?: MediaSession,
): PublishedImage {
  if (entry.kind === 'hotlink') {
    const at = (format: 'avif' | 'webp' | 'jpg'): ImageCandidate[] =>
      renditionWidths.map((width) => ({ url: hotlinkUrl(url, width, format), width }));
    const shown: PublishedImage = {
      width: entry.width,
      height: entry.height,
      avif: at('avif'),
      webp: at('webp'),
      fallback: at('jpg'),
    };
    // Its CDN crops on request: every frame's crop is an address, made by nobody until asked for.
    const frames: Partial<Record<FrameAspect, PublishedImage>> = {};
    for (const [aspect, sides] of Object.entries(frameAspectSides) as [FrameAspect, [number, number]][]) {
      const crop = cropSize(entry.width, entry.height, sides);
      const cropAt = (format: 'avif' | 'webp' | 'jpg'): ImageCandidate[] =>
        widthsFor(crop.width).map((width) => ({
          url: hotlinkUrl(url, width, format, Math.max(1, Math.round((width * crop.height) / crop.width))),
          width,
        }));
      frames[aspect] = { ...crop, avif: cropAt('avif'), webp: cropAt('webp'), fallback: cropAt('jpg') };
    }
    shown.frames = frames;
    return shown;
  }
  const m = entry.manifest;
  if (m.fallback === 'svg' || m.fallback === 'ico') {
    return {
      width: m.width,
      height: m.height,
      avif: [],
      webp: [],
      fallback: [{ url: mediaPath(m.hash, `image.${m.fallback}`), width: m.width }],
    };
  }
  const shown = renditionsOf(m);
  const known = cropsByStore.get(store);
  const frames: Partial<Record<FrameAspect, PublishedImage>> = {};
  for (const aspect of Object.keys(frameAspectSides) as FrameAspect[]) {
    const crop = known?.get(`${m.hash}/${aspect}`);
    if (crop) frames[aspect] = renditionsOf(crop);
  }
  if (Object.keys(frames).length > 0) shown.frames = frames;
  if (session) {
    shown.wantFrame = (aspect) => {
      const aspects = session.wanted.get(url) ?? new Set<FrameAspect>();
      aspects.add(aspect);
      session.wanted.set(url, aspects);
    };
  }
  return shown;
}
