/**
 * `npm run bench`: runs every benchmark, prints the figures and writes them to bench/results.json.
 * Add a benchmark by exporting an async function returning `BenchResult[]` and listing it below.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { designerBenchmarks } from './designer.bench.ts';
import { generationBenchmarks } from './generation.bench.ts';
import type { BenchResult } from './measure.ts';
import { modelBenchmarks } from './model.bench.ts';
import { publishBenchmarks } from './publish.bench.ts';
import { templateBenchmarks } from './templates.bench.ts';

const suites: Record<string, () => Promise<BenchResult[]>> = {
  model: modelBenchmarks,
  templates: templateBenchmarks,
  designer: designerBenchmarks,
  generation: generationBenchmarks,
  publish: publishBenchmarks,
};

const only = process.argv.slice(2);
const results: BenchResult[] = [];
for (const [name, run] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n# ${name}`);
  for (const result of await run()) {
    results.push(result);
    const mark = result.met ? 'ok  ' : 'MISS';
    console.log(`${mark} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
  }
}

const out = fileURLToPath(new URL('../../bench/results.json', import.meta.url));
await mkdir(fileURLToPath(new URL('../../bench/', import.meta.url)), { recursive: true });
await writeFile(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\nWrote ${results.length} figures to bench/results.json`);
