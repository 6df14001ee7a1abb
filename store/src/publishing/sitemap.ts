import type { Database, Queryable } from '../database/database.ts';
import { toDate, toNumber } from './row-values.ts';

/**
 * What the shared sitemap holds (spec §3: an iteration has a version and a bucket count, v1 with 16
 * buckets by default), as `sitemap_iterations`, `sitemap_entries` and `sitemap_buckets` record it
 * (0002, 0014). A publish job records its handle's entry and marks its bucket dirty; the
 * publisher's sitemap writer claims dirty buckets, writes their files and records them written.
 */

/** The sitemap iteration in use: its version and how many buckets it has. */
export interface SitemapIterationRow {
  version: number;
  bucketCount: number;
}

/** One site its bucket's file lists: its URL, and its second language's beside it (`language`). */
export interface IndexedSitemapEntry {
  handle: string;
  lastmod: Date;
  /** The site's second language (`es` …: its page `/{handle}/es/`), or null when it has one page. */
  language: string | null;
}

/** The indexed entries of one bucket: the sites its file lists. */
export async function indexedSitemapEntries(
  tx: Queryable,
  version: number,
  bucket: number,
): Promise<IndexedSitemapEntry[]> {
  const { rows } = await tx.query<{ handle: string; lastmod: unknown; language: string | null }>(
    'select handle, lastmod, language from sitemap_entries where version = $1 and bucket = $2 and indexed',
    [version, bucket],
  );
  return rows.map((row) => ({
    handle: row.handle,
    lastmod: toDate(row.lastmod),
    language: row.language ?? null,
  }));
}

/** `building` (its files are being written), `active` (robots.txt names its index), `retired`. */
export type SitemapIterationState = 'building' | 'active' | 'retired';

/** An iteration and where it stands. */
export interface LiveSitemapIteration extends SitemapIterationRow {
  state: SitemapIterationState;
}

/** The bucket number of an iteration's index in `sitemap_buckets`. */
export const sitemapIndexBucket = -1;

/**
 * The barrier between recorders and a growing iteration: each recording transaction holds it
 * shared, the one that creates the next iteration takes it exclusive (it waits for recordings in
 * flight; the ones after it see the new iteration).
 */
const barrier = `hashtext('sitewright:sitemap_iterations')`;

/** The iterations a change is recorded in and the writer writes: `active` and `building`. */
export async function liveSitemapIterations(db: Queryable): Promise<LiveSitemapIteration[]> {
  const { rows } = await db.query<{ version: unknown; bucket_count: unknown; state: string }>(
    `select version, bucket_count, state from sitemap_iterations
     where state in ('active', 'building') order by version`,
  );
  return rows.map((row) => ({
    version: toNumber(row.version),
    bucketCount: toNumber(row.bucket_count),
    state: row.state as SitemapIterationState,
  }));
}

/** One job's change to a handle's sitemap entry. */
export interface SitemapChangeRecord {
  handle: string;
  /** FNV-1a 32 of the handle (model's `fnv1a32`): the bucket is `hash % bucket_count`. */
  hash: number;
  lastmod: Date;
  /** Listed (false: removed, unpublished, or published without search indexing). */
  indexed: boolean;
  /** The request's sequence: a change older than the handle's last one changes nothing. */
  sequence: number;
  /**
   * The site's second language (`es` …), listed as a second URL `/{handle}/es/` with the first as
   * its alternate. @defaultValue null (one page)
   */
  language?: string | null;
}

/**
 * Records a handle's change in every live iteration (`active` and `building`) and marks the touched
 * buckets dirty; the writer renders them later. Two statements, no row of a shared table locked
 * for longer than its own upsert: two recorders of different handles never wait for each other.
 * A change older (by sequence) than the entry's changes nothing; one that neither lists the handle
 * nor listed it before leaves the bucket clean. Run it in its own short transaction (`tx`): its
 * first statement takes the growth barrier shared until COMMIT.
 * @returns the buckets marked dirty.
 */
