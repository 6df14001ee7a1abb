import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./src/support/global-setup.ts'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because each suite starts its own servers, processes and databases and stops them, and
    // none changes process.env or other globals.
    isolate: false,
    // Integration suites start real services; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
