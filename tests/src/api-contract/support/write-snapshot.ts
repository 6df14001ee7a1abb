import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { tableSnapshotter } from '@sitewright/store/testing';
import type { ContractApp } from './contract-app.ts';

/**
 * Everything a request could have written: one row count and checksum per table (every base
 * table of the `public` schema, found at start, so a new table is covered), every file of the
 * object store (name, size, modification time), and the number of e-mails sent. No table is
 * excluded: no request refused for bad input may write anything, not even an event row.
 */
export type Snapshot = Record<string, string>;

async function files(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const out: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full);
    out.push(`${path.relative(root, full)} ${info.size} ${info.mtimeMs}`);
  }
  return out.sort();
}

/** Builds the snapshot function of `app` (the tables are found once, from the catalogue). */
export async function snapshotter(app: ContractApp): Promise<() => Promise<Snapshot>> {
  const tables = await tableSnapshotter(app.db);
  return async () => {
    const snapshot: Snapshot = {};
    for (const [name, summary] of Object.entries(await tables())) snapshot[`table ${name}`] = summary;
    snapshot['object store'] = (await files(app.storeRoot)).join('\n');
    snapshot['mail outbox'] = `${app.mailer.sent.length} messages`;
    return snapshot;
  };
}

/** What changed between two snapshots, one line per part; empty when nothing did. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}
