import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessArgs } from '@sitewright/api/testing';

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

export interface RunningApi {
  base: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real api process (`node --import tsx api/src/main.ts`) on the embedded defaults, with a
 * temporary DATA_DIR and free ports; it serves `designer/dist`. Resolves once `/readyz` answers 200.
 */
export async function startApi(): Promise<RunningApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-marketing-'));
  const [port, sitesPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITES_PORT: String(sitesPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.S3_BUCKET;
  const child: ChildProcess = spawn(process.execPath, apiProcessArgs('main'), {
    cwd: repoRoot,
    env,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { base, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The api did not become ready (exit code ${child.exitCode}):\n${output}`);
}
