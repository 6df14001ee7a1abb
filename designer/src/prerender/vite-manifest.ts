/** The parts of Vite's `dist/.vite/manifest.json` the pre-renderer and the bundle budget read. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically (downloaded with it). */
  imports?: string[];
  /** Manifest keys of the chunks it may load later. */
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest key of the browser entry (`index.html`'s script). */
export const entryKey = 'index.html';

/** The manifest key of the static marketing pages' entry (their islands; `vite.config.ts`). */
export const marketingEntryKey = 'src/marketing/islands/marketing-entry.ts';

/** The manifest key of a page module as the routes table names it (`./about-page.tsx` → `src/about-page.tsx`). */
export const manifestKeyOfPage = (page: string) => `src/${page.replace(/^\.\//, '')}`;

/**
 * The JavaScript files a chunk needs before it runs: its own file and, transitively, every chunk it
 * imports statically. Dynamic imports are left out (they load later, on demand).
 */
export function staticClosure(manifest: ViteManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${k}.`);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}
