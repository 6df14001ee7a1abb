import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const designerDir = path.join(repoRoot, 'designer');
export const designerDist = path.join(designerDir, 'dist');

/**
 * Builds the designer unless `designer/dist` was built from the sources as they are now
 * (`scripts/designer-build.mjs --if-changed`, the check `npm start` makes: a digest of the sources'
 * content, so a change in templates/ or model/ counts).
 */
export function ensureDesignerBuilt(): void {
  // vitest sets NODE_ENV=test; the script builds the production bundle whatever the caller's environment.
  // One build at a time on this machine (several test files may ask together): two Vite builds
  // writing one dist folder at once would leave it half-written. `flock` is util-linux's.
  const lock = path.join(tmpdir(), 'sitewright-designer-build.lock');
  execFileSync('flock', [lock, process.execPath, 'scripts/designer-build.mjs', '--if-changed'], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
