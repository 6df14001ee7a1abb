import { primaryLanguage, type Website } from '@sitewright/model';
import { renderSite, type SiteFile } from '@sitewright/templates';
import { mediaSession, publishFrames, publishMedia } from '../media/published-media.ts';
import { immutableCacheControl, revalidateCacheControl } from '../object-store/content-headers.ts';
import { buildFileKey, isSharedAssetPath, sharedAssetKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { inBatches } from './build-id.ts';

/** Where and how one build is rendered. */
export interface BuildTarget {
  handle: string;
  buildId: string;
  /** The site's public URL without trailing slash (`{SITES_URL}/{handle}`, or its custom domain). */
  siteUrl: string;
  /** `/{handle}/` on the shared origin, `/` on a custom domain. */
  basePath: string;
  apiUrl: string;
  appUrl?: string;
  customDomain: boolean;
  /** The build live before this one on the same handle, whose assets are carried over. */
  liveBuildId: string | null;
  /**
   * The shared assets the live build links (`PublishedRow.sharedAssets`): stored already, so not
   * written again. Null: the live build may keep its assets in its own prefix (published before
   * shared assets, or not known), and its page is read to carry them over.
   * @defaultValue null
   */
  liveSharedAssets?: readonly string[] | null;
}

/** What {@link uploadBuild} wrote. */
export interface UploadedBuild {
  /** Every key written under the build's prefix (its own files and the assets carried over). */
  keys: string[];
  /** The shared assets the build links, as it names them (`_assets/{hash}/{name}`): all stored. */
  sharedAssets: string[];
}

const uploadLanes = 8;
const carriedFolders = /(?:^|["'(/])((?:assets|fonts)\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)/g;

/**
 * Renders the document and uploads every file: its pages (and, on a custom domain, its robots.txt
 * and sitemap.xml) under `sites/{handle}/{buildId}/`, its stylesheet, script, icon and fonts under
 * the shared `assets/{hash}/{name}` (templates' `assets: 'shared'`). Nothing is live yet: the
 * pointer switch does that. The HTML goes up last, after everything it links.
 *
 * A shared asset is named by its bytes and never deleted, so one that the live build links
 * (`target.liveSharedAssets`) or that this process stored is not written again: a republish of an
 * unchanged look writes its pages alone. A visitor who loaded the old page a moment before the
 * switch gets the old stylesheet at its own address, never another build's.
 *
 * Every picture the page shows is published first (`publishMedia`): its renditions live under the
 * shared `media/` prefix, made once per source image, and the page links them on the sites origin
 * (`/_media/…`), never the app's `/api/uploads/…` or `/assets/images/…`. A photo shown in a frame
 * of another aspect (fit cover, the cropper at rest) is linked as renditions cropped to the frame:
 * the first render says which crops it lacks, `publishFrames` makes them, and the page is rendered again.
 *
 * A live build published before shared assets (or not known: `liveSharedAssets` null) links its
 * own `assets/…` and `fonts/…`: those are copied into the new build, so its visitors still get them
 * under the same addresses after the switch. Every page counts: `index.html` and a second
 * language's `es/index.html`.
 */
export async function uploadBuild(
  store: ObjectStore,
  website: Website,
  target: BuildTarget,
): Promise<UploadedBuild> {
  const liveBuildId = target.liveBuildId !== target.buildId ? target.liveBuildId : null;
  const legacyLive = liveBuildId !== null && (target.liveSharedAssets ?? null) === null ? liveBuildId : null;
  // Where the store copies (the folder store links, off this thread), an older live build's assets
  // are copied while its pictures are published and its pages rendered. A store without copy reads
  // and writes each one back, once the build is rendered.
  const carryFirst = legacyLive !== null && store.copy !== undefined;
  const early = carryFirst ? carryOverAssets(store, target, legacyLive) : undefined;
  // A render that fails first still waits for the copies: no write of this attempt outlives it.
  const files = await renderBuild(store, website, target).catch(async (error: unknown) => {
    await early?.catch(() => undefined);
    throw error;
  });
  const carriedFirst = (await early) ?? new Map<string, string>();
  const stored = storedAssets(store);
  const linked = new Set(target.liveSharedAssets ?? []);
  const put = async (file: SiteFile) => {
    if (isSharedAssetPath(file.path)) {
      if (linked.has(file.path) || stored.has(file.path)) return;
      await store.put(sharedAssetKey(file.path), file.contents, {
        contentType: file.contentType,
        cacheControl: immutableCacheControl,
      });
      stored.add(file.path);
      return;
    }
    await store.put(buildFileKey(target.handle, target.buildId, file.path), file.contents, {
      contentType: file.contentType,
      cacheControl: file.immutable ? immutableCacheControl : revalidateCacheControl,
    });
  };
  const isPage = (file: SiteFile) => file.contentType.startsWith('text/html');
  // The assets carried now and the build's own go up side by side (no key is both); pages after both.
  const [carriedAfter] = await Promise.all([
    legacyLive !== null && !carryFirst
      ? carryOverAssets(store, target, legacyLive)
      : new Map<string, string>(),
    inBatches(
      files.filter((f) => !isPage(f)),
      uploadLanes,
      put,
    ),
  ]);
  await inBatches(files.filter(isPage), uploadLanes, put);
  const own = files.filter((f) => !isSharedAssetPath(f.path));
  return {
    keys: [
      ...own.map((f) => buildFileKey(target.handle, target.buildId, f.path)),
      ...[...carriedFirst.values(), ...carriedAfter.values()],
    ],
    sharedAssets: files.filter((f) => isSharedAssetPath(f.path)).map((f) => f.path),
  };
}

/** Publishes the document's pictures and renders its pages for `target`. */
async function renderBuild(store: ObjectStore, website: Website, target: BuildTarget): Promise<SiteFile[]> {
  const session = mediaSession();
  const images = await publishMedia(
    store,
    website,
    { apiUrl: target.apiUrl, appUrl: target.appUrl },
    session,
  );
  const render = (published: typeof images) =>
    renderSite(website, {
      images: published,
      siteUrl: target.siteUrl,
      basePath: target.basePath,
      apiUrl: target.apiUrl,
      customDomain: target.customDomain,
      mode: 'publish',
      assets: 'shared',
      ...(target.appUrl ? { appUrl: target.appUrl } : {}),
    });
  const { files } = await render(images);
  // A framed picture whose crop is not known yet (spec §3 frames): made now, and the page rendered
  // again with it. A republish of known crops in this process renders once.
  if (session.wanted.size === 0) return files;
  return (await render(await publishFrames(store, session))).files;
}

/**
 * The shared assets this process stored, by store (as builds name them): a shared asset never
 * changes and is never deleted, so each is written once per process. Bounded: at most 5,000 names
 * per store (a font, a script or a look's stylesheet each), the oldest forgotten first.
 */
const storedByStore = new WeakMap<ObjectStore, Set<string>>();
const storedKept = 5000;

function storedAssets(store: ObjectStore): { has(path: string): boolean; add(path: string): void } {
  let known = storedByStore.get(store);
  if (known === undefined) {
    known = new Set();
    storedByStore.set(store, known);
  }
  const names = known;
  return {
    has: (path) => names.has(path),
    add(path) {
      names.add(path);
      if (names.size > storedKept) names.delete(names.values().next().value as string);
    },
  };
}

/**
 * Copies the assets an older live build's pages and stylesheets reference (its own `assets/…` and
 * `fonts/…`) into the new build: its `index.html`, then the other pages that page names as its
 * language alternates (`es/index.html`; a build without a second language names none), then its
 * stylesheets. A build that links shared assets references none, and nothing is copied.
 * @returns the key written for each path carried.
 */
async function carryOverAssets(
  store: ObjectStore,
  target: BuildTarget,
  fromBuildId: string,
): Promise<Map<string, string>> {
  const read = (path: string) => store.get(buildFileKey(target.handle, fromBuildId, path));
  const referenced = new Set<string>();
  const page = await read('index.html');
  if (page === null) return new Map();
  const home = page.body.toString('utf8');
  for (const path of referencedAssets(home)) referenced.add(path);
  for (const other of alternatePages(home)) {
    const translated = await read(other);
    if (translated)
      for (const path of referencedAssets(translated.body.toString('utf8'))) referenced.add(path);
  }
  for (const path of [...referenced]) {
    if (!path.endsWith('.css')) continue;
    const css = await read(path);
    if (css) for (const font of referencedAssets(css.body.toString('utf8'))) referenced.add(font);
  }
  const copied = new Map<string, string>();
  await inBatches([...referenced], uploadLanes, async (path) => {
    const key = buildFileKey(target.handle, target.buildId, path);
    if (store.copy) {
      if (await store.copy(buildFileKey(target.handle, fromBuildId, path), key)) copied.set(path, key);
      return;
    }
    const object = await read(path);
    if (object === null) return;
    await store.put(key, object.body, {
      contentType: object.contentType,
      cacheControl: object.cacheControl,
    });
    copied.set(path, key);
  });
  return copied;
}

const alternateLanguage = /<link\s[^>]*\bhreflang="([a-z]{2,3})"/gi;

/**
 * The other pages of a build, from its home page's `hreflang` alternates: `es/index.html` for a
 * site whose second language is Spanish; none for a site in one language (`x-default` and the
 * first language are the home page itself).
 */
export function alternatePages(html: string): string[] {
  const codes = [...html.matchAll(alternateLanguage)].map((m) => (m[1] as string).toLowerCase());
  return [...new Set(codes.filter((code) => code !== primaryLanguage))].map((code) => `${code}/index.html`);
}

/** `assets/…` and `fonts/…` paths named in a page or stylesheet. */
export function referencedAssets(text: string): string[] {
  return [...new Set([...text.matchAll(carriedFolders)].map((m) => m[1] as string))];
}
