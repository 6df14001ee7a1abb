import type { Database } from '@sitewright/store';
import { type Migration, pendingMigrations } from '@sitewright/store';
import { Router } from 'express';
import type { Lifecycle } from '../lifecycle.ts';
import type { ErrorBody } from './api-error.ts';

/** What the probes look at. */
export interface HealthOptions {
  db: Database;
  /** The migrations this build expects applied. */
  migrations: readonly Migration[];
  lifecycle: Lifecycle;
  /** How long `/readyz` waits for the database. @defaultValue 2000 */
  readyTimeoutMs?: number;
}

/**
 * `GET /healthz`: 200 while the process is alive (liveness; no dependencies, so a slow
 * database never gets the process killed).
 * `GET /readyz`: 200 only when the database answers and every migration is applied; 503
 * `{ code, message }` while starting, while the database is unreachable and from the moment
 * shutdown begins, so the load balancer stops sending traffic before the listener closes.
 */
export function healthRouter(options: HealthOptions): Router {
  const router = Router();
  const timeoutMs = options.readyTimeoutMs ?? 2000;

  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    res.set('cache-control', 'no-store');
    const notReady = (body: ErrorBody & Record<string, unknown>) => res.status(503).json(body);
    if (options.lifecycle.shuttingDown) {
      return notReady({ code: 'shutting-down', message: 'The server is shutting down.' });
    }
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(options.db, options.migrations), timeoutMs);
    } catch {
      return notReady({ code: 'database-unavailable', message: 'The database does not answer.' });
    }
    if (options.lifecycle.shuttingDown) {
      return notReady({ code: 'shutting-down', message: 'The server is shutting down.' });
    }
    if (pending.length > 0) {
      return notReady({
        code: 'migrations-pending',
        message: 'The database schema is not current.',
        pending,
      });
    }
    res.json({ status: 'ready' });
  });

  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
