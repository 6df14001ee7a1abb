import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
    // Files share a worker process, which imports the packages once instead of once per file.
    // Safe because each file builds its own app on its own database; fake timers are restored.
    isolate: false,
    // Each suite opens PGlite (WebAssembly Postgres, seconds to start under load) or a fresh
    // Postgres database; the main.ts test boots the whole process.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
