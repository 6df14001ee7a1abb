-- 0001_initial: the tables of spec §3 and the constraints that keep them whole.
--
-- One schema for three runtimes: embedded PGlite, Postgres 15+, Supabase. So: core SQL only
-- (gen_random_uuid() is built in since PG 13, plpgsql is always there), no extensions.
-- The api's runner (api/src/db/migrate.ts) wraps this file in one transaction; do not add BEGIN/COMMIT.
-- Conventions: snake_case, timestamptz, named constraints (the api maps constraint names to errors).

-- Users and sign-in ---------------------------------------------------------------------------

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  provider text not null,
  email_verified boolean not null default false,
  password_hash text,
  disabled boolean not null default false,
  display_name text,
  created_at timestamptz not null default now(),
  first_sign_in_at timestamptz,
  constraint users_email_key unique (email),
  constraint users_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  constraint users_provider_check check (provider in ('google', 'email', 'password')),
  constraint users_password_provider_has_hash check (provider <> 'password' or password_hash is not null)
);

-- A refresh token lives here only as its hash; rotating it replaces the hash.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  refresh_token_hash text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint sessions_refresh_token_hash_key unique (refresh_token_hash),
  constraint sessions_expiry_after_creation check (expires_at > created_at)
);
create index sessions_user_id_idx on sessions (user_id);

-- spec §4 one-time code: 6 characters, at most 5 attempts; consumed_at is set once it is used.
create table otp_sessions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  constraint otp_sessions_email_normalised check (email = lower(btrim(email))),
  constraint otp_sessions_attempts_range check (attempts between 0 and 5),
  constraint otp_sessions_expiry_after_creation check (expires_at > created_at)
);
create index otp_sessions_email_idx on otp_sessions (email, created_at desc);

-- spec §2 'Device not supported': a link only signs in the browser that asked for it.
create table magic_links (
  token_hash text primary key,
  email text not null,
  browser_binding_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint magic_links_email_normalised check (email = lower(btrim(email))),
  constraint magic_links_expiry_after_creation check (expires_at > created_at)
);
create index magic_links_email_idx on magic_links (email, created_at desc);

-- Websites and publishing ---------------------------------------------------------------------

-- spec §5 handle: 3..24 of a-z, 0-9 and '-', not starting or ending with '-'.
create table websites (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  draft jsonb not null,
  draft_version integer not null default 1,
  handle text,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  last_designed_at timestamptz,
  last_shared_at timestamptz,
  last_published_at timestamptz,
  last_modified_by uuid references users (id) on delete set null,
  last_modified_by_at timestamptz,
  constraint websites_id_length check (char_length(id) between 1 and 128),
  constraint websites_draft_is_object check (jsonb_typeof(draft) = 'object'),
  constraint websites_draft_version_positive check (draft_version >= 1),
  constraint websites_handle_key unique (handle),
  constraint websites_handle_format check (handle ~ '^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$')
);
create index websites_user_id_idx on websites (user_id);
create index websites_last_modified_by_idx on websites (last_modified_by);

-- The published copy, keyed by handle. draft_version is the version it was built from: the
-- publisher's compare-and-set refuses to replace it with an older build.
create table published_sites (
  handle text primary key,
  website_id text not null references websites (id) on delete cascade,
  document jsonb not null,
  draft_version integer not null,
  build_id text not null,
  previous_build_id text,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  constraint published_sites_website_id_key unique (website_id),
  constraint published_sites_handle_format check (handle ~ '^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$'),
  constraint published_sites_document_is_object check (jsonb_typeof(document) = 'object')
);

-- The outbox (ARCHITECTURE "Publishing"): written in the transaction that claims the handle.
create table publish_requests (
  id uuid primary key default gen_random_uuid(),
  website_id text not null references websites (id) on delete cascade,
  kind text not null,
  handle text,
  previous_handle text,
  draft_version integer not null,
  document jsonb,
  state text not null default 'queued',
  attempts integer not null default 0,
  last_error text,
  requested_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint publish_requests_kind_check check (kind in ('publish', 'unpublish', 'rename', 'delete', 'rollback')),
  constraint publish_requests_state_check check (state in ('queued', 'running', 'succeeded', 'failed')),
  constraint publish_requests_attempts_non_negative check (attempts >= 0),
  constraint publish_requests_builds_have_snapshot check (
    kind not in ('publish', 'rename') or (handle is not null and document is not null)
  ),
  constraint publish_requests_rename_has_previous check (kind <> 'rename' or previous_handle is not null)
);
-- Repeated clicks on one version collapse into one open request; a later version is a new row.
create unique index publish_requests_one_open_idx on publish_requests (website_id, draft_version, kind)
  where state in ('queued', 'running');
