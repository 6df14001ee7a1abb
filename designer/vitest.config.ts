import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'designer',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because pure helpers; the files that stub `fetch` or `window` unstub them after each test.
    isolate: false,
    // Integration suites start real services; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
