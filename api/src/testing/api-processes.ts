import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where the product's processes run. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A process of the product, as `npm start` / `npm run worker` / the CLIs run it. */
export type ApiEntry = 'main' | 'worker' | 'jobs-cli' | 'admin-cli';

let built = false;

/**
 * Builds the processes' bundle (`scripts/api-build.mjs`) unless it is up to date with its sources:
 * once per test worker, on the first process a suite starts (the script takes a lock, so workers
 * building at once do not collide).
 */
export function ensureApiBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/api-build.mjs', '--if-changed', '--quiet'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  built = true;
}

/**
 * The arguments of `node` that start a process of the product from its bundle, as the package
 * scripts do (built first if need be); `nodeArgs` go before the script (`--max-old-space-size=…`).
 */
export function apiProcessArgs(entry: ApiEntry, nodeArgs: readonly string[] = []): string[] {
  ensureApiBuilt();
  return [...nodeArgs, '--enable-source-maps', `api/dist/${entry}.mjs`];
}