create index publish_requests_waiting_idx on publish_requests (updated_at) where state in ('queued', 'running');
create index publish_requests_website_id_idx on publish_requests (website_id, created_at desc);

-- Spec §3 "Sitemap": version 1 with 16 buckets is the default iteration.
create table sitemap_iterations (
  version integer primary key,
  bucket_count integer not null default 16,
  created_at timestamptz not null default now(),
  constraint sitemap_iterations_version_positive check (version >= 1),
  constraint sitemap_iterations_bucket_count_range check (bucket_count between 1 and 4096)
);
insert into sitemap_iterations (version, bucket_count) values (1, 16);

-- Editors -------------------------------------------------------------------------------------

-- spec §4 invite state: Accepted iff accepted; accepted_at records when.
create table invites (
  id uuid primary key default gen_random_uuid(),
  website_id text not null references websites (id) on delete cascade,
  invited_user_email text not null,
  invited_user_id uuid references users (id) on delete set null,
  role text not null default 'Collaborator',
  accepted boolean not null default false,
  accepted_at timestamptz,
  created_at timestamptz not null default now(),
  last_sent_at timestamptz not null default now(),
  constraint invites_website_email_key unique (website_id, invited_user_email),
  constraint invites_email_normalised check (
    invited_user_email = lower(btrim(invited_user_email)) and char_length(invited_user_email) between 3 and 254
  ),
  constraint invites_role_check check (role = 'Collaborator'),
  constraint invites_accepted_at_matches check (accepted = (accepted_at is not null))
);
create index invites_invited_user_email_idx on invites (invited_user_email);
create index invites_invited_user_id_idx on invites (invited_user_id);

-- Custom domains ------------------------------------------------------------------------------

-- spec §4 domain states. website_name is the handle the domain is attached to (null = disconnected).
create table website_domains (
  domain_name text primary key,
  user_id uuid not null references users (id) on delete cascade,
  website_name text,
  state text not null default 'PendingOwnershipVerification',
  pending_reason text,
  failure_reason text,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  constraint website_domains_domain_name_format check (
    char_length(domain_name) <= 253
    and domain_name ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$'
  ),
  constraint website_domains_state_check check (
    state in ('PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation', 'Connected', 'Failed')
  ),
  constraint website_domains_pending_reason_check check (
    pending_reason in ('InvalidDNSSettings', 'CertificateActivationDelayed')
  ),
  constraint website_domains_failure_reason_check check (
    failure_reason in ('OwnershipVerificationExpired', 'CertificateActivationFailed')
  ),
  constraint website_domains_pending_reason_only_when_pending check (
    pending_reason is null or state not in ('Connected', 'Failed')
  ),
  constraint website_domains_failure_reason_only_when_failed check (failure_reason is null or state = 'Failed')
);
create index website_domains_user_id_idx on website_domains (user_id);
create index website_domains_website_name_idx on website_domains (website_name);

-- No foreign keys: the history outlives the domain and its user.
create table website_domain_history (
  id uuid primary key default gen_random_uuid(),
  domain_name text not null,
  user_id uuid,
  type text not null,
  snapshot jsonb not null,
  at timestamptz not null default now(),
  constraint website_domain_history_type_check check (type in ('Created', 'Updated', 'Deleted'))
);
create index website_domain_history_domain_name_idx on website_domain_history (domain_name, at);

-- A trigger, not the api, writes the history, so no code path (cascades included) can skip it.
create function record_website_domain_history() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into website_domain_history (domain_name, user_id, type, snapshot)
      values (old.domain_name, old.user_id, 'Deleted', to_jsonb(old));
    return old;
  end if;
  insert into website_domain_history (domain_name, user_id, type, snapshot)
    values (new.domain_name, new.user_id, case tg_op when 'INSERT' then 'Created' else 'Updated' end, to_jsonb(new));
  return new;
end;
$$;
create trigger website_domains_history after insert or update or delete on website_domains
  for each row execute function record_website_domain_history();

-- What visitors send and what sites hold ------------------------------------------------------

create table customer_contact_forms (
  id uuid primary key default gen_random_uuid(),
  website_id text not null references websites (id) on delete cascade,
  fields jsonb not null,
  submitted_at timestamptz not null default now(),
  constraint customer_contact_forms_fields_is_object check (jsonb_typeof(fields) = 'object')
);
create index customer_contact_forms_website_id_idx on customer_contact_forms (website_id, submitted_at desc);

