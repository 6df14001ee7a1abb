import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../designer-marketing/designer-build.ts';

// `npm run worker` as an operator types it, with no NODE_ENV of their own: React (and the api's
// own defaults) must run in production mode — development mode renders a site twice as slowly.
// Without REDIS_URL the worker logs its configuration and refuses to start, which is all this needs.

interface Run {
  code: number | null;
  output: string;
}

function runWorker(env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', 'worker'], { cwd: repoRoot, env, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? ((err as { code?: number }).code ?? null) : 0;
      resolve({ code: typeof code === 'number' ? code : null, output: `${stdout}${stderr}` });
    });
  });
}

describe('npm run worker', () => {
  let dataDir: string;
  let run: Run;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-worker-mode-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const name of ['NODE_ENV', 'REDIS_URL', 'DATABASE_URL', 'S3_BUCKET', 'IMPORT_ALLOW_HOSTS']) {
      delete env[name];
    }
    run = await runWorker(env);
  }, 130_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('runs with NODE_ENV=production when the operator sets none', () => {
    const starting = run.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; config?: { env?: string } })
      .find((entry) => entry.msg === 'starting');
    expect(starting, run.output).toBeDefined();
    expect(starting?.config?.env).toBe('production');
  });

  it('still refuses to start without REDIS_URL (exit 2)', () => {
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('REDIS_URL is not set');
  });
});
