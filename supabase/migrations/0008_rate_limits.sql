-- 0008_rate_limits: the shared rate-limit log (api/src/http/database-rate-limit.ts), used when
-- several api processes serve one database, so a limit counts every process's requests.
-- One row per charged hit: a sliding-window log per (rule, key), exactly like the in-memory
-- limiter. Times come from the api's clock, never the database's `now()`.

create table rate_limit_hits (
  rule text not null,
  key text not null,
  at timestamptz not null,
  -- `at` + the rule's window: when the row stops counting, so one cheap statement purges every
  -- rule without knowing its window.
  expires_at timestamptz not null,
  constraint rate_limit_hits_window_check check (expires_at > at)
);

-- The check of each request: the newest hits of one counter.
create index rate_limit_hits_rule_key_at_idx on rate_limit_hits (rule, key, at);
-- The hourly purge.
create index rate_limit_hits_expires_at_idx on rate_limit_hits (expires_at);

alter table rate_limit_hits enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on rate_limit_hits from anon, authenticated;
  end if;
end;
$$;
