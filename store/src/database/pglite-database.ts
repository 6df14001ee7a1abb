import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
 * PGlite is one connection; statements run one at a time, each in a turn of the event loop of its
 * own ({@link oneTurnEach}), and a transaction holds the connection until it ends.
 */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [int8Oid]: parseInt8 },
  });
  let closed = false;
  const inTurn = oneTurnEach();
  return {
    kind: 'pglite',
    ...queryable(pglite, inTurn),
    // The transaction is one piece of work: its own statements run on `tx`, outside the turns.
    transaction: (fn) => inTurn(() => pglite.transaction((tx) => fn(queryable(tx)))),
    async listen(channel, handler) {
      assertChannelName(channel);
      const unsubscribe = await inTurn(() => pglite.listen(channel, handler));
      let done = false;
      return async () => {
        if (done || closed) return;
        done = true;
        await inTurn(unsubscribe);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

/** Runs a piece of database work (a statement, a transaction) when its turn comes. */
type Turns = <R>(work: () => Promise<R>) => Promise<R>;

/**
 * Runs each piece of work after the previous one has settled, in order, and each in a turn of the
 * event loop of its own (after `setImmediate`), so that Node polls I/O between two statements.
 *
 * Decision: PGlite executes a statement synchronously on this thread and hands its lock to the
 * next waiting statement in a microtask, so on its own the statements of every request waiting
 * run back to back without the event loop turning once: under load one turn lasted as long as
 * the whole backlog (~350 ms with 50 saves in flight), and libuv accepts at most one new
 * connection per turn (libuv/libuv#3696; Node 20 ships libuv 1.46), so connections opened
 * together waited seconds to be accepted (save-draft p99 5.8 s, timeouts). A turn per statement
 * costs microseconds.
 */
function oneTurnEach(): Turns {
  let previous: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = previous.then(() => nextTurn()).then(work);
    previous = run.catch(() => {});
    return run;
  };
}

/** Statements on `target`; on the database itself each waits for its turn (`inTurn`). */
function queryable(target: PGlite | Transaction, inTurn?: Turns): Queryable {
  const run = inTurn ?? (<R>(work: () => Promise<R>) => work());
  return {
    async query<T extends Row = Row>(
      sql: string | NamedStatement,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<T>> {
      // PGlite has no named statements of its own to keep; the name is for `pg`.
      const text = typeof sql === 'string' ? sql : sql.text;
      const result = await run(() => target.query<T>(text, [...params]));
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string) {
      await run(() => target.exec(sql));
    },
  };
}
