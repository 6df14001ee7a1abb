import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';

/**
 * Runs once before the `tests` project: builds the designer (with its pre-rendered pages) if its
 * sources changed, so the browser suites and the designer bench find one finished `designer/dist`;
 * and gives the run a folder for the migrated database the api processes start from (filled by
 * the first suite that starts one, see `copyMigratedDatabase`), removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureDesignerBuilt();
  const migratedDatabaseDir = await mkdtemp(path.join(tmpdir(), 'sitewright-migrated-'));
  project.provide('migratedDatabaseDir', migratedDatabaseDir);
  return () => rm(migratedDatabaseDir, { recursive: true, force: true });
}
