-- 0013_republish_runs: an operator's mass republish (`npm run jobs -- republish-all`). A run walks the
-- published websites in website id order; `cursor` is the last website it handled, advanced in the
-- transaction that records that website's republish request, so a stopped run resumes after it:
-- no site twice, none missed. `republish_run_requests` lists what the run recorded (its failures are
-- the failed requests among them, replayed with `npm run jobs -- replay-failed`).

create table republish_runs (
  id uuid primary key default gen_random_uuid(),
  style text,
  rate_per_second double precision not null,
  cursor text,
  recorded integer not null default 0,
  skipped integer not null default 0,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  abandoned boolean not null default false,
  constraint republish_runs_rate_positive check (rate_per_second > 0)
);
-- At most one run is unfinished: a new one starts only once the last finished or was abandoned.
create unique index republish_runs_one_unfinished_idx on republish_runs ((true)) where finished_at is null;

create table republish_run_requests (
  run_id uuid not null references republish_runs (id) on delete cascade,
  website_id text not null,
  request_id uuid not null references publish_requests (id) on delete cascade,
  primary key (run_id, website_id)
);
create index republish_run_requests_request_idx on republish_run_requests (request_id);

alter table republish_runs enable row level security;
alter table republish_run_requests enable row level security;

-- Supabase's Data API reaches nothing here (0001): the new tables are no exception.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on republish_runs from anon, authenticated;
    revoke all on republish_run_requests from anon, authenticated;
  end if;
end;
$$;
