import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The evaluation suite (`src/evaluation/*.eval.ts`): businesses of many trades created and published
 * through the api, their pages checked. Not part of `npm test` until the generator passes it; run it
 * with `npm run evaluate -w tests` (or `npx vitest run --config tests/vitest.evaluation.config.ts`).
 */
export default defineConfig({
  test: {
    name: 'evaluation',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/evaluation/**/*.eval.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
