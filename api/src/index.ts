/**
 * @sitewright/api: the Express server. Its public face: the app factory and the pieces a
 * process (or a cross-package test) needs to assemble one.
 */
export { type AppOptions, createApp } from './app.ts';
export { type Config, ConfigError, type Env, loadConfig, parseEnv } from './config.ts';
export { configSummary, redactUrl } from './config-summary.ts';
export type { Database, DatabaseKind, Queryable, QueryResult, Row } from './db/database.ts';
export {
  constraintOf,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  sqlStateOf,
} from './db/errors.ts';
export {
  defaultMigrationsDir,
  loadMigrations,
  type Migration,
  migrate,
  pendingMigrations,
} from './db/migrate.ts';
export { type DatabaseConfig, openDatabase, pgliteDir } from './db/open-database.ts';
export { openPgliteDatabase, type PgliteOptions } from './db/pglite-database.ts';
export { openPostgresDatabase, type PostgresOptions } from './db/postgres-database.ts';
export { ApiError, type ErrorBody } from './http/api-error.ts';
export { createLifecycle, type Lifecycle } from './lifecycle.ts';
export { createLogger, type Logger, type LogLevel } from './logger.ts';
export { boundPort, listen, type ShutdownOptions, shutdown } from './server.ts';
