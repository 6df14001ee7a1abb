-- 0006_domains_uploads: what custom domains, uploads and visitor forms need beyond 0001
-- (api/README.md "Domains", "Uploads", "Forms and export").
-- Core SQL only, like 0001. Times are written by the api from its own clock, never by now().

-- Custom domains ------------------------------------------------------------------------------

-- The website a domain is attached to. website_name (0001) stays the handle it serves: a trigger
-- below mirrors the website's published handle into it, so a rename or an unpublish can never leave
-- a domain serving a handle another website may claim next.
alter table website_domains add column website_id text references websites (id) on delete set null;
-- Ownership proof: the owner publishes this value as the TXT record `_sitewright.{domain}`. It is a
-- public value (anyone can read DNS), not a secret, so it is stored as is.
alter table website_domains add column verification_token text not null
  default replace(gen_random_uuid()::text, '-', '');
alter table website_domains add column verified_at timestamptz;
alter table website_domains add column certificate_requested_at timestamptz;
-- The last website the domain was disconnected from, and whether spec §4's disconnect e-mail is
-- still owed for that disconnect (the domain had been unchanged for over 7 days). The e-mail call
-- (POST /api/entri/email-service/send-disconnect-email) sends it once and clears the flag.
alter table website_domains add column disconnected_from text references websites (id) on delete set null;
alter table website_domains add column disconnect_email_due boolean not null default false;

alter table website_domains add constraint website_domains_verification_token_format check (
  verification_token ~ '^[A-Za-z0-9_-]{16,64}$'
);
-- One custom domain per website: the sites origin redirects a handle to exactly one domain.
create unique index website_domains_one_per_website_idx on website_domains (website_id)
  where website_id is not null;
create index website_domains_disconnected_from_idx on website_domains (disconnected_from)
  where disconnected_from is not null;
-- The periodic checker walks the pending domains only.
create index website_domains_pending_idx on website_domains (modified_at)
  where state in ('PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation');

-- A published handle that changes (publish, rename, unpublish) is the domain's website name.
create function mirror_website_handle_to_domains() returns trigger
language plpgsql as $$
begin
  update website_domains set website_name = new.handle
    where website_id = new.id and website_name is distinct from new.handle;
  return new;
end;
$$;
create trigger websites_mirror_handle_to_domains after update of handle on websites
  for each row when (old.handle is distinct from new.handle)
  execute function mirror_website_handle_to_domains();

-- A deleted website leaves its domain owned by its user, attached to nothing and serving nothing.
create function detach_domains_of_deleted_website() returns trigger
language plpgsql as $$
begin
  update website_domains set website_name = null, website_id = null where website_id = old.id;
  return old;
end;
$$;
create trigger websites_detach_domains before delete on websites
  for each row execute function detach_domains_of_deleted_website();

-- Uploads -------------------------------------------------------------------------------------

-- spec §9 "Images per website: 70" counts the uploads of kind Image per website.
create index website_images_website_kind_idx on website_images (website_id, kind);
