import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProcessArgs } from './testing/index.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited early with code ${child.exitCode}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not 200 within ${deadlineMs} ms`);
}

/** The real process: `node --import tsx api/src/main.ts`, embedded defaults, a temporary DATA_DIR. */
describe('main', () => {
  let dataDir: string | undefined;
  afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  it('starts, becomes ready, and exits 0 on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-main-'));
    const port = await freePort();
    const sitesPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SITES_PORT: String(sitesPort), // never the shared default 3001
      SITES_URL: `http://127.0.0.1:${sitesPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL; // the embedded default, whatever this shell has set
    delete env.JWT_SECRET;
    const child = spawn(process.execPath, apiProcessArgs('main'), { cwd: repoRoot, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForReady(`http://127.0.0.1:${port}/readyz`, child, 90_000);
      // The published sites answer on their own origin too (an unknown handle: 404).
      expect((await fetch(`http://127.0.0.1:${sitesPort}/no-such-site/`)).status).toBe(404);
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(output).toContain('"msg":"stopped"');
      expect(output).not.toContain(path.join(dataDir, 'jwt-secret')); // never the secret's path either
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
