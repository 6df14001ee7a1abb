-- 0003_auth: what the built-in sign-in needs beyond 0001 (api/src/auth, api/README.md "Sign-in").
--
-- Every secret is stored only as a keyed hash (HMAC-SHA256 under a key derived from JWT_SECRET):
-- refresh tokens, e-mail verification tokens. Sign-in tokens (the custom token) are signed, not
-- stored; only the id of a used one is kept, so it cannot be used twice.
-- Times are written by the api from its own clock (tests move it), never by now() defaults.

-- spec §4 "registration is called": set by POST /api/login/register the first time (201), so the
-- second call answers 200. first_sign_in_at = created_at marks an account made by a sign-in.
alter table users add column registered_at timestamptz;

-- Refresh-token rotation: sessions.refresh_token_hash is the current token of the session (one
-- session = one token family); every token it replaced is kept here until the session ends.
-- Presenting one of these again is a reuse, and revokes the whole session.
create table session_rotated_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  rotated_at timestamptz not null
);
create index session_rotated_tokens_session_id_idx on session_rotated_tokens (session_id);
create index sessions_expires_at_idx on sessions (expires_at);

-- spec §1 "sign-up sends a verification e-mail". email is the address the link verifies (it may
-- have changed since), so a link for an old address never verifies a new one.
create table email_verifications (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint email_verifications_email_normalised check (email = lower(btrim(email))),
  constraint email_verifications_expiry_after_creation check (expires_at > created_at)
);
create index email_verifications_user_id_idx on email_verifications (user_id);
create index email_verifications_expires_at_idx on email_verifications (expires_at);

-- Single use of sign-in tokens (spec §1 "custom token"): the jti of each exchanged token, kept
-- until the token would have expired anyway.
create table sign_in_token_uses (
  jti text primary key,
  used_at timestamptz not null,
  expires_at timestamptz not null,
  constraint sign_in_token_uses_jti_length check (char_length(jti) between 16 and 64)
);
create index sign_in_token_uses_expires_at_idx on sign_in_token_uses (expires_at);

create index otp_sessions_expires_at_idx on otp_sessions (expires_at);
create index magic_links_expires_at_idx on magic_links (expires_at);

alter table session_rotated_tokens enable row level security;
alter table email_verifications enable row level security;
alter table sign_in_token_uses enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on session_rotated_tokens, email_verifications, sign_in_token_uses from anon, authenticated;
  end if;
end;
$$;
