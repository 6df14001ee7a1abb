import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, parse, protocol, type Results, TransactionAbortedError } from '@electric-sql/pglite';
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
  const statements = preparedStatements(pglite);
  return {
    kind: 'pglite',
    ...queryable(statements, inTurn),
    // The transaction is one piece of work: its own statements run on `tx`, outside the turns.
    transaction: (fn) => inTurn(() => statements.transaction((tx) => fn(queryable(tx)))),
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

/** One connection's statements: each run alone (`query`), a script (`exec`), or a transaction. */
interface Connection {
  query(text: string, params: readonly unknown[]): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<void>;
}

/** How many statement texts stay prepared; the least recently run one is closed first. */
export const preparedStatementsKept = 256;

const { serialize } = protocol;

/** What a backend message list joined into one buffer is sent as: one call into PGlite. */
function joined(messages: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((sum, m) => sum + m.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** Commands after which a prepared statement's result columns may differ: every one is prepared again. */
const schemaChange = /^(CREATE|ALTER|DROP)\b/;

/**
 * Every statement prepared once, by its text, and then only bound and executed: one call into
 * PGlite per statement, where its own `query` makes six (parse, describe, bind, describe,
 * execute, sync) and parses and plans the text every time.
 *
 * Decision: on the embedded default a publish runs about twenty statements on the api's main
 * thread, and PGlite's per-statement work was most of publish → served (issue 15). Prepared by
 * PGlite's own protocol messages, with its own serializers (chosen by the parameter types the
 * statement's description gives, once) and its own result parser: the values sent and answered are
 * exactly those of its `query`. At most {@link preparedStatementsKept} texts stay prepared (least
 * recently run closed first), so SQL built at run time (a list of n parameters) cannot grow the
 * backend without bound. After a schema change (a script, a CREATE / ALTER / DROP) every statement
 * is prepared again: a `select *` prepared before would keep its old columns.
 */
function preparedStatements(pglite: PGlite, kept = preparedStatementsKept) {
  const prepared = new Map<string, { name: string; types: number[] }>();
  let closing: string[] = [];
  let stale = false;
  let nextName = 0;
  let inTransaction = false;

  /** The messages in one call; a database error carries the statement, as PGlite's `query` does it. */
  const send = async (messages: readonly Uint8Array[], text: string, params: readonly unknown[] = []) => {
    try {
      return (await pglite.execProtocol(joined(messages), { syncToFs: false })).messages;
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { query: text, params });
      throw error;
    }
  };

  async function statementFor(text: string) {
    if (stale) {
      stale = false;
      prepared.clear();
      closing = [];
      await send([serialize.query('deallocate all')], 'deallocate all');
    }
    const known = prepared.get(text);
    if (known) {
      // Most recently run last: the first entry is the one closed when the cache is full.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `sw_${nextName++}`;
    const described = await send(
      [serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()],
      text,
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    if (prepared.size > kept) {
      const [oldest, { name: closed }] = prepared.entries().next().value as [string, { name: string }];
      prepared.delete(oldest);
      closing.push(closed);
    }
    return statement;
  }

  /** One statement: its parsed result (rows, affected rows, command tag). */
  async function run(text: string, params: readonly unknown[]): Promise<Results<Row>> {
    const { name, types } = await statementFor(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const closes = closing.map((closed) => serialize.close({ type: 'S', name: closed }));
    closing = [];
    const messages = await send(
      [
        ...closes,
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ],
      text,
      params,
    );
    if (!inTransaction) await pglite.syncToFs();
    const result = parse.parseResults(messages, pglite.parsers)[0] as Results<Row>;
    if (schemaChange.test(result.command ?? '')) stale = true;
    return result;
  }

  const connection: Connection = {
    async query(text, params) {
      const result = await run(text, params);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql) {
      stale = true;
      await pglite.exec(sql);
    },
  };

  return {
    ...connection,
    /** BEGIN, `fn` on the open transaction, COMMIT; ROLLBACK when `fn` throws. */
    async transaction<R>(fn: (tx: Connection) => Promise<R>): Promise<R> {
      await run('begin', []);
      inTransaction = true;
      let open = true;
      const whileOpen =
        <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
        async (...args: A) => {
          if (!open) throw new Error('Transaction is closed');
          return work(...args);
        };
      try {
        const result = await fn({ query: whileOpen(connection.query), exec: whileOpen(connection.exec) });
        open = false;
        // A transaction an error aborted (and `fn` caught) answers COMMIT with ROLLBACK.
        if ((await run('commit', [])).command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      } catch (error) {
        if (open) {
          open = false;
          await run('rollback', []);
        }
        throw error;
      } finally {
        inTransaction = false;
        await pglite.syncToFs();
      }
    },
  };
}

/** Statements on `target`; on the database itself each waits for its turn (`inTurn`). */
function queryable(target: Connection, inTurn?: Turns): Queryable {
  const run = inTurn ?? (<R>(work: () => Promise<R>) => work());
  return {
    async query<T extends Row = Row>(
      sql: string | NamedStatement,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<T>> {
      // Every text is prepared here (`preparedStatements`); the name is for `pg`.
      const text = typeof sql === 'string' ? sql : sql.text;
      return (await run(() => target.query(text, params))) as QueryResult<T>;
    },
    async exec(sql: string) {
      await run(() => target.exec(sql));
    },
  };
}
