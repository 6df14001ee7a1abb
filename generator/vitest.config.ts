import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'generator',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // The import suites start local HTTP servers; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
