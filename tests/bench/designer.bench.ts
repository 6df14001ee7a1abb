import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { designerDist, ensureDesignerBuilt } from '../src/designer-marketing/designer-build.ts';
import { createWebsite, keepSession, signIn, startApi } from '../src/support/app-journey.ts';
import { chromiumMissingReason, launchChromium, viewports } from '../src/support/browser.ts';
import { atMost, type BenchResult, quantile } from './measure.ts';

/**
 * The budget: JavaScript a first visit to a static marketing page downloads, gzip (issue 17: the
 * home page and every pre-rendered page but the free tools run islands, not the app).
 */
export const marketingBudgetKb = 30;

/**
 * The budget of the pre-rendered pages that hydrate the app (the three free tools: forms, results,
 * copy buttons and toasts in React), gzip: React DOM 19 alone is ≈ 60 KB.
 */
export const hydratedPageBudgetKb = 80;

/** The budget: JavaScript a first visit to the designer route downloads, gzip. */
export const designerRouteBudgetKb = 250;

/** Manifest keys (paths from the designer package) of what the designer route needs before it renders. */
export const designerRouteKeys = ['src/app-pages/designer/designer-page.tsx', 'src/layout/app-layout.tsx'];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** What one pre-rendered page makes the browser download before it is interactive. */
export interface FirstVisit {
  path: string;
  /** Every JavaScript file, entry first. */
  files: string[];
  gzipKb: number;
  /** Whether the page loads the app's entry (hydrates React) rather than the marketing islands. */
  hydrates: boolean;
}

export interface MarketingFirstVisits {
  /** The app's entry chunk and its static imports: what every hydrating page loads. */
  entry: { files: string[]; gzipKb: number };
  /** The static pages' entry (`src/marketing/islands/marketing-entry.ts`) and its static imports. */
  islands: { files: string[]; gzipKb: number };
  /** Each pre-rendered marketing page: the scripts its HTML names, with their static imports. */
  pages: FirstVisit[];
  /** Chunks that import the entry chunk (must be none: the entry awaits the first page at top level). */
  entryImportedByChunks: string[];
}

/** The manifest keys of the app's entry and of the static marketing pages' entry. */
const appEntryKey = 'index.html';
const islandsEntryKey = 'src/marketing/islands/marketing-entry.ts';

function prerenderedPages(dir: string, route = ''): { path: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === 'assets' || entry.name === '.vite'
        ? []
        : prerenderedPages(path.join(dir, entry.name), `${route}/${entry.name}`);
    }
    return entry.name === 'index.html' ? [{ path: route || '/', file: path.join(dir, entry.name) }] : [];
  });
}

/**
 * Measures the JavaScript a first visit to each pre-rendered marketing page downloads, gzip (zlib
 * default level, as a server or CDN would send it): the scripts and module preloads its HTML names,
 * closed over their static imports in Vite's manifest (so a chunk the HTML forgot still counts).
 */
export function measureMarketingFirstVisits(dist: string = designerDist): MarketingFirstVisits {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (keys: string[]): string[] => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return [...files];
  };
  const sizes = new Map<string, number>();
  const gzipKb = (files: readonly string[]) =>
    files.reduce((sum, file) => {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
      return sum + sizes.get(file)!;
    }, 0) / 1024;

  for (const key of [appEntryKey, islandsEntryKey])
    if (!manifest[key]?.isEntry) throw new Error(`The Vite manifest has no entry ${key}.`);
  const entryFiles = closure([appEntryKey]);
  const islandFiles = closure([islandsEntryKey]);
  const pages = prerenderedPages(dist).map(({ path: route, file }) => {
    const html = readFileSync(file, 'utf8');
    const named = [
      ...html.matchAll(
        /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
      ),
    ]
      .map((m) => m[1]!)
      .map((f) => keyOfFile.get(f))
      .filter((key): key is string => key !== undefined);
    const files = closure(named);
    return { path: route, files, gzipKb: gzipKb(files), hydrates: files.includes(entryFiles[0]!) };
  });
  const entryImportedByChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.imports?.includes(appEntryKey) || chunk.imports?.includes(islandsEntryKey))
    .map(([key]) => key);
  return {
    entry: { files: entryFiles, gzipKb: gzipKb(entryFiles) },
    islands: { files: islandFiles, gzipKb: gzipKb(islandFiles) },
    pages,
    entryImportedByChunks,
  };
}

/**
 * Measures the JavaScript a first visit to the designer route (`/designer/{id}`, served `app.html`)
 * downloads, gzip: the entry and its static imports, the designer page chunk and the app layout
 * chunk (the router loads both before the first render) with everything they import statically.
 * Chunks loaded later on demand (the account modals, other pages) are left out.
 */
