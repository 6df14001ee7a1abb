import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'store',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because each file opens its own databases (`testBackends`) and disposes them, and fake
    // timers are restored.
    isolate: false,
    // Each suite opens PGlite (WebAssembly Postgres, seconds to start under load) or a fresh
    // Postgres database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
