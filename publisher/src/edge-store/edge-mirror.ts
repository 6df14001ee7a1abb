import type { Queryable } from '../jobs/database.ts';
import type { LivePointer, ObjectStore } from '../object-store/object-store.ts';
import { type EdgeStore, EdgeStoreConflict } from './edge-store.ts';

/**
 * Mirrors the live state into the edge's key-value store (the layout `serving/edge/viewer-request.ts`
 * reads):
 * - `site:{handle}` → `{"build":"{buildId}","seq":{sequence},"domain":"{host}"|null}` while the
 *   handle's pointer names a build; no key once it is unpublished, deleted or renamed away;
 * - `domain:{host}` → the handle, while the domain is Connected to it (spec §4) AND the handle's live
 *   build was rendered for that domain; no key otherwise.
 *
 * The pointer log (compare-and-set) and `website_domains` are the truth; the KVS only follows them.
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

/** The `site:{handle}` value of a live pointer; null (no key) for none or a tombstone. */
export function siteValue(pointer: LivePointer | null): string | null {
  if (pointer === null || pointer.buildId === null) return null;
  return JSON.stringify({ build: pointer.buildId, seq: pointer.sequence, domain: pointer.domain ?? null });
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

/** Read-compare-write until `key` holds what `wanted` says. Returns every value seen in the KVS. */
async function converge(
  edge: EdgeStore,
  key: string,
  wanted: () => Promise<Wanted>,
): Promise<(string | null)[]> {
  const seen: (string | null)[] = [];
  for (let round = 0; round < maxMirrorRounds; round++) {
    const want = await wanted();
    // The ETag first: if the key changes after it, the write below is refused and we go round again.
    const etag = await edge.etag();
    const have = await edge.get(key);
    seen.push(have);
    if (have === want.value) return seen;
    const stored = parseSite(have).seq;
    if (want.sequence !== undefined && stored !== null && stored > want.sequence) return seen;
    try {
      if (want.value === null) await edge.delete(key, etag);
      else await edge.put(key, want.value, etag);
    } catch (error) {
      if (!(error instanceof EdgeStoreConflict)) throw error;
    }
  }
  throw new EdgeMirrorUnsettled(key);
}

/** The handle `host` should route to at the edge, or null (see the module comment). */
async function wantedDomain(deps: EdgeMirrorDeps, host: string): Promise<string | null> {
  const { rows } = await deps.db.query<{ website_name: string }>(
    `select website_name from website_domains
      where domain_name = $1 and state = 'Connected' and website_id is not null and website_name is not null`,
    [host],
  );
  const handle = rows[0]?.website_name;
  if (!handle) return null;
  const pointer = await deps.store.readPointer(handle);
  return pointer !== null && pointer.buildId !== null && pointer.domain === host ? handle : null;
}

/** Mirrors `domain:{host}`. A no-op without an edge store. */
export async function mirrorDomain(deps: EdgeMirrorDeps, host: string): Promise<void> {
  const edge = deps.edge;
  if (!edge || edge.kind === 'none') return;
  await converge(edge, edgeKeys.domain(host), async () => ({ value: await wantedDomain(deps, host) }));
}

/**
 * Mirrors `site:{handle}` from the handle's live pointer, then `domain:{host}` of every domain
 * involved: the one the new value names, the ones the replaced values named, and the domains the
 * database attaches to the handle. A no-op without an edge store.
 */
export async function mirrorSite(deps: EdgeMirrorDeps, handle: string): Promise<void> {
  const edge = deps.edge;
  if (!edge || edge.kind === 'none') return;
  const seen = await converge(edge, edgeKeys.site(handle), async () => {
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
  const attached = await deps.db.query<{ domain_name: string }>(
    'select domain_name from website_domains where website_name = $1',
    [handle],
  );
  for (const row of attached.rows) domains.add(row.domain_name);
  for (const domain of [...domains].sort()) await mirrorDomain(deps, domain);
}