export async function recordSitemapChange(
  tx: Queryable,
  change: SitemapChangeRecord,
): Promise<{ version: number; bucket: number }[]> {
  if (!Number.isInteger(change.hash) || change.hash < 0 || change.hash > 0xffffffff) {
    throw new RangeError(`Not an FNV-1a 32 hash: ${change.hash}`);
  }
  await tx.query(`select pg_advisory_xact_lock_shared(${barrier})`);
  const { rows } = await tx.query<{ version: unknown; bucket: unknown }>(
    `with live as (
       select version, bucket_count from sitemap_iterations where state in ('active', 'building')
     ), before as (
       select e.version, e.indexed from sitemap_entries e join live using (version) where e.handle = $1::text
     ), upserted as (
       insert into sitemap_entries (version, handle, hash, bucket, lastmod, indexed, sequence, language)
       select version, $1::text, $2::bigint, ($2::bigint % bucket_count)::integer, $3::timestamptz, $4::boolean, $5::bigint, $6::text from live
       on conflict (version, handle) do update set hash = excluded.hash, bucket = excluded.bucket,
         lastmod = excluded.lastmod, indexed = excluded.indexed, sequence = excluded.sequence,
         language = excluded.language
       where sitemap_entries.sequence < excluded.sequence
       returning version, bucket
     )
     insert into sitemap_buckets (version, bucket, changes)
     select u.version, u.bucket, 1 from upserted u left join before b using (version)
     where $4::boolean or coalesce(b.indexed, false)
     -- One order for every recorder (two live iterations: two bucket rows), so none deadlocks.
     order by u.version
     on conflict (version, bucket) do update set changes = sitemap_buckets.changes + 1
     returning version, bucket`,
    [change.handle, change.hash, change.lastmod, change.indexed, change.sequence, change.language ?? null],
  );
  return rows.map((row) => ({ version: toNumber(row.version), bucket: toNumber(row.bucket) }));
}

/** A bucket (or an index: bucket -1) a writer holds until `claimedUntil`. */
export interface SitemapClaim {
  version: number;
  bucketCount: number;
  state: SitemapIterationState;
  /** The bucket number, or {@link sitemapIndexBucket} for the iteration's index. */
  bucket: number;
  /** The `changes` count the claim saw: what a finished write records as written. */
  changes: number;
  token: string;
}

/** Options of {@link claimSitemapWork}. */
export interface SitemapClaimOptions {
  /** A fresh uuid per claim. */
  token: string;
  now: Date;
  /** Only a file last written at or before this (the writer's interval); null: any. */
  writtenBefore: Date | null;
  /** The lease: another writer may claim the file after it (a crashed writer's claim expires). */
  claimedUntil: Date;
}

/**
 * Claims one dirty file of a live iteration — buckets before indexes, the longest unwritten first —
 * that no live lease holds and that was not written after `writtenBefore`. Exclusive: a row another
 * writer is claiming is skipped (`for update skip locked`), a held lease is not expired.
 * @returns null when there is nothing to write now.
 */
export async function claimSitemapWork(
  db: Queryable,
  options: SitemapClaimOptions,
): Promise<SitemapClaim | null> {
  const { rows } = await db.query<{
    version: unknown;
    bucket: unknown;
    changes: unknown;
    bucket_count: unknown;
    state: string;
  }>(
    `with candidate as (
       select b.version, b.bucket from sitemap_buckets b
       join sitemap_iterations i on i.version = b.version
       where i.state in ('active', 'building') and b.changes > b.written
         and (b.claimed_until is null or b.claimed_until <= $2)
         and ($3::timestamptz is null or b.written_at is null or b.written_at <= $3)
       order by b.bucket < 0, b.written_at nulls first, b.version, b.bucket
       limit 1
       for update of b skip locked
     )
     update sitemap_buckets b set claim_token = $1, claimed_until = $4
     from candidate c, sitemap_iterations i
     where b.version = c.version and b.bucket = c.bucket and i.version = b.version
     returning b.version, b.bucket, b.changes, i.bucket_count, i.state`,
    [options.token, options.now, options.writtenBefore, options.claimedUntil],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    version: toNumber(row.version),
    bucketCount: toNumber(row.bucket_count),
    state: row.state as SitemapIterationState,
    bucket: toNumber(row.bucket),
    changes: toNumber(row.changes),
    token: options.token,
  };
}

/** The files an index lists: the iteration's buckets that have one, by bucket number. */
export async function sitemapBucketFiles(
  db: Queryable,
  version: number,
): Promise<{ files: { bucket: number; modifiedAt: Date }[]; unwritten: number }> {
  const { rows } = await db.query<{
    bucket: unknown;
    modified_at: unknown;
    written: unknown;
    changes: unknown;
  }>(
    `select bucket, modified_at, written, changes from sitemap_buckets
     where version = $1 and bucket >= 0 order by bucket`,
    [version],
  );
  const files: { bucket: number; modifiedAt: Date }[] = [];
  let unwritten = 0;
  for (const row of rows) {
    if (row.modified_at !== null && row.modified_at !== undefined) {
      files.push({ bucket: toNumber(row.bucket), modifiedAt: toDate(row.modified_at) });
    }
    if (toNumber(row.written) === 0 && toNumber(row.changes) > 0) unwritten++;
  }
  return { files, unwritten };
}

/**
 * The number of URLs the iteration's fullest bucket lists (0 when none): one per indexed entry,
 * two for a site with a second language.
 */
