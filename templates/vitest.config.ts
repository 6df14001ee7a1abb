import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'templates',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**'],
  },
});
