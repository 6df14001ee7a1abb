import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AppOptions,
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  listen,
  loadConfig,
} from '@sitewright/api';
import { createBullmqPublishQueue } from '@sitewright/publisher';
import { type Database, loadMigrations } from '@sitewright/store';

/**
 * The operator's side of the api, outside the route registry: the publish queue's dashboard at
 * `/admin/queues`, mounted (as `main.ts` mounts it) when a BullMQ queue and `ADMIN_TOKEN` are set.
 * A second app on the suite's database, signing with the same secret, so the people of the worlds
 * present bearer tokens that are valid for every product call.
 */
export interface OperatorApp {
  adminToken: string;
  /** Its origin (`http://127.0.0.1:{port}`), for a browser. */
  base: string;
  get(urlPath: string, authorization: string | undefined): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

export async function startOperatorApp(db: Database, jwtSecret: string): Promise<OperatorApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-operator-'));
  const adminToken = `operator-token-${'o'.repeat(24)}`;
  const config = await loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, JWT_SECRET: jwtSecret });
  // The dashboard never talks to Redis to render its page; the queue object only needs to exist.
  const bullmq = createBullmqPublishQueue({
    connection: { url: 'redis://127.0.0.1:6379', lazyConnect: true },
    queueName: `permissions-${Date.now()}`,
  });
  const publishing = { bullmq } as unknown as NonNullable<AppOptions['publishing']>;
  const app = createApp({
    db,
    config,
    publishing,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    services: { mailer: createMemoryMailer() },
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;
  return {
    adminToken,
    base,
    async get(urlPath, authorization) {
      const response = await fetch(base + urlPath, { headers: authorization ? { authorization } : {} });
      return { status: response.status, text: await response.text() };
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await bullmq.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
