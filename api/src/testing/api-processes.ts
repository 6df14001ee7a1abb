import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where the product's processes run. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A process of the product, as `npm start` / `npm run worker` / the CLIs run it. */
export type ApiEntry = 'main' | 'worker' | 'jobs-cli' | 'admin-cli';

/**
 * Builds the processes' bundle (`scripts/api-build.mjs`) unless it is up to date with its sources.
 * The suites' global set-up runs it once, before any test starts a process.
 */
export function ensureApiBuilt(): void {
  execFileSync(process.execPath, ['scripts/api-build.mjs', '--if-changed', '--quiet'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
}

/**
 * The arguments of `node` that start a process of the product from its bundle, as the package
 * scripts do; `nodeArgs` go before the script (`--max-old-space-size=…`).
 */
export function apiProcessArgs(entry: ApiEntry, nodeArgs: readonly string[] = []): string[] {
  return [...nodeArgs, '--enable-source-maps', `api/dist/${entry}.mjs`];
}