create table newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  website_id text not null references websites (id) on delete cascade,
  email text not null,
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  constraint newsletter_subscriptions_website_email_key unique (website_id, email),
  constraint newsletter_subscriptions_email_normalised check (
    email = lower(btrim(email)) and char_length(email) between 3 and 254
  )
);

-- spec §9: at most 15 MB (15728640 bytes) per uploaded file; 70 images per website (counted here).
-- object_key is the object-store key of an upload; null for a Pexels / Unsplash image used by link.
create table website_images (
  id uuid primary key default gen_random_uuid(),
  website_id text not null references websites (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  kind text not null default 'Image',
  provider text not null,
  image jsonb,
  object_key text,
  mime_type text,
  bytes bigint not null default 0,
  width integer,
  height integer,
  created_at timestamptz not null default now(),
  constraint website_images_object_key_key unique (object_key),
  constraint website_images_kind_check check (kind in ('Image', 'Logo', 'BrowserIcon')),
  constraint website_images_provider_check check (provider in ('Custom', 'Pexels', 'Unsplash')),
  constraint website_images_upload_has_key check (provider <> 'Custom' or object_key is not null),
  constraint website_images_bytes_range check (bytes between 0 and 15728640),
  constraint website_images_size_positive check ((width is null or width > 0) and (height is null or height > 0))
);
create index website_images_website_id_idx on website_images (website_id);

-- Usage and feedback --------------------------------------------------------------------------

-- One call to the AI text generator, for support and cost tracking. Free-tool calls have no user.
create table ai_prompts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  website_id text references websites (id) on delete set null,
  kind text not null,
  model text not null,
  input jsonb,
  prompt text,
  response text,
  error text,
  prompt_tokens integer not null default 0,
  answer_tokens integer not null default 0,
  duration_ms integer not null default 0,
  outcome text not null,
  created_at timestamptz not null default now(),
  constraint ai_prompts_tokens_non_negative check (prompt_tokens >= 0 and answer_tokens >= 0),
  constraint ai_prompts_duration_non_negative check (duration_ms >= 0),
  constraint ai_prompts_outcome_check check (outcome in ('succeeded', 'failed', 'timed_out', 'invalid_answer'))
);
create index ai_prompts_user_id_idx on ai_prompts (user_id, created_at desc);
create index ai_prompts_website_id_idx on ai_prompts (website_id);

-- spec §1: a page view on every route change; sign-in and sign-out on auth changes.
create table events (
  id bigint generated always as identity primary key,
  type text not null,
  user_id uuid references users (id) on delete set null,
  route text,
  at timestamptz not null default now(),
  constraint events_type_check check (type in ('sign_in', 'sign_out', 'page_view')),
  constraint events_page_view_has_route check (type <> 'page_view' or route is not null),
  constraint events_route_length check (char_length(route) <= 2048)
);
create index events_at_idx on events (at);
create index events_user_id_idx on events (user_id);

-- spec §4 account deletion stage 1. No foreign key: the feedback outlives the account.
create table account_deletion_feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  reason text not null,
  text text not null default '',
  at timestamptz not null default now(),
  constraint account_deletion_feedback_reason_check check (
    reason in ('Just trying it out', 'Found a better alternative', 'Missing desired features', 'Technical issues', 'Other')
  ),
  constraint account_deletion_feedback_text_length check (char_length(text) <= 1000)
);

-- Supabase: nothing reachable through the public Data API (ARCHITECTURE "Security and data rules").
-- Row-level security with no policy denies every row to anon and authenticated; the api connects
-- as the table owner, which RLS does not restrict. Where Supabase's roles exist, their grants go too.

alter table users enable row level security;
alter table sessions enable row level security;
alter table otp_sessions enable row level security;
alter table magic_links enable row level security;
alter table websites enable row level security;
alter table published_sites enable row level security;
alter table publish_requests enable row level security;
alter table sitemap_iterations enable row level security;
alter table invites enable row level security;
alter table website_domains enable row level security;
alter table website_domain_history enable row level security;
alter table customer_contact_forms enable row level security;
alter table newsletter_subscriptions enable row level security;
alter table website_images enable row level security;
alter table ai_prompts enable row level security;
alter table events enable row level security;
alter table account_deletion_feedback enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on all tables in schema public from anon, authenticated;
    revoke all on all sequences in schema public from anon, authenticated;
    revoke all on all functions in schema public from anon, authenticated;
    alter default privileges in schema public revoke all on tables from anon, authenticated;
    alter default privileges in schema public revoke all on sequences from anon, authenticated;
    alter default privileges in schema public revoke all on functions from anon, authenticated;
  end if;
end;
$$;
