-- 0010_rate_limit_counters: the shared rate limits become rate-limiter-flexible's Postgres store
-- (store/src/rate-limits/shared-rate-limiter.ts): one counter per (rule, key) in a fixed window,
-- instead of one row per hit. The old hit log goes; its counts last at most an hour, so nothing is
-- carried over.

drop table if exists rate_limit_hits;

-- The library's own layout (its statements insert positionally: key, points, expire), with `key`
-- as text: a rule name and an e-mail can pass 255 characters.
create table rate_limits (
  -- `{rule}:{key}`, e.g. `otp-email:ada@example.com`.
  key text primary key,
  -- Hits charged in the current window.
  points integer not null default 0,
  -- When the window closes, in milliseconds since the epoch (the api's time, not the database's).
  expire bigint
);

-- The hourly purge of closed windows.
create index rate_limits_expire_idx on rate_limits (expire);

alter table rate_limits enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on rate_limits from anon, authenticated;
  end if;
end;
$$;
