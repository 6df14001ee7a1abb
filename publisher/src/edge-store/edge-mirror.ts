import type { Queryable } from '@sitewright/store';
import { findHandleServedBy, listDomainNamesRoutingTo } from '@sitewright/store';
import type { LivePointer, ObjectStore } from '../object-store/object-store.ts';
import { handleServedAt, liveSiteOf } from '../serving/site-origin.ts';
import { type EdgeStore, EdgeStoreConflict } from './edge-store.ts';

/**
 * Mirrors the live state into the edge's key-value store (the layout `serving/edge/viewer-request.ts`
 * reads):
 * - `site:{handle}` → `{"build":"{buildId}","seq":{sequence},"domain":"{host}"|null}` while the
 *   handle's pointer names a build; no key once it is unpublished, deleted or renamed away;
 * - `domain:{host}` → the handle, while the domain is Connected to it (spec §4) AND the handle's live
 *   build was rendered for that domain; no key otherwise. The same rule as the embedded sites
 *   server's (`serving/site-origin.ts`), which reads it per request instead.
 *
 * The pointer log (compare-and-set) and the domains (store's serving-domain rule) are the truth;
 * the KVS only follows them.
 * Every call re-reads the truth and writes what it says, never what the caller built, so a job that
 * finishes late cannot roll the edge back: it writes the newer job's build, or nothing. A write is
 * conditional on the store's ETag; a conflict, or a successful write, starts another round that
 * re-reads both sides, until the KVS holds what the truth says (bounded).
 */

/** What the mirror reads and writes; `PublisherDeps` fits. */
export interface EdgeMirrorDeps {
  db: Queryable;
  store: Pick<ObjectStore, 'readPointer'>;
  /** @defaultValue none: every call is a no-op */
  edge?: EdgeStore;
}

/** The KVS keys the edge function reads. */
export const edgeKeys = {
  site: (handle: string) => `site:${handle}`,
  domain: (host: string) => `domain:${host}`,
};

/** Rounds of read-compare-write before {@link EdgeMirrorUnsettled}: each lost race costs one. */
export const maxMirrorRounds = 8;

/** The KVS kept changing under the mirror for {@link maxMirrorRounds} rounds (the job retries). */
export class EdgeMirrorUnsettled extends Error {
  constructor(readonly key: string) {
    super(`The edge key ${key} did not settle after ${maxMirrorRounds} rounds`);
    this.name = 'EdgeMirrorUnsettled';
  }
}

/** One KVS key the mirror changed: its value before and after (null: no key). */
export interface EdgeKeyChange {
  key: string;
  before: string | null;
  after: string | null;
}

/** The `site:{handle}` value of a live pointer; null (no key) for none or a tombstone. */
export function siteValue(pointer: LivePointer | null): string | null {
  const site = liveSiteOf(pointer);
  if (pointer === null || site === null) return null;
  return JSON.stringify({ build: site.buildId, seq: pointer.sequence, domain: site.domain });
}

function parseSite(value: string | null): { seq: number | null; domain: string | null } {
  if (value === null) return { seq: null, domain: null };
  try {
    const parsed = JSON.parse(value) as { seq?: unknown; domain?: unknown };
    return {
      seq: typeof parsed.seq === 'number' ? parsed.seq : null,
      domain: typeof parsed.domain === 'string' ? parsed.domain : null,
    };
  } catch {
    return { seq: null, domain: null };
  }
}

interface Wanted {
  value: string | null;
  /** The pointer sequence the value comes from: a stored value with a higher `seq` is newer. */
  sequence?: number;
}

interface Converged {
  /** Every value seen in the KVS, one a round. */
  seen: (string | null)[];
  /** The change, when the value it settled on is not the one first seen. */
  change: EdgeKeyChange | null;
}

function settled(key: string, seen: (string | null)[]): Converged {
  const before = seen[0] ?? null;
  const after = seen[seen.length - 1] ?? null;
  return { seen, change: before === after ? null : { key, before, after } };
}

/** Read-compare-write until `key` holds what `wanted` says. */
async function converge(edge: EdgeStore, key: string, wanted: () => Promise<Wanted>): Promise<Converged> {
  const seen: (string | null)[] = [];
  for (let round = 0; round < maxMirrorRounds; round++) {
    const want = await wanted();
    // The ETag first: if the key changes after it, the write below is refused and we go round again.
    const etag = await edge.etag();
    const have = await edge.get(key);
    seen.push(have);
    if (have === want.value) return settled(key, seen);
    const stored = parseSite(have).seq;
    if (want.sequence !== undefined && stored !== null && stored > want.sequence) return settled(key, seen);
    try {
      if (want.value === null) await edge.delete(key, etag);
      else await edge.put(key, want.value, etag);
    } catch (error) {
      if (!(error instanceof EdgeStoreConflict)) throw error;
    }
  }
  throw new EdgeMirrorUnsettled(key);
}

/** The handle `host` should route to at the edge, or null: `handleServedAt` over the database. */
function wantedDomain(deps: EdgeMirrorDeps, host: string): Promise<string | null> {
  return handleServedAt(
    {
      connectedHandle: (domain) => findHandleServedBy(deps.db, domain),
      readPointer: (handle) => deps.store.readPointer(handle),
    },
    host,
  );
}

/** Mirrors `domain:{host}`; returns what it changed. A no-op without an edge store. */
export async function mirrorDomain(deps: EdgeMirrorDeps, host: string): Promise<EdgeKeyChange[]> {
  const edge = deps.edge;
  if (!edge || edge.kind === 'none') return [];
  const { change } = await converge(edge, edgeKeys.domain(host), async () => ({
    value: await wantedDomain(deps, host),
  }));
  return change ? [change] : [];
}

/**
 * Mirrors `site:{handle}` from the handle's live pointer, then `domain:{host}` of every domain
 * involved: the one the new value names, the ones the replaced values named, and the domains the
 * database attaches to the handle. Returns what it changed. A no-op without an edge store.
 */
export async function mirrorSite(deps: EdgeMirrorDeps, handle: string): Promise<EdgeKeyChange[]> {
  const edge = deps.edge;
  if (!edge || edge.kind === 'none') return [];
  const { seen, change } = await converge(edge, edgeKeys.site(handle), async () => {
    const pointer = await deps.store.readPointer(handle);
    return pointer === null ? { value: null } : { value: siteValue(pointer), sequence: pointer.sequence };
  });
  const domains = new Set<string>();
  for (const value of seen) {
    const domain = parseSite(value).domain;
    if (domain) domains.add(domain);
  }
  const pointer = await deps.store.readPointer(handle);
  if (pointer?.domain) domains.add(pointer.domain);
  for (const domain of await listDomainNamesRoutingTo(deps.db, handle)) domains.add(domain);
  const changes = change ? [change] : [];
  for (const domain of [...domains].sort()) changes.push(...(await mirrorDomain(deps, domain)));
  return changes;
}
