import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger.ts';

/**
 * Several api processes on one PORT (`API_PROCESSES` > 1, Postgres only): `main.ts` becomes a
 * `node:cluster` primary that forks the workers, re-forks one that dies, and relays SIGTERM /
 * SIGINT to them. Each worker is the ordinary api process; worker #1 (this variable, set at fork
 * and set again when it is re-forked) also runs what must run once: the published-sites server on
 * SITES_PORT and the publish outbox sweeper.
 */
export const apiWorkerVariable = 'SITEWRIGHT_API_WORKER';

/** This process's number: 1…N in a cluster worker, 1 in a single api process. */
export function apiWorkerNumber(): number {
  return cluster.isWorker ? Number(process.env[apiWorkerVariable]) || 0 : 1;
}

/** Whether this process runs the once-only parts (sites server, outbox sweeper). */
export function isFirstApiProcess(): boolean {
  return apiWorkerNumber() === 1;
}

/** Whether this process is a worker forked by {@link startApiCluster}. */
export function isApiWorker(): boolean {
  return cluster.isWorker && process.env[apiWorkerVariable] !== undefined;
}

/** The running primary. */
export interface ApiCluster {
  /** SIGTERM to every worker; resolves with the exit code once all are gone (1 if any failed). */
  stop(signal: string): Promise<number>;
}

/** Options of {@link startApiCluster}. */
export interface ApiClusterOptions {
  processes: number;
  logger: Logger;
  /** The workers' own shutdown bound; the primary kills what is left 10 s after it. */
  shutdownTimeoutMs: number;
  /** A worker that dies within this of its fork is re-forked after a pause. @defaultValue 5000 */
  crashLoopMs?: number;
}

/** Forks the workers (call in the primary only). */
export function startApiCluster(options: ApiClusterOptions): ApiCluster {
  const { logger } = options;
  const crashLoopMs = options.crashLoopMs ?? 5_000;
  const numbers = new Map<Worker, { n: number; forkedAt: number }>();
  let stopping = false;
  let failed = false;
  let allGone: (() => void) | undefined;

  const fork = (n: number) => {
    const worker = cluster.fork({ [apiWorkerVariable]: String(n) });
    numbers.set(worker, { n, forkedAt: Date.now() });
    logger.info({ worker: n, pid: worker.process.pid }, 'api process forked');
  };

  cluster.on('exit', (worker, code, signal) => {
    const entry = numbers.get(worker);
    numbers.delete(worker);
    if (!entry) return;
    if (stopping) {
      if (code !== 0) failed = true;
      logger.info({ worker: entry.n, pid: worker.process.pid, code, signal }, 'api process stopped');
      if (numbers.size === 0) allGone?.();
      return;
    }
    const crashLoop = Date.now() - entry.forkedAt < crashLoopMs;
    logger.error(
      { worker: entry.n, pid: worker.process.pid, code, signal },
      'api process died; forking another',
    );
    // A worker that cannot start (database unreachable…) is retried, not forked in a tight loop.
    if (crashLoop) setTimeout(() => stopping || fork(entry.n), crashLoopMs).unref();
    else fork(entry.n);
  });

  for (let n = 1; n <= options.processes; n++) fork(n);

  return {
    async stop(signal) {
      stopping = true;
      logger.info({ signal, processes: numbers.size }, 'stopping the api processes');
      if (numbers.size === 0) return failed ? 1 : 0;
      const gone = new Promise<void>((resolve) => {
        allGone = resolve;
      });
      // Each worker drains and exits on SIGTERM (main.ts), whatever signal the primary got.
      for (const worker of numbers.keys()) worker.process.kill('SIGTERM');
      const deadline = new Promise<'late'>((resolve) =>
        setTimeout(() => resolve('late'), options.shutdownTimeoutMs + 10_000).unref(),
      );
      if ((await Promise.race([gone, deadline])) === 'late') {
        logger.error({ processes: numbers.size }, 'api processes did not stop in time; killing them');
        for (const worker of numbers.keys()) worker.process.kill('SIGKILL');
        return 1;
      }
      return failed ? 1 : 0;
    },
  };
}