export function measureDesignerFirstVisit(dist: string = designerDist): { files: string[]; gzipKb: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = appEntryKey;
  if (!manifest[entryKey]?.isEntry) throw new Error('The Vite manifest has no entry chunk.');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  // A dynamic entry that shares its chunk with no page (the app layout) is keyed `_<name>-<hash>.js`.
  const keyOf = (source: string) =>
    source in manifest
      ? source
      : Object.keys(manifest).find((key) => {
          const chunk = manifest[key]!;
          return chunk.src === source || (chunk.isDynamicEntry && chunk.name === path.parse(source).name);
        });
  for (const source of designerRouteKeys) {
    const key = keyOf(source);
    if (!key) throw new Error(`The Vite manifest has no chunk for ${source}.`);
    visit(key);
  }
  visit(entryKey);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
    0,
  );
  return { files: [...files], gzipKb: bytes / 1024 };
}

/** `npm run bench` figures for the designer (builds it first when `designer/dist` is stale). */
/** The time from an edit in a panel to the preview showing it, median. */
const previewBudgetMs = 16;
const previewEdits = 60;

/**
 * Opens the designer in Chromium on the real api (embedded default) and types `previewEdits`
 * headings into the introduction's form; the preview records, for each, the time from the edit's
 * dispatch to the iframe's DOM patched (`window.sitewrightPreviewTimings`, designer README).
 */
async function measurePreviewUpdates(): Promise<{ medianMs: number; p95Ms: number; samples: number }> {
  const reason = chromiumMissingReason();
  if (reason) throw new Error(reason);
  const [api, browser] = await Promise.all([startApi(), launchChromium()]);
  try {
    const session = await signIn(api, 'bench-preview@example.com');
    const id = await createWebsite(api, session, {
      businessName: 'Riverside Bakery',
      description: 'Sourdough and pastries baked daily.',
      location: 'Austin, TX',
    });
    const context = await browser.newContext({ viewport: viewports.desktop });
    await keepSession(context, session.refreshToken);
    const page = await context.newPage();
    await page.goto(`${api.base}/designer/${id}`);
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 60_000 });
    await page
      .getByRole('toolbar', { name: 'Designer mode' })
      .getByRole('button', { name: 'Sections', exact: true })
      .click();
    await page.locator('.section-row__name', { hasText: 'Introduction' }).click();
    const heading = page.getByLabel('Heading', { exact: true });
    for (let i = 0; i < previewEdits; i++) await heading.fill(`Fresh bread every morning ${i}`);
    const samples = await page.evaluate(
      () =>
        (window as unknown as { sitewrightPreviewTimings?: { samples: number[] } }).sitewrightPreviewTimings
          ?.samples ?? [],
    );
    if (samples.length < previewEdits / 2)
      throw new Error(`Only ${samples.length} preview updates were recorded`);
    // The first few include the iframe's first layout: warm-up, not editing.
    const measured = samples.slice(5);
    return { medianMs: quantile(measured, 0.5), p95Ms: quantile(measured, 0.95), samples: measured.length };
  } finally {
    await browser.close();
    await api.stop();
  }
}

export async function designerBenchmarks(): Promise<BenchResult[]> {
  ensureDesignerBuilt();
  const { entry, pages } = measureMarketingFirstVisits();
  const heaviestOf = (list: FirstVisit[]) => list.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
  const heaviest = heaviestOf(pages.filter((page) => !page.hydrates));
  const heaviestHydrated = heaviestOf(pages.filter((page) => page.hydrates));
  const home = pages.find((page) => page.path === '/');
  if (!home || home.hydrates) throw new Error('The home page must be static (islands, no React).');
  console.log(`  heaviest static marketing page: ${heaviest.path} (${heaviest.files.length} scripts)`);
  console.log(
    `  heaviest hydrated page: ${heaviestHydrated.path} (${heaviestHydrated.files.length} scripts)`,
  );
  const designerRoute = measureDesignerFirstVisit();
  console.log(`  designer route: ${designerRoute.files.length} scripts`);
  const preview = await measurePreviewUpdates();
  console.log(`  preview updates: ${preview.samples} edits in Chromium, p95 ${preview.p95Ms.toFixed(1)} ms`);
  return [
    atMost('designer: edit in a panel → preview shows it, median', preview.medianMs, 'ms', previewBudgetMs),
    atMost(
      'designer: designer route first-visit JS gzip, entry + designer page + app layout with static imports',
      designerRoute.gzipKb,
      'KB',
      designerRouteBudgetKb,
    ),
    atMost('designer: marketing home first-visit JS gzip (islands)', home.gzipKb, 'KB', marketingBudgetKb),
    atMost(
      'designer: marketing first-visit JS gzip, heaviest static page with its chunks',
      heaviest.gzipKb,
      'KB',
      marketingBudgetKb,
    ),
    atMost(
      'designer: free tool page first-visit JS gzip (hydrates the app), heaviest with its chunks',
      heaviestHydrated.gzipKb,
      'KB',
      hydratedPageBudgetKb,
    ),
    atMost(
      'designer: app entry + static imports JS gzip (what a hydrating page loads first)',
      entry.gzipKb,
      'KB',
      hydratedPageBudgetKb,
    ),
  ];
}
