import path from 'node:path';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** Which database to open: chosen once, from the environment, in `config.ts`. */
export type DatabaseConfig =
  | { kind: 'pglite' /** Absolute folder of the PGlite files. */; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** A session connection for LISTEN (`DATABASE_LISTEN_URL`). @defaultValue `url` */
      listenUrl?: string;
      /** `url` is a transaction-mode pooler (`DATABASE_POOL_MODE`). @defaultValue detected from `url` */
      transactionPooler?: boolean;
    };

/** The PGlite folder of a data directory. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the configured database: a `pg` pool when `DATABASE_URL` is set, otherwise embedded
 * PGlite under `$DATA_DIR/pglite`.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    return openPostgresDatabase({
      connectionString: config.url,
      ...(config.listenUrl ? { listenConnectionString: config.listenUrl } : {}),
      ...(config.transactionPooler === undefined ? {} : { transactionPooler: config.transactionPooler }),
      ...(options.onIdleError ? { onIdleError: options.onIdleError } : {}),
    });
  }
  return openPgliteDatabase({ dataDir: config.dataDir });
}
