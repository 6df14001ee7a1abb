import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'model',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Integration suites start real services; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
