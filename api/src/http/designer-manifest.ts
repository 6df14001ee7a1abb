import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the designer build tells the server about itself, written by `designer/scripts/prerender.ts`
 * into `dist/server-manifest.json` from the designer's one routes table (`designer/src/routes.ts`):
 * the api may not import the designer, so the build hands the list over as data.
 */
export interface DesignerManifest {
  /** Every client route pattern (`/about`, `/designer/:websiteId`), the page-not-available `*` left out. */
  routes: readonly string[];
  /** CSP sources (`'sha256-…'`) of the inline scripts the built HTML carries. */
  inlineScriptHashes: readonly string[];
}

/** The manifest's file name inside `designer/dist`. */
export const designerManifestFile = 'server-manifest.json';

/**
 * Reads the manifest of the build in `distDir`, again only when the file changed (a rebuild while
 * the server runs is picked up, as the rest of the designer's files are). Null without one (a
 * build from before the manifest existed, or no build): callers then keep the old behaviour.
 */
export function designerManifestReader(distDir: string): () => DesignerManifest | null {
  const file = path.join(distDir, designerManifestFile);
  let cached: { mtimeMs: number; manifest: DesignerManifest | null } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = undefined;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: parseManifest(file) };
    return cached.manifest;
  };
}

function parseManifest(file: string): DesignerManifest | null {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<DesignerManifest>;
    const strings = (value: unknown) =>
      Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
    const routes = strings(raw.routes);
    const hashes = strings(raw.inlineScriptHashes);
    if (!routes || !hashes) return null;
    return { routes, inlineScriptHashes: hashes.filter((h) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(h)) };
  } catch {
    return null; // half-written during a rebuild: read again at the next change
  }
}

/**
 * Whether `pathname` is one of the designer's client routes, matched as the designer's router
 * matches (`designer/src/router/match-route.ts`): a trailing slash ignored, segments compared
 * case-sensitively, a `:param` segment any non-empty, decodable segment.
 */
export function isDesignerRoute(patterns: readonly string[], pathname: string): boolean {
  const normalised = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  const got = normalised.split('/');
  return patterns.some((pattern) => {
    const want = pattern.split('/');
    if (want.length !== got.length) return false;
    return want.every((segment, index) => {
      const actual = got[index] ?? '';
      if (!segment.startsWith(':')) return segment === actual;
      if (actual === '') return false;
      try {
        decodeURIComponent(actual);
        return true;
      } catch {
        return false;
      }
    });
  });
}
