import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadMigrations, migrate, openPgliteDatabase, pgliteDir } from '@sitewright/store';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder for this run's migrated PGlite database (see {@link copyMigratedDatabase}). */
    migratedDatabaseDir: string;
  }
}

/**
 * Puts a PGlite database with every migration applied into `dataDir` (its `pglite` folder), so an
 * api process started on it opens an existing database instead of creating one: the process's own
 * start finds no migration left to apply, as after a restart. Creating the database (initdb inside
 * WebAssembly) was most of an api's start-up, several seconds of CPU for each journey.
 *
 * The database is made once per run, by the first suite that asks (in a folder of its own, renamed
 * into place, so two workers asking at once cannot leave a half-made one), and copied from there.
 * Outside vitest, or when the project's global set-up provided no folder, it does nothing and the
 * process creates its database itself.
 */
export async function copyMigratedDatabase(dataDir: string): Promise<void> {
  const root = process.env.VITEST ? inject('migratedDatabaseDir') : undefined;
  if (!root) return;
  const migrated = pgliteDir(root);
  if (!existsSync(migrated)) await createMigratedDatabase(root, migrated);
  await cp(migrated, pgliteDir(dataDir), { recursive: true });
}

async function createMigratedDatabase(root: string, migrated: string): Promise<void> {
  const building = await mkdtemp(path.join(root, 'building-'));
  const db = await openPgliteDatabase({ dataDir: building });
  try {
    await migrate(db, await loadMigrations());
  } finally {
    await db.close();
  }
  // Another worker may have finished first: its copy is as good as this one.
  await rename(building, migrated).catch(async (error: unknown) => {
    if (!existsSync(migrated)) throw error;
    await rm(building, { recursive: true, force: true });
  });
}
