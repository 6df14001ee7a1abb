/**
 * Reading Postgres errors. PGlite and `pg` both raise errors carrying the server's SQLSTATE
 * `code` and, for constraint violations, the `constraint` name, so one reader serves both.
 */

/** SQLSTATE codes the api reacts to. */
export const sqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  undefinedTable: '42P01',
} as const;

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** The SQLSTATE of a database error, or undefined for anything else. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as PostgresErrorFields;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The name of the constraint a database error is about, if any. */
export function constraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { constraint } = error as PostgresErrorFields;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * True when `error` is a unique violation, of `constraint` when one is named. This is how a
 * race for a handle is decided: the second claim fails here.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    sqlStateOf(error) === sqlState.uniqueViolation && (!constraint || constraintOf(error) === constraint)
  );
}

/** True when `error` is a check-constraint violation, of `constraint` when one is named. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return sqlStateOf(error) === sqlState.checkViolation && (!constraint || constraintOf(error) === constraint);
}

/** True when `error` is a foreign-key violation, of `constraint` when one is named. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return (
    sqlStateOf(error) === sqlState.foreignKeyViolation && (!constraint || constraintOf(error) === constraint)
  );
}
