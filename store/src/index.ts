/**
 * @sitewright/store: the only package that runs SQL. The connection (embedded PGlite or a `pg`
 * pool), the migration runner, LISTEN/NOTIFY, and one module per aggregate, each holding the one
 * definition of its rules. api and publisher call it and hold no SQL.
 */

export * from './ai-prompts/index.ts';
export {
  type Database,
  type DatabaseKind,
  type ListenEvents,
  type NamedStatement,
  type NotificationHandler,
  parseInt8,
  type Queryable,
  type QueryResult,
  type Row,
  statement,
  type Unlisten,
} from './database/database.ts';
export {
  constraintOf,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  sqlState,
  sqlStateOf,
} from './database/errors.ts';
export {
  defaultMigrationsDir,
  loadMigrations,
  type Migration,
  migrate,
  pendingMigrations,
} from './database/migrate.ts';
export { type DatabaseConfig, openDatabase, pgliteDir } from './database/open-database.ts';
export { openPgliteDatabase, type PgliteOptions } from './database/pglite-database.ts';
export {
  isTransactionPooler,
  openPostgresDatabase,
  type PostgresOptions,
} from './database/postgres-database.ts';
export * from './domains/index.ts';
export * from './events/index.ts';
export * from './leads/index.ts';
export * from './live/index.ts';
export * from './members/index.ts';
export * from './publishing/index.ts';
export * from './publishing/pointer-events.ts';
export * from './rate-limits/index.ts';
export * from './uploads/index.ts';
export * from './users/index.ts';
export * from './websites/index.ts';
