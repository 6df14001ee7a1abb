import {
  type FrameAspect,
  frameAspectSides,
  type ImageCandidate,
  type PublishedImage,
} from '@sitewright/templates';
import { immutableCacheControl } from '../object-store/content-headers.ts';
import { mediaKey, mediaPath } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { shownAsHotlink } from './hotlinked-photos.ts';
import {
  failedRecently,
  knownCrop,
  type MediaSession,
  mediaLanes,
  mediaLogOf,
  type PublishedSource,
  rememberCrop,
  rememberFailure,
} from './media-memory.ts';
import { readSource } from './media-sources.ts';
import { cropHash, type MediaManifest, makeRenditions, mediaHash } from './renditions.ts';

/**
 * The frame crops of copied pictures (a section's frame asks for an aspect, the build makes that
 * crop), and how the page shows each published picture with the crops it has.
 */

/**
 * Makes the crops a render of `session`'s build asked for (each once per source and aspect: this
 * process's memory, else one GET of its manifest, else cut from the source's bytes) and answers the
 * build's pictures again, with them. A crop that fails is logged: the page shows the whole picture.
 */
export async function publishFrames(
  store: ObjectStore,
  session: MediaSession,
): Promise<Map<string, PublishedImage>> {
  const log = mediaLogOf(store);
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
  const remembered = knownCrop(store, manifest.hash, aspect);
  if (remembered) return remembered;
  const hash = cropHash(manifest.hash, aspect);
  const stored = await store.get(mediaKey(hash, 'manifest.json'));
  if (stored) {
    const crop = JSON.parse(stored.body.toString('utf8')) as MediaManifest;
    rememberCrop(store, manifest.hash, aspect, crop);
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
  rememberCrop(store, manifest.hash, aspect, made.manifest);
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
export function shownAs(
  store: ObjectStore,
  url: string,
  entry: PublishedSource,
  session?: MediaSession,
): PublishedImage {
  if (entry.kind === 'hotlink') return shownAsHotlink(url, entry);
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
  const frames: Partial<Record<FrameAspect, PublishedImage>> = {};
  for (const aspect of Object.keys(frameAspectSides) as FrameAspect[]) {
    const crop = knownCrop(store, m.hash, aspect);
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
