-- 0009_website_member_ids: the database's statement of who is a member of a website (spec §6)
-- says exactly what the store's does (store/src/members/member-rule.ts, whose test compares the
-- two): the owner, when the website still has one (a website detached from a deleted account has
-- none, 0005), and the user of each accepted invite — the user it names, or, while it names
-- none, the user holding the invited e-mail.
create or replace function website_member_ids(target_website_id text) returns setof uuid
language sql stable as $$
  select user_id as id from websites where id = target_website_id and user_id is not null
  union
  select coalesce(editor_invite.invited_user_id, holder.id) from invites editor_invite
    left join users holder
      on editor_invite.invited_user_id is null and holder.email = editor_invite.invited_user_email
   where editor_invite.website_id = target_website_id and editor_invite.accepted
     and coalesce(editor_invite.invited_user_id, holder.id) is not null
$$;
