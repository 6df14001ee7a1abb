import { assertSafePrefix, isBuildId, storeLayout } from './keys.ts';
import type { AdvanceResult, LivePointer, ObjectStore } from './object-store.ts';

/**
 * The live pointer of a handle as an append-only log of create-only entries,
 * `pointers/{handle}/{sequence:16 digits}.json`; the live pointer is the entry with the highest
 * sequence. Both stores implement `readPointer`/`advancePointer` with these two functions.
 *
 * Why a log and not one object overwritten with If-Match: a write never replaces another, so
 * "a late, older build never replaces a newer" holds on any store, conditional writes or not — an
 * older entry sorts below the newer one whenever it lands. Conditional create (`If-None-Match: *`,
 * O_EXCL-like `link`) is needed only to pick one winner between two writers of the SAME sequence,
 * which the api never issues for different builds (the sequence is the publish request's id).
 */

type LogStore = Pick<ObjectStore, 'putIfAbsent' | 'get' | 'list' | 'delete'>;

const entryName = /^(\d{16})\.json$/;
const domainName = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;

/** Options of {@link advancePointerLog}. */
export interface PointerLogOptions {
  /**
   * Entries kept per handle after a successful advance (the live one and the ones before it, for
   * rollback and audit); older ones are removed.
   * @defaultValue 10
   */
  keep?: number;
}

function logPrefix(handle: string): string {
  return assertSafePrefix(`${storeLayout.pointers}${handle}/`);
}

function entryKey(handle: string, sequence: number): string {
  return `${logPrefix(handle)}${String(sequence).padStart(16, '0')}.json`;
}

function assertPointer(pointer: LivePointer): void {
  if (!Number.isSafeInteger(pointer.sequence) || pointer.sequence < 0) {
    throw new RangeError(`Pointer sequence must be a non-negative safe integer, got ${pointer.sequence}`);
  }
  if (pointer.buildId !== null && !isBuildId(pointer.buildId)) {
    throw new RangeError(`Invalid build id ${JSON.stringify(pointer.buildId)}`);
  }
  if (typeof pointer.domain === 'string' && !domainName.test(pointer.domain)) {
    throw new RangeError(`Invalid domain ${JSON.stringify(pointer.domain)}`);
  }
}

async function entryKeys(store: LogStore, handle: string): Promise<string[]> {
  const prefix = logPrefix(handle);
  const listed = await store.list(prefix);
  return listed.map((o) => o.key).filter((key) => entryName.test(key.slice(prefix.length)));
}

function parseEntry(body: Buffer): LivePointer {
  const parsed = JSON.parse(body.toString('utf8')) as {
    sequence?: unknown;
    buildId?: unknown;
    domain?: unknown;
  };
  if (
    typeof parsed.sequence !== 'number' ||
    !(typeof parsed.buildId === 'string' || parsed.buildId === null)
  ) {
    throw new Error('Malformed pointer entry');
  }
  const pointer: LivePointer = { sequence: parsed.sequence, buildId: parsed.buildId };
  if (typeof parsed.domain === 'string' || parsed.domain === null) pointer.domain = parsed.domain;
  return pointer;
}

/** The live pointer: the highest-sequence entry of the handle's log, or `null` if there is none. */
export async function readPointerLog(store: LogStore, handle: string): Promise<LivePointer | null> {
  // An entry can vanish between list and get only through garbage collection, which never removes
  // the highest entry; so a second listing settles it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const keys = await entryKeys(store, handle);
    const last = keys.at(-1);
    if (last === undefined) return null;
    const object = await store.get(last);
    if (object !== null) return parseEntry(object.body);
  }
  throw new Error(`Pointer log of ${handle} keeps changing under the reader`);
}

/**
 * The newest entry of the handle's log that made `buildId` live (what it was rendered for, for a
 * rollback), or null when the log no longer holds one.
 */
export async function findPointerEntry(
  store: LogStore,
  handle: string,
  buildId: string,
): Promise<LivePointer | null> {
  for (const key of (await entryKeys(store, handle)).reverse()) {
    const object = await store.get(key);
    if (object === null) continue;
    const entry = parseEntry(object.body);
    if (entry.buildId === buildId) return entry;
  }
  return null;
}

function entryBody(next: LivePointer): string {
  return JSON.stringify({
    sequence: next.sequence,
    buildId: next.buildId,
    ...(next.domain !== undefined ? { domain: next.domain } : {}),
  });
}

const entryHeaders = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' };

/**
 * Writes `next` into the handle's log without listing it: for a writer that knows from the database
 * that nothing newer was applied (the publish job). A newer entry that landed anyway keeps winning —
 * readers take the highest sequence — so a late entry is harmless. No entry is collected here: the
 * sweeper does that ({@link collectPointerLog}).
 * @returns true when the entry at `next.sequence` holds `next` (written now, or by an earlier attempt
 * of the same job); false when another build holds that sequence.
 */
export async function appendPointerEntry(
  store: Pick<ObjectStore, 'putIfAbsent' | 'get'>,
  handle: string,
  next: LivePointer,
): Promise<boolean> {
  assertPointer(next);
  const key = entryKey(handle, next.sequence);
  if ((await store.putIfAbsent(key, entryBody(next), entryHeaders)) !== null) return true;
  const existing = await store.get(key);
  return existing !== null && parseEntry(existing.body).buildId === next.buildId;
}

/**
 * Makes `next` live if its sequence is above the current one's (compare-and-set on the sequence).
 * Returns `stale` with the winner when a newer or equal sequence is already there, or when a newer
 * one landed while this one was being written.
 */
export async function advancePointerLog(
  store: LogStore,
  handle: string,
  next: LivePointer,
  options: PointerLogOptions = {},
): Promise<AdvanceResult> {
  assertPointer(next);
  const current = await readPointerLog(store, handle);
  if (current !== null && current.sequence >= next.sequence) return { outcome: 'stale', current };
  const created = await store.putIfAbsent(entryKey(handle, next.sequence), entryBody(next), entryHeaders);
  const after = await readPointerLog(store, handle);
  if (created === null || after === null || after.sequence !== next.sequence) {
    return { outcome: 'stale', current: after ?? next };
  }
  await collectOldEntries(store, handle, options.keep ?? 10);
  return { outcome: 'advanced', previous: current };
}

async function collectOldEntries(store: LogStore, handle: string, keep: number): Promise<void> {
  await collectPointerLog(store, handle, keep);
}

/**
 * Removes the entries of the handle's log below the newest `keep` (at least one, the live entry).
 * @returns how many were removed.
 */
export async function collectPointerLog(store: LogStore, handle: string, keep = 10): Promise<number> {
  const keys = await entryKeys(store, handle);
  const old = keys.slice(0, Math.max(0, keys.length - Math.max(1, keep)));
  for (const key of old) await store.delete(key).catch(() => undefined);
  return old.length;
}
