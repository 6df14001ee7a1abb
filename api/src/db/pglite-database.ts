import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  assertChannelName,
  type Database,
  int8Oid,
  type NamedStatement,
  parseInt8,
  type Queryable,
  type QueryResult,
  type Row,
} from './database.ts';

/** Where an embedded database keeps its files. */
export interface PgliteOptions {
  /** Folder of the database files; created when missing. Omit for an in-memory database (tests). */
  dataDir?: string;
}

/**
 * Opens embedded Postgres (PGlite): file-backed under `dataDir`, or in memory when it is omitted.
 * PGlite is one connection; its own queue serialises statements, and a transaction holds it.
 */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [int8Oid]: parseInt8 },
  });
  let closed = false;
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    async listen(channel, handler) {
      assertChannelName(channel);
      const unsubscribe = await pglite.listen(channel, handler);
      let done = false;
      return async () => {
        if (done || closed) return;
        done = true;
        await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row = Row>(
      sql: string | NamedStatement,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<T>> {
      // PGlite has no named statements of its own to keep; the name is for `pg`.
      const result = await target.query<T>(typeof sql === 'string' ? sql : sql.text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
