import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

/** One file of `supabase/migrations`, e.g. `0001_initial.sql` → version `0001`, name `initial`. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
  /** sha256 of the file (line endings normalised); an applied migration must never change. */
  checksum: string;
}

/** The one schema of the product: `supabase/migrations` at the repository root. */
export const defaultMigrationsDir = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

const fileName = /^(\d+)_([a-z0-9_]+)\.sql$/;

/** Reads the migration files of `dir`, ordered by version. A misnamed `.sql` file is an error. */
export async function loadMigrations(dir: string = defaultMigrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql'));
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileName.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named <digits>_<snake_case_name>.sql`);
    const sql = (await readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version: match[1]!, name: match[2]!, sql, checksum });
  }
  migrations.sort((a, b) => Number(BigInt(a.version) - BigInt(b.version)));
  for (let i = 1; i < migrations.length; i++) {
    if (BigInt(migrations[i]!.version) === BigInt(migrations[i - 1]!.version)) {
      throw new Error(`Two migrations share version ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in order, each in its own
 * transaction. Safe when several processes start at once: each transaction first takes a
 * transaction-scoped advisory lock, so one process migrates and the others find it done.
 * Throws when an applied migration's file has changed since.
 * @returns the versions this call applied (empty when the schema was already current).
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[],
  log: (message: string, fields: Record<string, unknown>) => void = () => {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('sitewright:schema_migrations'))`);
      await ensureMigrationsTable(tx);
      const recorded = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where version = $1',
        [migration.version],
      );
      const row = recorded.rows[0];
      if (row) {
        if (row.checksum !== migration.checksum) throw changedMigrationError(migration);
        return false;
      }
      const bySupabase = await appliedBySupabaseCli(tx, migration.version);
      if (!bySupabase) await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return !bySupabase;
    });
    if (ran) {
      applied.push(migration.version);
      log('migration applied', { version: migration.version, name: migration.name });
    }
  }
  return applied;
}

/**
 * The versions of `migrations` the database has not recorded yet (all of them on a fresh
 * database). Used by `/readyz`.
 */
export async function pendingMigrations(db: Queryable, migrations: readonly Migration[]): Promise<string[]> {
  const table = await db.query<{ name: string | null }>(
    `select to_regclass('schema_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return migrations.map((m) => m.version);
  const recorded = await db.query<{ version: string }>('select version from schema_migrations');
  const done = new Set(recorded.rows.map((r) => r.version));
  return migrations.filter((m) => !done.has(m.version)).map((m) => m.version);
}

async function ensureMigrationsTable(tx: Queryable): Promise<void> {
  const table = await tx.query<{ name: string | null }>(
    `select to_regclass('schema_migrations')::text as name`,
  );
  if (table.rows[0]?.name) return;
  await tx.exec(`
    create table schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
    alter table schema_migrations enable row level security;
  `);
}

/** A schema deployed with `supabase db push` is recorded by the Supabase CLI, not by us. */
async function appliedBySupabaseCli(tx: Queryable, version: string): Promise<boolean> {
  const table = await tx.query<{ name: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return false;
  const row = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
    version,
  ]);
  return row.rowCount > 0;
}

function changedMigrationError(migration: Migration): Error {
  return new Error(
    `Migration ${migration.version}_${migration.name}.sql changed after it was applied. ` +
      'Never edit an applied migration: add a new one. (For a throwaway local database, delete DATA_DIR.)',
  );
}
