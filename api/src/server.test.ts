import { once } from 'node:events';
import type { Database, Queryable } from '@sitewright/store';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { boundPort, listen, shutdown } from './server.ts';

/** A database stand-in that only records being closed. */
function fakeDatabase(): Database & { closed: boolean } {
  const tx: Queryable = { query: async () => ({ rows: [], rowCount: 0 }), exec: async () => {} };
  const db = {
    kind: 'pglite' as const,
    closed: false,
    ...tx,
    transaction: <R>(fn: (handle: Queryable) => Promise<R>): Promise<R> => fn(tx),
    listen: async () => async () => {},
    close: async () => {
      db.closed = true;
    },
  };
  return db;
}

async function slowServer(delayMs: number) {
  const app = express();
  let started!: () => void;
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', (_req, res) => {
    started();
    setTimeout(() => res.send('done'), delayMs);
  });
  const server = await listen(app, 0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${boundPort(server)}`, requestStarted };
}

describe('shutdown', () => {
  it('lets in-flight requests finish, refuses new connections, then closes the database', async () => {
    const { server, url, requestStarted } = await slowServer(300);
    const db = fakeDatabase();
    const lifecycle = createLifecycle();
    const inFlight = fetch(`${url}/slow`);
    await requestStarted;
    const stopping = shutdown({ server, db, lifecycle, logger: createLogger('silent'), timeoutMs: 5000 });
    expect(lifecycle.shuttingDown).toBe(true);
    const response = await inFlight;
    expect(await response.text()).toBe('done');
    expect(await stopping).toEqual({ drained: true });
    expect(db.closed).toBe(true);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
  });

  it('cuts requests still running at the deadline, and still closes the database', async () => {
    const { server, url, requestStarted } = await slowServer(60_000);
    const db = fakeDatabase();
    const hanging = fetch(`${url}/slow`).catch((error: unknown) => error);
    await requestStarted;
    const started = Date.now();
    const result = await shutdown({
      server,
      db,
      lifecycle: createLifecycle(),
      logger: createLogger('silent'),
      timeoutMs: 200,
    });
    expect(result).toEqual({ drained: false });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(db.closed).toBe(true);
    expect(await hanging).toBeInstanceOf(Error);
    if (server.listening) await once(server, 'close');
  });
});
