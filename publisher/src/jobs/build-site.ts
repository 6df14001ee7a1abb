import { primaryLanguage, type Website } from '@sitewright/model';
import { renderSite, type SiteFile } from '@sitewright/templates';
import { mediaSession, publishFrames, publishMedia } from '../media/published-media.ts';
import { immutableCacheControl, revalidateCacheControl } from '../object-store/content-headers.ts';
import { buildFileKey } from '../object-store/keys.ts';
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
}

const uploadLanes = 8;
const carriedFolders = /(?:^|["'(/])((?:assets|fonts)\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)/g;

/**
 * Renders the document and uploads every file under `sites/{handle}/{buildId}/`. Nothing is live
 * yet: the pointer switch does that. The HTML goes up last, after everything it links.
 *
 * Every picture the page shows is published first (`publishMedia`): its renditions live under the
 * shared `media/` prefix, made once per source image, and the page links them on the sites origin
 * (`/_media/…`), never the app's `/api/uploads/…` or `/assets/images/…`. A photo shown in a frame
 * of another aspect (fit cover, the cropper at rest) is linked as renditions cropped to the frame:
 * the first render says which crops it lacks, `publishFrames` makes them, and the page is rendered again.
 *
 * The assets the live build's pages link (its hashed stylesheet and script, the fonts its stylesheet
 * names) are copied into the new build too: a visitor who loaded an old page a moment before the
 * switch then asks for the old stylesheet under the same address, and gets it — the old page with
 * its own CSS, never a 404 or another build's CSS. Every page counts: `index.html` and a second
 * language's `es/index.html`. Only the previous build's own references are carried, so nothing
 * accumulates.
 * @returns the keys written.
 */
export async function uploadBuild(
  store: ObjectStore,
  website: Website,
  target: BuildTarget,
): Promise<string[]> {
  const liveBuildId = target.liveBuildId !== target.buildId ? target.liveBuildId : null;
  // Where the store copies (the folder store links, off this thread), the live build's assets are
  // copied into the new build while its pictures are published and its pages rendered: on a
  // republish they are most of its files. A store without copy would read and write each one back,
  // so there only the assets the new build lacks are carried, once it is rendered.
  const carryFirst = liveBuildId !== null && store.copy !== undefined;
  const early = carryFirst ? carryOverAssets(store, target, liveBuildId) : undefined;
  // A render that fails first still waits for the copies: no write of this attempt outlives it.
  const files = await renderBuild(store, website, target).catch(async (error: unknown) => {
    await early?.catch(() => undefined);
    throw error;
  });
  const own = new Set(files.map((f) => f.path));
  // Every carried asset is in place before any file of the new render is written (a rendered file
  // under the same path replaces the carried one, never the other way round).
  const carriedFirst = (await early) ?? new Map<string, string>();
  const put = async (file: SiteFile) => {
    const key = buildFileKey(target.handle, target.buildId, file.path);
    // An immutable file (a hashed asset, a font) has the same bytes under the same path in every
    // build: the live build's copy is already there, or is copied where the store can (a link).
    if (file.immutable && carriedFirst.has(file.path)) return;
    if (file.immutable && liveBuildId !== null && store.copy) {
      if (await store.copy(buildFileKey(target.handle, liveBuildId, file.path), key)) return;
    }
    await store.put(key, file.contents, {
      contentType: file.contentType,
      cacheControl: file.immutable ? immutableCacheControl : revalidateCacheControl,
    });
  };
  const isPage = (file: SiteFile) => file.contentType.startsWith('text/html');
  // The assets carried now and the build's own go up side by side (no key is both); pages after both.
  const [carriedAfter] = await Promise.all([
    liveBuildId !== null && !carryFirst
      ? carryOverAssets(store, target, liveBuildId, own)
      : new Map<string, string>(),
    inBatches(
      files.filter((f) => !isPage(f)),
      uploadLanes,
      put,
    ),
  ]);
  await inBatches(files.filter(isPage), uploadLanes, put);
  rememberReferences(store, target.handle, target.buildId, renderedReferences(files));
  const carried = [...carriedFirst, ...carriedAfter].filter(([path]) => !own.has(path));
  return [
    ...files.map((f) => buildFileKey(target.handle, target.buildId, f.path)),
    ...carried.map(([, key]) => key),
  ];
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
      ...(target.appUrl ? { appUrl: target.appUrl } : {}),
    });
  const { files } = await render(images);
  // A framed picture whose crop is not known yet (spec §3 frames): made now, and the page rendered
  // again with it. A republish of known crops in this process renders once.
  if (session.wanted.size === 0) return files;
  return (await render(await publishFrames(store, session))).files;
}

/**
 * The assets each build made in this process references (its page's, and its stylesheets' fonts),
 * by store and `handle/buildId`, newest last: the next build of the handle carries them over
 * without reading the live page and stylesheet back (two GETs on S3, a 300 KB read and hash in
 * the folder). A build's files never change once uploaded (a build id is its request's sequence),
 * so an entry cannot go stale; a build made elsewhere (another worker) is read as before.
 */
const referencesByStore = new WeakMap<ObjectStore, Map<string, readonly string[]>>();
const referencesKept = 1000;

function rememberReferences(store: ObjectStore, handle: string, buildId: string, references: string[]): void {
  let known = referencesByStore.get(store);
  if (known === undefined) {
    known = new Map();
    referencesByStore.set(store, known);
  }
  const key = `${handle}/${buildId}`;
  known.delete(key);
  known.set(key, references);
  if (known.size > referencesKept) known.delete(known.keys().next().value as string);
}

/** What {@link carryOverAssets} would read from the pages and stylesheets, from the rendered files. */
function renderedReferences(files: readonly SiteFile[]): string[] {
  const text = (file: SiteFile | undefined) =>
    file === undefined
      ? ''
      : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength).toString(
          'utf8',
        );
  const byPath = new Map(files.map((f) => [f.path, f]));
  const referenced = new Set(
    files.filter((f) => f.contentType.startsWith('text/html')).flatMap((f) => referencedAssets(text(f))),
  );
  for (const path of [...referenced]) {
    if (path.endsWith('.css'))
      for (const font of referencedAssets(text(byPath.get(path)))) referenced.add(font);
  }
  return [...referenced];
}

/**
 * Copies the assets the old build's pages and stylesheets reference into the new build, but those
 * in `skip` (the new build's own). Known from this process's own build, or read: its `index.html`,
 * then the other pages that page names as its language alternates (`es/index.html`; a build
 * without a second language names none), then the stylesheets the new build does not have.
 * @returns the key written for each path carried.
 */
async function carryOverAssets(
  store: ObjectStore,
  target: BuildTarget,
  fromBuildId: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<Map<string, string>> {
  const read = (path: string) => store.get(buildFileKey(target.handle, fromBuildId, path));
  const known = referencesByStore.get(store)?.get(`${target.handle}/${fromBuildId}`);
  const referenced = new Set(known);
  if (known === undefined) {
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
      // A stylesheet the new build has too is the same file (its name is its hash): the fonts it
      // names are the new build's own, so it is not read back.
      if (!path.endsWith('.css') || skip.has(path)) continue;
      const css = await read(path);
      if (css) for (const font of referencedAssets(css.body.toString('utf8'))) referenced.add(font);
    }
  }
  const copied = new Map<string, string>();
  await inBatches(
    [...referenced].filter((path) => !skip.has(path)),
    uploadLanes,
    async (path) => {
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
    },
  );
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
