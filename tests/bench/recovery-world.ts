import { createHarness, type Harness } from '../src/publish-jobs/support/harness.ts';
import { type Child, processEnv, spawnNode, spawnWorker } from '../src/publish-jobs/support/processes.ts';
import { type OwnRedis, startOwnRedis } from '../src/publish-jobs/support/redis-server.ts';
import { freePort } from '../src/publish-jobs/support/services.ts';

/**
 * The harness's test settings that the product's defaults replace: the recovery figures are the
 * ones an operator gets from `npm start` + `npm run worker` with nothing tuned (lock 6 s, stalled
 * check 3 s, sweep every 5 s with a 2 s grace on BullMQ, 6 attempts from 1 s, builds kept 5 minutes).
 */
const tunedByTheHarness = [
  'PUBLISH_JOB_ATTEMPTS',
  'PUBLISH_RETRY_BASE_MS',
  'PUBLISH_SWEEP_INTERVAL_MS',
  'PUBLISH_SWEEP_GRACE_MS',
  'PUBLISH_BUILD_GRACE_MS',
  'PUBLISH_LOCK_DURATION_MS',
  'PUBLISH_STALLED_INTERVAL_MS',
  'PUBLISH_CONCURRENCY',
] as const;

/** A signed-in owner of the api (each may own 5 websites, spec §5). */
export interface Owner {
  /** An authenticated JSON call to the api. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** The scaled product with a Redis of its own. */
export interface RecoveryWorld {
  h: Harness;
  redis: OwnRedis;
  /** The app origin of the api process. */
  base: string;
  /** Signs `email` in (a new user the first time). */
  signIn(email: string): Promise<Owner>;
  /** Starts `npm run worker` with the defaults plus `extra`; resolves once it is ready. */
  startWorker(extra?: Record<string, string>): Promise<Child>;
  close(): Promise<void>;
}

/**
 * Postgres (a fresh database), the S3 protocol (s3rver) and a sites server reading it, a
 * redis-server of its own and the api process (NODE_ENV=production, the producer). Owners sign in
 * with an operator's token as the api README describes; workers are started by the caller.
 */
export async function startRecoveryWorld(): Promise<RecoveryWorld> {
  const children: Child[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const redis = await startOwnRedis();
  cleanups.push(() => redis.stop());
  const close = async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const h = await createHarness({ database: 'postgres', storage: 's3', runner: 'none' });
    cleanups.push(() => h.close());

    const env = async (extra: Record<string, string>) => {
      const made = await processEnv(h, redis.url, { NODE_ENV: 'production', ...extra });
      cleanups.push(made.cleanup);
      for (const name of tunedByTheHarness) if (!(name in extra)) delete made.env[name];
      return made.env;
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const apiEnv = await env({ PORT: String(port), SITES_PORT: String(await freePort()) });
    const api = spawnNode('main', [], apiEnv);
    children.push(api);
    await api.waitFor('"msg":"ready"', 120_000);

    /** An owner signed in with an operator's single-use token (`npm run admin -- token`). */
    const signIn = async (email: string): Promise<Owner> => {
      const minted = spawnNode('admin-cli', ['token', email], apiEnv);
      children.push(minted);
      if ((await minted.exited) !== 0) throw new Error(`npm run admin -- token failed:\n${minted.output()}`);
      const session = await fetch(`${base}/api/login/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: minted.output().trim().split('\n')[0] }),
      });
      if (!session.ok) throw new Error(`Sign-in failed: ${await session.text()}`);
      const bearer = ((await session.json()) as { accessToken: string }).accessToken;
      return {
        async call(method, path, body) {
          const response = await fetch(`${base}${path}`, {
            method,
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: response.status, body: await response.json() };
        },
      };
    };

    return {
      h,
      redis,
      base,
      signIn,
      async startWorker(extra = {}) {
        const worker = spawnWorker(await env(extra));
        children.push(worker);
        await worker.waitFor('"msg":"worker ready"', 120_000);
        return worker;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