export async function largestSitemapBucket(db: Queryable, version: number): Promise<number> {
  const { rows } = await db.query<{ largest: unknown }>(
    `select coalesce(max(n), 0) as largest from (
       select sum(case when language is null then 1 else 2 end) as n
       from sitemap_entries where version = $1 and indexed group by bucket
     ) counts`,
    [version],
  );
  return toNumber(rows[0]?.largest ?? 0);
}

/**
 * Records a claimed file as written (`hasFile`: put; false: deleted) at `now`, up to the `changes`
 * the claim saw, and marks the iteration's index dirty when it was a bucket. Only while the claim's
 * token holds; when another writer took the file over (the lease ran out), the file is marked dirty
 * again instead — this write may have landed after theirs.
 * @returns whether the claim still held.
 */
export async function finishSitemapWrite(
  db: Queryable,
  claim: SitemapClaim,
  result: { hasFile: boolean; now: Date },
): Promise<boolean> {
  const { rows } = await db.query<{ held: unknown }>(
    `with done as (
       update sitemap_buckets set written = $4, written_at = $5,
         modified_at = case when $6::boolean then $5::timestamptz else null end,
         claim_token = null, claimed_until = null
       where version = $1 and bucket = $2 and claim_token = $3
       returning version, bucket
     ), lost as (
       update sitemap_buckets set changes = changes + 1
       where version = $1 and bucket = $2 and not exists (select 1 from done)
     ), index_dirty as (
       insert into sitemap_buckets (version, bucket, changes)
       select version, -1, 1 from done where bucket >= 0
       on conflict (version, bucket) do update set changes = sitemap_buckets.changes + 1
     )
     select count(*) as held from done`,
    [claim.version, claim.bucket, claim.token, claim.changes, result.now, result.hasFile],
  );
  return toNumber(rows[0]?.held ?? 0) > 0;
}

/** Gives a claim back without writing (the storage call failed): another writer may take it. */
export async function releaseSitemapClaim(db: Queryable, claim: SitemapClaim): Promise<void> {
  await db.query(
    `update sitemap_buckets set claim_token = null, claimed_until = null
     where version = $1 and bucket = $2 and claim_token = $3`,
    [claim.version, claim.bucket, claim.token],
  );
}

/**
 * Starts the next iteration, version + 1 with twice the buckets (at most 4096), in state
 * `building`, unless one is building already or `fromVersion` is no longer the active one: copies
 * every entry of the active iteration with its bucket recomputed from the stored hash, and marks
 * its buckets and its index dirty. Takes the growth barrier exclusive, so a change recorded at the
 * same time lands in both iterations (it either committed before the copy, or sees the new one).
 * @returns the new iteration, or null when none was started.
 */
export async function startSitemapGrowth(
  db: Pick<Database, 'transaction'>,
  fromVersion: number,
): Promise<LiveSitemapIteration | null> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${barrier})`);
    const { rows } = await tx.query<{ version: unknown; bucket_count: unknown }>(
      `insert into sitemap_iterations (version, bucket_count, state)
       select version + 1, bucket_count * 2, 'building' from sitemap_iterations
       where state = 'active' and version = $1 and bucket_count * 2 <= 4096
         and not exists (select 1 from sitemap_iterations where state = 'building')
       returning version, bucket_count`,
      [fromVersion],
    );
    const row = rows[0];
    if (!row) return null;
    const version = toNumber(row.version);
    const bucketCount = toNumber(row.bucket_count);
    await tx.query(
      `insert into sitemap_entries (version, handle, hash, bucket, lastmod, indexed, sequence, language)
       select $1, handle, hash, (hash % $2)::integer, lastmod, indexed, sequence, language
       from sitemap_entries where version = $3`,
      [version, bucketCount, fromVersion],
    );
    await tx.query(
      `insert into sitemap_buckets (version, bucket, changes)
       select distinct version, bucket, 1 from sitemap_entries where version = $1 and indexed
       union all select $1, -1, 1`,
      [version],
    );
    return { version, bucketCount, state: 'building' as const };
  });
}

/**
 * Makes a `building` iteration the active one once every bucket of it with entries was written and
 * its index written after that (the caller checks the index it wrote listed them); the active one
 * is retired. Robots.txt is then the writer's to rewrite.
 * @returns whether it switched.
 */
export async function activateSitemapIteration(
  db: Pick<Database, 'transaction'>,
  version: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `select 1 from sitemap_iterations i where version = $1 and state = 'building'
         and not exists (select 1 from sitemap_buckets b
                         where b.version = i.version and b.bucket >= 0 and b.written = 0 and b.changes > 0)
         and exists (select 1 from sitemap_buckets b
                     where b.version = i.version and b.bucket = -1 and b.written > 0)
       for update`,
      [version],
    );
    if (rows.length === 0) return false;
    await tx.query(`update sitemap_iterations set state = 'retired' where state = 'active'`);
    await tx.query(`update sitemap_iterations set state = 'active' where version = $1`, [version]);
    return true;
  });
}
