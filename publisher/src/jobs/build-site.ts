import type { Website } from '@sitewright/model';
import { renderSite, type SiteFile } from '@sitewright/templates';
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
 * The assets the live build's page links (its hashed stylesheet and script, the fonts its stylesheet
 * names) are copied into the new build too: a visitor who loaded the old page a moment before the
 * switch then asks for the old stylesheet under the same address, and gets it — the old page with
 * its own CSS, never a 404 or another build's CSS. Only the previous build's own references are
 * carried, so nothing accumulates.
 * @returns the keys written.
 */
export async function uploadBuild(
  store: ObjectStore,
  website: Website,
  target: BuildTarget,
): Promise<string[]> {
  const { files } = await renderSite(website, {
    siteUrl: target.siteUrl,
    basePath: target.basePath,
    apiUrl: target.apiUrl,
    customDomain: target.customDomain,
    mode: 'publish',
    ...(target.appUrl ? { appUrl: target.appUrl } : {}),
  });
  const liveBuildId = target.liveBuildId !== target.buildId ? target.liveBuildId : null;
  const put = async (file: SiteFile) => {
    const key = buildFileKey(target.handle, target.buildId, file.path);
    // An immutable file (a hashed asset, a font) has the same bytes under the same path in every
    // build: the live build's is copied where the store can (a link), not written again.
    if (file.immutable && liveBuildId !== null && store.copy) {
      if (await store.copy(buildFileKey(target.handle, liveBuildId, file.path), key)) return;
    }
    await store.put(key, file.contents, {
      contentType: file.contentType,
      cacheControl: file.immutable ? immutableCacheControl : revalidateCacheControl,
    });
  };
  const isPage = (file: SiteFile) => file.contentType.startsWith('text/html');
  const own = new Set(files.map((f) => f.path));
  // The carried assets and the build's own go up side by side (no key is both); pages after both.
  const [carried] = await Promise.all([
    liveBuildId ? carryOverAssets(store, target, liveBuildId, own) : [],
    inBatches(
      files.filter((f) => !isPage(f)),
      uploadLanes,
      put,
    ),
  ]);
  await inBatches(files.filter(isPage), uploadLanes, put);
  return [...files.map((f) => buildFileKey(target.handle, target.buildId, f.path)), ...carried];
}

/** Copies the assets the old build's page and stylesheets reference into the new build. */
async function carryOverAssets(
  store: ObjectStore,
  target: BuildTarget,
  fromBuildId: string,
  own: ReadonlySet<string>,
): Promise<string[]> {
  const read = (path: string) => store.get(buildFileKey(target.handle, fromBuildId, path));
  const page = await read('index.html');
  if (page === null) return [];
  const referenced = new Set(referencedAssets(page.body.toString('utf8')));
  for (const path of [...referenced]) {
    if (!path.endsWith('.css')) continue;
    const css = await read(path);
    if (css) for (const font of referencedAssets(css.body.toString('utf8'))) referenced.add(font);
  }
  const copied: string[] = [];
  await inBatches(
    [...referenced].filter((p) => !own.has(p)),
    uploadLanes,
    async (path) => {
      const key = buildFileKey(target.handle, target.buildId, path);
      if (store.copy) {
        if (await store.copy(buildFileKey(target.handle, fromBuildId, path), key)) copied.push(key);
        return;
      }
      const object = await read(path);
      if (object === null) return;
      await store.put(key, object.body, {
        contentType: object.contentType,
        cacheControl: object.cacheControl,
      });
      copied.push(key);
    },
  );
  return copied;
}

/** `assets/…` and `fonts/…` paths named in a page or stylesheet. */
export function referencedAssets(text: string): string[] {
  return [...new Set([...text.matchAll(carriedFolders)].map((m) => m[1] as string))];
}
