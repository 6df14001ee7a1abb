import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'generator',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because each file starts its own local servers and stops them, and fake timers are
    // restored after each test.
    isolate: false,
    // The import suites start local HTTP servers; CI machines are small (2 cores).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
