import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiEntry, apiProcessArgs } from '@sitewright/api/testing';
import { s3rverCredentials } from '../../support/s3-server.ts';
import type { Harness } from './harness.ts';

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The connection string of the harness's (fresh) Postgres database. */
function databaseUrlOf(h: Harness): string {
  if (h.dbHandle.url === null) throw new Error('worker processes need the Postgres harness');
  return h.dbHandle.url;
}

/** The environment a worker or the jobs CLI needs to share the harness's database, queue and store. */
export async function processEnv(h: Harness, redisUrl: string, extra: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-worker-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TSX_TSCONFIG_PATH: 'tsconfig.base.json',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrlOf(h),
    REDIS_URL: redisUrl,
    SITES_URL: h.sitesOrigin,
    PUBLISH_QUEUE_NAME: h.queueName,
    PUBLISH_JOB_ATTEMPTS: '3',
    PUBLISH_RETRY_BASE_MS: '20',
    PUBLISH_SWEEP_INTERVAL_MS: '250',
    PUBLISH_SWEEP_GRACE_MS: '1000',
    PUBLISH_BUILD_GRACE_MS: '0',
    LOG_LEVEL: 'info',
    // The api's configuration wants one shared signing secret whenever DATABASE_URL is set.
    JWT_SECRET: 'publish-jobs-test-secret-0123456789abcdef',
    ...extra,
  };
  delete env.CLOUDFRONT_DISTRIBUTION_ID;
  if (h.s3) {
    Object.assign(env, {
      S3_BUCKET: h.s3.bucket,
      S3_ENDPOINT: h.s3.endpoint,
      AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    });
  } else {
    delete env.S3_BUCKET;
  }
  return { env, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A child process with its output collected. */
export interface Child {
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves when the output contains `text` (rejects after `timeoutMs` or if the process exits). */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/** Runs a process of the product (`node api/dist/<entry>.mjs ...args`, as the package scripts do) at the repository root. */
export function spawnNode(entry: ApiEntry, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, [...apiProcessArgs(entry), ...args], { cwd: repositoryRoot, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    async waitFor(text, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode} before "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** `npm run worker`, as a child. */
export function spawnWorker(env: NodeJS.ProcessEnv): Child {
  return spawnNode('worker', [], env);
}

/** `npm run jobs -- ...args`; resolves with the exit code and output. */
export async function runJobsCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawnNode('jobs-cli', args, env);
  const code = await child.exited;
  return { code, output: child.output() };
}
