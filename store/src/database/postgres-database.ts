import pg from 'pg';
import {
  type Database,
  int8Oid,
  type NamedStatement,
  parseInt8,
  type Queryable,
  type QueryResult,
  type Row,
} from './database.ts';
import { createPostgresListener } from './postgres-listener.ts';

/** How to reach Postgres (or Supabase's Postgres). */
export interface PostgresOptions {
  connectionString: string;
  /** @defaultValue 10 */
  maxConnections?: number;
  /** Name shown in `pg_stat_activity`. @defaultValue 'sitewright-api' */
  applicationName?: string;
  /** Told when an idle pooled connection dies (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /**
   * Where LISTEN connects: a session connection (the direct URL, or a pooler's session port). A
   * transaction-mode pooler hands the server connection to others between transactions, so a LISTEN
   * through it would stop hearing. @defaultValue `connectionString`
   */
  listenConnectionString?: string;
  /**
   * `connectionString` is a transaction-mode pooler (Supavisor's port 6543, PgBouncer with
   * `pool_mode=transaction`): named statements are sent unnamed, because a statement prepared on
   * one server connection is unknown on the next. @defaultValue {@link isTransactionPooler} of the URL
   */
  transactionPooler?: boolean;
}

/**
 * Whether a connection string names a transaction-mode pooler: Supavisor's transaction port
 * (6543), or `pgbouncer=true` in its query (the convention other Postgres clients use).
 */
export function isTransactionPooler(connectionString: string): boolean {
  try {
    const url = new URL(connectionString);
    return url.port === '6543' || url.searchParams.get('pgbouncer') === 'true';
  } catch {
    return false;
  }
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === int8Oid) return parseInt8;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

/**
 * Opens a `pg` connection pool. Nothing connects until the first statement; call
 * `query('select 1')` to find out whether the server answers.
 */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const named = !(options.transactionPooler ?? isTransactionPooler(options.connectionString));
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    application_name: options.applicationName ?? 'sitewright-api',
    connectionTimeoutMillis: 10_000,
    types,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onIdleError?.(error));
  let closing: Promise<void> | undefined;
  // LISTEN needs a connection of its own; it is opened on the first `listen` only.
  const listener = createPostgresListener({
    connectionString: options.listenConnectionString ?? options.connectionString,
    applicationName: `${options.applicationName ?? 'sitewright-api'}-listen`,
    ...(options.onIdleError ? { onError: options.onIdleError } : {}),
  });
  return {
    kind: 'postgres',
    ...queryable(pool, named),
    listen: (channel, handler, events) => listener.listen(channel, handler, events),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(queryable(client, named));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError; // a connection that cannot roll back must not go back to the pool
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      closing ??= Promise.all([listener.close(), pool.end()]).then(() => undefined);
      return closing;
    },
  };
}

/** `named`: hot statements are prepared by name (a session per connection); false behind a transaction pooler. */
function queryable(target: pg.Pool | pg.PoolClient, named: boolean): Queryable {
  return {
    async query<T extends Row = Row>(
      sql: string | NamedStatement,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<T>> {
      const values = [...params];
      const result =
        typeof sql === 'string' || !named
          ? await target.query<T>(typeof sql === 'string' ? sql : sql.text, values)
          : await target.query<T>({ name: sql.name, text: sql.text, values });
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // No parameters → pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}
