import { defineConfig } from 'vite';

/**
 * The designer SPA. JSX is compiled by Vite's esbuild (automatic runtime), so no Babel plugin is
 * needed. `npm start` builds it to `designer/dist`, which the api serves at `/`.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
