import { type ChildProcess, spawn } from 'node:child_process';
import { freePort, probeRedis } from './services.ts';

/** A `redis-server` of the test's own, in memory only (no RDB, no AOF): a restart loses everything. */
export interface OwnRedis {
  url: string;
  /** Stops it (SIGTERM) and starts a fresh, empty one on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Starts a fresh, empty one on the same port after {@link OwnRedis.stop}; resolves once it answers. */
  start(): Promise<void>;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  while ((await probeRedis(`redis://127.0.0.1:${port}`, 500)) !== undefined) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts one on a free port. `stop()` it in `afterAll`. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await terminate(child);
      child = await launch(port);
    },
    stop: () => terminate(child),
    async start() {
      await terminate(child);
      child = await launch(port);
    },
  };
}
