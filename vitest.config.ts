import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Processes the suites spawn (`node --import tsx api/src/main.ts` …) compile TSX with the strict base
// config: the root tsconfig.json is solution-style (`files: []`), so tsx would apply no JSX setting.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.base.json', import.meta.url));

export default defineConfig({
  test: {
    projects: ['model', 'store', 'templates', 'generator', 'publisher', 'api', 'designer', 'tests'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
