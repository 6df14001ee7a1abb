import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Each suite opens PGlite (WebAssembly Postgres, seconds to start under load) or a fresh
    // Postgres database; the main.ts test boots the whole process.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
