import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'publisher',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because each file builds its own stores and queues and closes them.
    isolate: false,
    // Integration suites start real services; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
