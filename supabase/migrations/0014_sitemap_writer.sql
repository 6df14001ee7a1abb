-- 0014_sitemap_writer: the sitemap leaves the publish job (spec §3 Sitemap). A job only records its
-- handle's entry in every live iteration and marks the touched bucket dirty (`changes`); one writer
-- per bucket, in any worker, claims a dirty bucket (a lease: `claim_token` until `claimed_until`),
-- renders it from `sitemap_entries` and records what it wrote (`written`, `written_at`). The index of
-- an iteration is its bucket -1, written the same way. A bucket over the size limit starts the next
-- iteration (twice the buckets) in state `building`; once all its files are written it becomes
-- `active` and the old one `retired` (robots.txt then names the new index).

-- FNV-1a 32-bit over the UTF-8 bytes (model's `fnv1a32`), for the backfill of `sitemap_entries.hash`
-- and for tests comparing it with the JavaScript one. h stays below 2^32, h * 16777619 below 2^57.
create function sitemap_fnv1a32(name text) returns bigint
language plpgsql immutable strict
as $$
declare
  bytes bytea := convert_to(name, 'UTF8');
  h bigint := 2166136261;
begin
  for i in 0 .. length(bytes) - 1 loop
    h := ((h # get_byte(bytes, i)) * 16777619) % 4294967296;
  end loop;
  return h;
end;
$$;

alter table sitemap_iterations add column state text not null default 'building';
-- The newest existing iteration is the one served; any older one is retired.
update sitemap_iterations set state = 'retired';
update sitemap_iterations set state = 'active' where version = (select max(version) from sitemap_iterations);
alter table sitemap_iterations add constraint sitemap_iterations_state_known
  check (state in ('building', 'active', 'retired'));
create unique index sitemap_iterations_one_active_idx on sitemap_iterations ((true)) where state = 'active';
create unique index sitemap_iterations_one_building_idx on sitemap_iterations ((true)) where state = 'building';

-- The hash of the handle, so a new iteration's buckets (hash % bucket_count) are computed in SQL.
alter table sitemap_entries add column hash bigint;
update sitemap_entries set hash = sitemap_fnv1a32(handle);
alter table sitemap_entries alter column hash set not null;
alter table sitemap_entries add constraint sitemap_entries_hash_range check (hash between 0 and 4294967295);

-- A bucket row now exists once the bucket was touched: `modified_at` null means it has no file.
-- Bucket -1 is the iteration's index. Dirty: changes > written.
alter table sitemap_buckets alter column modified_at drop not null;
alter table sitemap_buckets drop constraint sitemap_buckets_bucket_non_negative;
alter table sitemap_buckets add constraint sitemap_buckets_bucket_or_index check (bucket >= -1);
alter table sitemap_buckets add column changes bigint not null default 0;
alter table sitemap_buckets add column written bigint not null default 0;
alter table sitemap_buckets add column written_at timestamptz;
alter table sitemap_buckets add column claim_token uuid;
alter table sitemap_buckets add column claimed_until timestamptz;
update sitemap_buckets set written_at = modified_at;
-- The index of each iteration that has bucket files, as written by the job-time code before.
insert into sitemap_buckets (version, bucket, modified_at, written_at)
  select version, -1, max(modified_at), max(modified_at) from sitemap_buckets group by version;
create index sitemap_buckets_dirty_idx on sitemap_buckets (version, bucket) where changes > written;

-- RLS stays on for the three tables (0001, 0002); the new function reads nothing.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function sitemap_fnv1a32(text) from anon, authenticated, public;
  end if;
end;
$$;
