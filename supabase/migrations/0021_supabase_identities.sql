-- Supabase Auth mode (SUPABASE_URL set): which Supabase Auth user (the access token's `sub`) is
-- which of our users. Made on the first call with a valid token, from the token's e-mail; it goes
-- with the user (account deletion also deletes the Supabase user through its admin API).
create table supabase_identities (
  supabase_user_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- When Supabase Auth last confirmed the user exists (GET /auth/v1/user), shared by every api process.
  confirmed_at timestamptz not null default now(),
  constraint supabase_identities_user_id_key unique (user_id)
);
alter table supabase_identities enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on supabase_identities from anon, authenticated;
  end if;
end;
$$;
