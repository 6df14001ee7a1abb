import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['model', 'templates', 'publisher', 'api', 'designer', 'tests'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
