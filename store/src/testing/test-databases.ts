import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { loadMigrations, migrate } from '../database/migrate.ts';
import { openPgliteDatabase } from '../database/pglite-database.ts';
import { openPostgresDatabase } from '../database/postgres-database.ts';

/**
 * Test databases: in-memory PGlite, and a FRESH database on the machine's Postgres for each
 * suite (created with a unique name, dropped afterwards). `TEST_DATABASE_URL` points at another
 * server (any database on it; we only create and drop our own).
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * A session connection to the same server for LISTEN, when `TEST_DATABASE_URL` is a transaction-mode
 * pooler (`?pgbouncer=true`): each suite's fresh database is reached through it under its own name.
 * Unset: LISTEN uses the suite's URL.
 */
const testListenUrl = process.env.TEST_DATABASE_LISTEN_URL;

/** The session-connection URL of a database made by {@link createEmptyPostgres}, if one is configured. */
function listenUrlOf(databaseUrl: string): string | undefined {
  if (!testListenUrl) return undefined;
  const url = new URL(testListenUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/** A database for one suite, and how to get rid of it. */
export interface TestDatabase {
  db: Database;
  /** The connection string of a Postgres test database (for a process the test starts); PGlite: null. */
  url: string | null;
  /** Another independent connection to the same database (PGlite: null, it is in-process). */
  openAnother: (() => Database) | null;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** Why this backend cannot run here, or undefined when it can. */
  unavailable: string | undefined;
  open(options?: { migrated?: boolean }): Promise<TestDatabase>;
}

async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return `Postgres is not reachable at ${url} (${reason}). Start it, or set TEST_DATABASE_URL.`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database (no migrations) with a unique name on the test Postgres server: its
 * connection URL, and `drop()` (forcing other connections out). For suites and benches that start
 * the product, which applies the migrations itself.
 */
export async function createEmptyPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function openFreshPostgres(): Promise<TestDatabase> {
  const fresh = await createEmptyPostgres('sitewright_test');
  const opened: Database[] = [];
  const open = () => {
    const listen = listenUrlOf(fresh.url);
    const db = openPostgresDatabase({
      connectionString: fresh.url,
      maxConnections: 4,
      ...(listen ? { listenConnectionString: listen } : {}),
    });
    opened.push(db);
    return db;
  };
  return {
    db: open(),
    url: fresh.url,
    openAnother: open,
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      await fresh.drop();
    },
  };
}

async function openMemoryPglite(): Promise<TestDatabase> {
  const db = await openPgliteDatabase();
  return { db, url: null, openAnother: null, dispose: () => db.close() };
}

/**
 * The backends every schema suite runs on. Probes Postgres once (top-level await in the
 * test file). When it cannot be reached: with `CI=true` the suite fails with the reason (see
 * {@link requireBackendsInCi}); elsewhere it is skipped and the reason printed.
 */
export async function testBackends(): Promise<TestBackend[]> {
  const postgresUnavailable = await probePostgres(testPostgresUrl);
  const withMigrations =
    (open: () => Promise<TestDatabase>) =>
    async (options: { migrated?: boolean } = {}): Promise<TestDatabase> => {
      const target = await open();
      if (options.migrated ?? true) await migrate(target.db, await loadMigrations());
      return target;
    };
  return [
    { name: 'pglite', unavailable: undefined, open: withMigrations(openMemoryPglite) },
    { name: 'postgres', unavailable: postgresUnavailable, open: withMigrations(openFreshPostgres) },
  ];
}

/** Declares a failing test for each unreachable backend when `CI=true`; prints a skip notice otherwise. */
export function requireBackendsInCi(backends: readonly TestBackend[]): void {
  for (const backend of backends) {
    if (!backend.unavailable) continue;
    if (process.env.CI === 'true') {
      describe(`${backend.name} (required when CI=true)`, () => {
        it('is reachable', () => {
          throw new Error(backend.unavailable);
        });
      });
    } else {
      console.warn(`Skipping the ${backend.name} suite: ${backend.unavailable}`);
    }
  }
}
