-- 0002_publishing: what the publish jobs need beyond 0001 (publisher/README.md "Jobs").
-- Core SQL only, like 0001: it runs on PGlite, Postgres 15+ and Supabase.

-- One number per request from one sequence. It orders every write a job makes: the live-pointer
-- log entry of the handle, its sitemap entry, and the published copy, so an older job finishing
-- late can never replace the work of a newer one. It is drawn under the website's row lock
-- (`select … for update` in the request transaction), so a website's requests are numbered in the
-- order they were recorded.
create sequence publish_sequence;
alter table publish_requests add column sequence bigint not null default nextval('publish_sequence');
alter sequence publish_sequence owned by publish_requests.sequence;
alter table publish_requests add constraint publish_requests_sequence_key unique (sequence);
-- A replay bumps the generation, so its job id is new (BullMQ ignores an add whose id it still keeps).
alter table publish_requests add column generation integer not null default 0;
alter table publish_requests add column build_id text;
alter table publish_requests add column outcome text;
alter table publish_requests add column finished_at timestamptz;
alter table publish_requests add constraint publish_requests_generation_non_negative check (generation >= 0);
alter table publish_requests add constraint publish_requests_outcome_check check (
  outcome in ('live', 'superseded', 'unpublished')
);
create index publish_requests_build_id_idx on publish_requests (website_id, build_id) where build_id is not null;

-- Repeated clicks on one version collapse into one open request, per target address: a publish
-- to another address at the same draft version is another request.
drop index publish_requests_one_open_idx;
create unique index publish_requests_one_open_idx
  on publish_requests (website_id, draft_version, kind, coalesce(handle, ''))
  where state in ('queued', 'running');

-- The sequence of the last request applied to the website / to its published copy.
alter table websites add column publish_sequence bigint not null default 0;
alter table published_sites add column sequence bigint not null default 0;

-- Handles held by a website: its published address, and the ones its open requests publish to.
-- The primary key decides a race for a handle (spec §5 'Web address unavailable'). A claim is
-- released when the website no longer publishes there (rename done, unpublish, delete).
create table handle_claims (
  handle text primary key,
  website_id text not null references websites (id) on delete cascade,
  claimed_at timestamptz not null default now(),
  constraint handle_claims_handle_format check (handle ~ '^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$')
);
create index handle_claims_website_id_idx on handle_claims (website_id);
insert into handle_claims (handle, website_id)
  select handle, id from websites where handle is not null on conflict do nothing;
insert into handle_claims (handle, website_id)
  select handle, website_id from published_sites on conflict do nothing;

-- Spec §3 Sitemap: one row per handle ever listed. `indexed = false` keeps a removed handle's
-- sequence, so a late, older job cannot list it again. Buckets record when their file last changed
-- (the index's lastmod); an empty bucket has no row and no file.
create table sitemap_entries (
  version integer not null references sitemap_iterations (version),
  handle text not null,
  bucket integer not null,
  lastmod timestamptz not null,
  indexed boolean not null,
  sequence bigint not null,
  primary key (version, handle),
  constraint sitemap_entries_bucket_non_negative check (bucket >= 0)
);
create index sitemap_entries_bucket_idx on sitemap_entries (version, bucket) where indexed;

create table sitemap_buckets (
  version integer not null references sitemap_iterations (version),
  bucket integer not null,
  modified_at timestamptz not null,
  primary key (version, bucket),
  constraint sitemap_buckets_bucket_non_negative check (bucket >= 0)
);

alter table handle_claims enable row level security;
alter table sitemap_entries enable row level security;
alter table sitemap_buckets enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on handle_claims, sitemap_entries, sitemap_buckets from anon, authenticated;
    revoke all on sequence publish_sequence from anon, authenticated;
  end if;
end;
$$;
