import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@sitewright/store';
import { loadMigrations } from '@sitewright/store';
import { testBackends } from '@sitewright/store/testing';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLifecycle } from '../../lifecycle.ts';
import { createLogger } from '../../logger.ts';
import { createMemoryMailer } from '../../mail/memory-mailer.ts';
import { boundPort, listen } from '../../server.ts';

/** The app as `main.ts` would build it from `env`, on a fresh database and a real listener. */
export interface ConfiguredApp {
  base: string;
  db: Database;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  post(path: string, json: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * Starts the app with the configuration `loadConfig` reads from `env` (e.g. `OPENAI_API_KEY` and
 * `OPENAI_BASE_URL` pointing at the local OpenAI stub), a temporary `DATA_DIR`, a memory mailer,
 * and a fresh database (the machine's Postgres, PGlite when it is unreachable and `CI` is unset).
 * The auth harness builds its app without a configuration, which always means the offline
 * generator, so suites of the configured paths use this one.
 */
export async function startConfiguredApp(env: Record<string, string>): Promise<ConfiguredApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-tools-'));
  const config = await loadConfig({ ...env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48) }, dataDir);
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres')!;
  if (postgres.unavailable && process.env.CI === 'true') throw new Error(postgres.unavailable);
  const backend = postgres.unavailable ? backends.find((b) => b.name === 'pglite')! : postgres;
  const target = await backend.open();
  const app = createApp({
    db: target.db,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    config,
    services: { mailer: createMemoryMailer() },
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;
  return {
    base,
    db: target.db,
    async post(urlPath, json) {
      const response = await fetch(base + urlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await target.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
