/**
 * The one database interface of the api. Two implementations sit behind it: embedded PGlite
 * (`pglite-database.ts`) and a `pg` pool for Postgres / Supabase (`postgres-database.ts`).
 * Code above this layer never knows which one it talks to.
 */

/** A row as the driver returns it: column name → parsed value (jsonb parsed, timestamptz as Date). */
export type Row = Record<string, unknown>;

/** What a statement answers. */
export interface QueryResult<T extends Row = Row> {
  rows: T[];
  /** Rows returned by a SELECT, or rows touched by INSERT / UPDATE / DELETE. */
  rowCount: number;
}

/**
 * A hot statement with a name (see {@link statement}): `pg` prepares it once per connection and
 * then only binds and executes it, sparing the Postgres server the parse and plan of each call.
 * PGlite runs `text` as any other statement.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * Names a statement for {@link Queryable.query}. Decision: only the hot statements (every
 * request's session check, get-draft, save-draft) are named; a prepared statement lives as long
 * as its connection, so dynamic SQL must never be. `name` must be unique to `text` in the process.
 */
export function statement(name: string, text: string): NamedStatement {
  return { name, text };
}

/** Something statements can run on: the database itself, or one open transaction. */
export interface Queryable {
  /**
   * Runs ONE statement with `$1 … $n` parameters. Values are always sent as parameters,
   * never spliced into the SQL text.
   */
  query<T extends Row = Row>(
    sql: string | NamedStatement,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /**
   * Runs a script of several statements without parameters (migrations). Never pass it
   * anything user-supplied.
   */
  exec(sql: string): Promise<void>;
}

/** Which implementation is behind a {@link Database}, for logs and the rare dialect difference. */
export type DatabaseKind = 'pglite' | 'postgres';

/** Receives the payload of each NOTIFY on a channel (a string, at most 8000 bytes). */
export type NotificationHandler = (payload: string) => void;

/** Stops a {@link Database.listen}. Safe to call twice. */
export type Unlisten = () => Promise<void>;

/**
 * What a listener hears of its LISTEN connection besides payloads: a dropped connection loses the
 * notifications sent until it is back, so a listener that keeps state derived from them (a cache)
 * forgets it on `interrupted` and may trust notifications again after `resumed`.
 */
export interface ListenEvents {
  /** The LISTEN connection dropped: notifications are lost until `resumed`. */
  interrupted?(): void;
  /** The LISTEN connection is back and LISTENs again (after an `interrupted`). */
  resumed?(): void;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * LISTENs on `channel` (Postgres LISTEN/NOTIFY) and calls `handler` with each payload, until the
   * returned function is called. PGlite: its own `listen`; `pg`: one dedicated connection per
   * database for every channel, reconnected (and re-LISTENed) when it drops. Notifications sent
   * while it was down are lost, as with any LISTEN. `channel` must be a plain lower-case
   * identifier (`sitewright_live`). `events` hears the connection drop and come back (PGlite's
   * never drops).
   */
  listen(channel: string, handler: NotificationHandler, events?: ListenEvents): Promise<Unlisten>;
  /**
   * Runs `fn` in a transaction on one connection: COMMIT when it resolves, ROLLBACK when it
   * throws (the error is re-thrown). Transactions do not nest; use the `tx` you were given.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Closes every connection. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * int8 (`bigint`, `count(*)`) as a JS number, the same in both implementations. Our int8 values
 * (bytes, counts, identity ids) fit in 2^53; one that does not is a bug we want to hear about.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} does not fit in a JavaScript number`);
  }
  return value;
}

/** A channel name safe to write into LISTEN / UNLISTEN (they take no parameters). */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`);
}

/** OID of the int8 type, for the drivers' type-parser tables. */
export const int8Oid = 20;
