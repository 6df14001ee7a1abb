import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Processes the suites spawn (`node --import tsx api/src/main.ts` …) compile TSX with the strict base
// config: the root tsconfig.json is solution-style (`files: []`), so tsx would apply no JSX setting.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.base.json', import.meta.url));

/**
 * vitest's order, except that the `tests` project (browser journeys and product processes: the
 * longest files, 10–40 s each) starts first. vitest orders projects by name, which put those files
 * last, so one worker ran the final journey while the other sat idle; the unit projects' short files
 * now fill the end of the run instead.
 */
class LongestProjectFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => (spec.project.name === 'tests' ? 0 : 1);
    // Array.prototype.sort is stable: vitest's order holds within each part.
    return sorted.sort((a, b) => first(a) - first(b));
  }
}

export default defineConfig({
  test: {
    projects: ['model', 'store', 'templates', 'generator', 'publisher', 'api', 'designer', 'tests'],
    // vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Two files at a
    // time keep both cores busy, because much of a suite's time is spent waiting on the processes it
    // starts (the api, Chromium, Postgres, Redis) rather than in the worker itself.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestProjectFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
