-- 0020_trial_drafts: try before signing up (api/README.md "Trial websites").
--
-- A visitor without an account who runs onboarding gets a trial identity: a `users` row that can
-- never sign in (disabled, an address under the reserved `.invalid` domain that no mail reaches),
-- and this row with the hash of the secret held by the visitor's httpOnly cookie. The generated
-- website is an ordinary `websites` row owned by that user, so reading, saving and previewing it
-- run the same code as any draft. Claiming moves the website to the signed-in user and deletes the
-- trial user; an unclaimed trial is deleted with its website (`on delete cascade`) once
-- `expires_at` has passed, by the api's hourly housekeeping.
create table trial_visitors (
  user_id uuid primary key references users (id) on delete cascade,
  secret_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  constraint trial_visitors_secret_hash_key unique (secret_hash),
  constraint trial_visitors_expiry_after_creation check (expires_at > created_at)
);
create index trial_visitors_expires_at_idx on trial_visitors (expires_at);
alter table trial_visitors enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on trial_visitors from anon, authenticated;
  end if;
end;
$$;
