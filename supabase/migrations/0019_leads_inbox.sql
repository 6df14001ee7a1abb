-- 0019_leads_inbox: the designer's leads inbox (issue 17 item 2; api/README.md "Leads").
--
-- Contact messages and newsletter sign-ups get `handled_at` (null: unread — the inbox's unread
-- count). A contact message whose trap field was filled (templates `Honeypot`) is now kept with
-- `spam = true` (the inbox's Spam tab) instead of dropped. `notified_at`: when the members who
-- receive lead e-mails were told of the message (null: not yet — a digest picks it up).
alter table customer_contact_forms add column handled_at timestamptz;
alter table customer_contact_forms add column spam boolean not null default false;
alter table customer_contact_forms add column notified_at timestamptz;
alter table newsletter_subscriptions add column handled_at timestamptz;
create index customer_contact_forms_unnotified_idx on customer_contact_forms (website_id)
  where notified_at is null and not spam;

-- Per member: whether lead e-mails are sent to them. No row: the role's default (the owner yes,
-- an editor no). Rows of a user or a website go with it; an editor who leaves is filtered out by
-- the members' rule when e-mails are sent.
create table lead_mail_settings (
  website_id text not null references websites (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  email_each boolean not null,
  primary key (website_id, user_id)
);
alter table lead_mail_settings enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on lead_mail_settings from anon, authenticated;
  end if;
end;
$$;
