import type { FrameAspect } from '@sitewright/templates';
import type { ObjectStore } from '../object-store/object-store.ts';
import type { HotlinkedSource } from './hotlinked-photos.ts';
import type { MediaSource } from './media-sources.ts';
import type { MediaManifest } from './renditions.ts';

/**
 * What the media step keeps between pictures: per store, its settings and what this process knows
 * (published sources, failures, crops); per build, its {@link MediaSession}.
 */

/** What a source address was published as, kept at `media/sources/{hash of the address}.json`. */
export type PublishedSource = { version: 1; kind: 'copy'; manifest: MediaManifest } | HotlinkedSource;

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

/** The settings of `store` (none set: an empty object). */
export function mediaSettingsOf(store: ObjectStore): MediaSettings {
  return settingsByStore.get(store) ?? {};
}

const defaultLog: MediaLog = (fields, message) =>
  console.warn(`${message}: ${fields.url} (${fields.reason})`);

/** Where the media step of `store` logs a picture it left as it was. */
export function mediaLogOf(store: ObjectStore): MediaLog {
  return settingsByStore.get(store)?.log ?? defaultLog;
}

/** How many pictures one build reads or resizes at once. */
export const mediaLanes = 2;

/** How many entries each per-store memory keeps; the oldest goes first. */
const knownKept = 5000;

/** Puts `key` in `store`'s map as the newest entry, dropping the oldest past {@link knownKept}. */
function keep<T>(byStore: WeakMap<ObjectStore, Map<string, T>>, store: ObjectStore, key: string, value: T) {
  let known = byStore.get(store);
  if (!known) {
    known = new Map();
    byStore.set(store, known);
  }
  known.delete(key);
  known.set(key, value);
  if (known.size > knownKept) known.delete(known.keys().next().value as string);
}

/**
 * What this process knows of each source address, per store: a republish of known pictures reads
 * nothing. Bounded; the store's `media/sources/` entry answers a miss — except for a bundled
 * picture, whose name outlives its bytes across releases: a new process reads it again (a small
 * SVG from APP_URL) and finds its renditions by hash.
 */
const knownByStore = new WeakMap<ObjectStore, Map<string, PublishedSource>>();

export function knownSource(store: ObjectStore, url: string): PublishedSource | undefined {
  return knownByStore.get(store)?.get(url);
}

export function rememberSource(store: ObjectStore, url: string, source: PublishedSource): void {
  keep(knownByStore, store, url, source);
}

/**
 * Addresses that could not be published, per store, with when they failed: each is tried again
 * after {@link retryFailedAfterMs}, not on every publish (an unreachable host costs one attempt).
 */
const failedByStore = new WeakMap<ObjectStore, Map<string, number>>();
/** How long a picture that could not be published keeps its address before it is tried again. */
export const retryFailedAfterMs = 10 * 60_000;

export function failedRecently(store: ObjectStore, url: string, now: number): boolean {
  const at = failedByStore.get(store)?.get(url);
  return at !== undefined && now - at < retryFailedAfterMs;
}

export function rememberFailure(store: ObjectStore, url: string, now: number): void {
  keep(failedByStore, store, url, now);
}

/**
 * The crops this process knows, per store, by `{source hash}/{aspect}`: a republish of a framed
 * picture renders once and reads nothing. Bounded; `media/{crop hash}/manifest.json` answers a miss.
 */
const cropsByStore = new WeakMap<ObjectStore, Map<string, MediaManifest>>();

export function knownCrop(store: ObjectStore, hash: string, aspect: FrameAspect): MediaManifest | undefined {
  return cropsByStore.get(store)?.get(`${hash}/${aspect}`);
}

export function rememberCrop(
  store: ObjectStore,
  hash: string,
  aspect: FrameAspect,
  crop: MediaManifest,
): void {
  keep(cropsByStore, store, `${hash}/${aspect}`, crop);
}

/**
 * What one build's media step keeps until its page is rendered, for the crops the render asks for
 * (`PublishedImage.wantFrame`): each address's source and published form, the bytes it read
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
