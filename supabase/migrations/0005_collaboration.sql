-- 0005_collaboration: what editors, ownership transfer and account deletion need beyond 0001
-- (api/README.md "Collaboration" and "Account"). Core SQL only, like 0001.

-- Account deletion (spec §4) removes every owned website THROUGH THE PUBLISHER: a `delete`
-- request per website (the outbox), whose job retires the published copy, its addresses and
-- sitemap entries, then deletes the website row. Those jobs run after the account is gone, so
-- the deleting transaction detaches the websites first (user_id = null) and the user's delete
-- cascade leaves them, and their requests, for the jobs. A website without an owner is always
-- one with a delete request waiting: nobody may reach it (no owner, its invites are deleted in
-- the same transaction), and the publisher refuses it every other request. The foreign key still
-- cascades, so deleting a user any other way removes their websites as before.
alter table websites alter column user_id drop not null;

-- Stage 1 of account deletion (spec §4) records the feedback and hands out a short-lived,
-- single-use deletion token (kept only as its keyed hash); stage 2 presents it. The row is kept
-- after the account is gone (no foreign key, 0001); account_deleted_at says the deletion happened.
alter table account_deletion_feedback add column token_hash text;
alter table account_deletion_feedback add column token_expires_at timestamptz;
alter table account_deletion_feedback add column token_used_at timestamptz;
alter table account_deletion_feedback add column account_deleted_at timestamptz;
alter table account_deletion_feedback add constraint account_deletion_feedback_token_hash_key unique (token_hash);
alter table account_deletion_feedback add constraint account_deletion_feedback_token_complete check (
  (token_hash is null) = (token_expires_at is null)
);
alter table account_deletion_feedback add constraint account_deletion_feedback_used_has_token check (
  token_used_at is null or token_hash is not null
);
create index account_deletion_feedback_user_id_idx on account_deletion_feedback (user_id, at desc);

-- Editors (spec §6, §9): the shared-websites limit counts a user's accepted invites; the
-- accepted-invites limit counts a website's Pending and Accepted ones.
create index invites_accepted_user_idx on invites (invited_user_id) where accepted;
create index invites_website_id_created_idx on invites (website_id, created_at);
