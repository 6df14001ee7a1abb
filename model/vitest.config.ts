import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'model',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because pure functions and zod schemas: nothing a file does outlives it.
    isolate: false,
    // Integration suites start real services; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
