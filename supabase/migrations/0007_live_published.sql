-- 0007_live_published: the `website-published` live event (api/README.md "Live updates").
-- A publish is applied by whichever process ran its job (the api's in-process runner, or any
-- `npm run worker` machine), so the event is raised where the published copy is written: in the
-- database, inside the job's transaction (NOTIFY is delivered at commit, never for a rollback).

-- The people who work on a website: its owner and the editors who accepted (spec §6). The api's
-- `websiteMemberIds` reads this same function, so the live events of every kind reach one audience.
create function website_member_ids(target_website_id text) returns setof uuid
language sql stable as $$
  select user_id from websites where id = target_website_id
  union
  select coalesce(i.invited_user_id, u.id) from invites i
    left join users u on i.invited_user_id is null and u.email = i.invited_user_email
   where i.website_id = target_website_id and i.accepted and coalesce(i.invited_user_id, u.id) is not null
$$;

-- A new build of a website went live (publish, republish, rollback or rename): tell its members.
-- The payload is the api's live envelope `{ userId, event }` on the `sitewright_live` channel.
create function notify_website_published() returns trigger
language plpgsql as $$
declare
  member uuid;
begin
  if tg_op = 'UPDATE' and new.build_id is not distinct from old.build_id then
    return new;
  end if;
  for member in select website_member_ids(new.website_id) loop
    perform pg_notify('sitewright_live', json_build_object(
      'userId', member,
      'event', json_build_object('kind', 'website-published', 'websiteId', new.website_id, 'handle', new.handle)
    )::text);
  end loop;
  return new;
end;
$$;

create trigger published_sites_notify_published
  after insert or update of build_id on published_sites
  for each row execute function notify_website_published();
