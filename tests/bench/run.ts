/**
 * `npm run bench`: runs every benchmark, prints the figures and writes them to bench/results.json.
 * Add a benchmark by exporting an async function returning `BenchResult[]` and listing it below.
 * `npm run bench -- <suite> …` runs the named suites only. A suite in {@link namedOnly} (one that
 * takes minutes, say `editors`: the realistic load, about 10 minutes) runs only when named. Words
 * that name no suite are left to the suites (`npm run bench -- scale --sites 5000`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiBenchmarks } from './api.bench.ts';
import { designerBenchmarks } from './designer.bench.ts';
import { editorBenchmarks } from './editors.bench.ts';
import { evaluationBenchmarks } from './evaluation.bench.ts';
import { generationBenchmarks } from './generation.bench.ts';
import { lighthouseBenchmarks } from './lighthouse.bench.ts';
import type { BenchResult } from './measure.ts';
import { modelBenchmarks } from './model.bench.ts';
import { publishBenchmarks } from './publish.bench.ts';
import { recoveryBenchmarks } from './recovery.bench.ts';
import { scaleBenchmarks } from './scale.bench.ts';
import { sitemapBenchmarks } from './sitemap.bench.ts';
import { templateBenchmarks } from './templates.bench.ts';

const suites: Record<string, () => Promise<BenchResult[]>> = {
  model: modelBenchmarks,
  templates: templateBenchmarks,
  designer: designerBenchmarks,
  generation: generationBenchmarks,
  publish: publishBenchmarks,
  api: apiBenchmarks,
  recovery: recoveryBenchmarks,
  evaluation: evaluationBenchmarks,
  editors: editorBenchmarks,
  scale: scaleBenchmarks,
  sitemap: sitemapBenchmarks,
  lighthouse: lighthouseBenchmarks,
};
/** Suites left out of a plain `npm run bench`: each takes several minutes. */
const namedOnly = new Set(['editors', 'scale', 'sitemap']);

const only = process.argv.slice(2);
const results: BenchResult[] = [];
for (const [name, run] of Object.entries(suites)) {
  if (only.length > 0 ? !only.includes(name) : namedOnly.has(name)) continue;
  console.log(`\n# ${name}`);
  for (const result of await run()) {
    results.push(result);
    const mark = result.met ? 'ok  ' : 'MISS';
    console.log(`${mark} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
  }
}

const out = fileURLToPath(new URL('../../bench/results.json', import.meta.url));
await mkdir(fileURLToPath(new URL('../../bench/', import.meta.url)), { recursive: true });
// A run of some suites replaces their figures and keeps the others' (each with its own measuredAt).
const measuredAt = new Date().toISOString();
const previous: (BenchResult & { measuredAt?: string })[] =
  only.length === 0
    ? []
    : await readFile(out, 'utf8').then(
        (text) => (JSON.parse(text) as { results: (BenchResult & { measuredAt?: string })[] }).results,
        () => [],
      );
const fresh = new Set(results.map((r) => r.name));
const merged = [...previous.filter((r) => !fresh.has(r.name)), ...results.map((r) => ({ ...r, measuredAt }))];
await writeFile(out, `${JSON.stringify({ measuredAt, results: merged }, null, 2)}\n`);
console.log(`\nWrote ${results.length} figures to bench/results.json`);
