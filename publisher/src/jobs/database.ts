/**
 * The SQL the publisher needs, as a structural interface it declares itself: the api passes its
 * `Database` (PGlite or a `pg` pool), which fits, and the publisher never imports the api.
 */

/** A row as the driver returns it. */
export type SqlRow = Record<string, unknown>;

/** Something statements can run on: the database, or one open transaction. */
export interface Queryable {
  /** Runs one statement with `$1 … $n` parameters. */
  query<T extends SqlRow = SqlRow>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/** The database: statements, and transactions (COMMIT when `fn` resolves, ROLLBACK when it throws). */
export interface PublishDatabase extends Queryable {
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
}

/** A bigint/int8 column as a JavaScript number, whatever the driver returned. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return n;
}

/** A timestamptz column as a Date, whatever the driver returned. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A nullable timestamptz column. */
export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** The next number of the publish sequence (0002_publishing.sql): above every request recorded so far. */
export async function nextPublishSequence(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>("select nextval('publish_sequence') as n");
  return toNumber(rows[0]?.n);
}
