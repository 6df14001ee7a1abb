-- 0011_last_modifier_in_draft: the last modifier (spec §3 `lastModifiedBy`: who holds edit control,
-- spec §4) was stored twice — the columns last_modified_by / last_modified_by_at and the draft's
-- `lastModifiedBy` — and the two could disagree (an ownership move recorded the former owner in the
-- column only; a deleted user's id was cleared from the column only). The draft's field, the
-- model's shape, is now the one stored representation; the store reads edit control from it.

-- The columns are what edit control read: where the two disagree, the draft takes the column's value.
update websites set draft = jsonb_set(draft, '{lastModifiedBy}',
  case
    when last_modified_by is null then 'null'::jsonb
    when draft->'lastModifiedBy'->>'userId' = last_modified_by::text then draft->'lastModifiedBy'
    else jsonb_build_object(
      'userId', last_modified_by::text,
      'timestamp', to_char(coalesce(last_modified_by_at, modified_at) at time zone 'UTC',
                           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  end);

drop index websites_last_modified_by_idx;
alter table websites drop column last_modified_by, drop column last_modified_by_at;

-- The column's `on delete set null`, kept: a deleted user no longer holds edit control anywhere
-- (the owner holds it again).
create index websites_last_modifier_idx on websites ((draft->'lastModifiedBy'->>'userId'));

create or replace function websites_forget_deleted_modifier() returns trigger
language plpgsql as $$
begin
  update websites set draft = jsonb_set(draft, '{lastModifiedBy}', 'null'::jsonb)
   where draft->'lastModifiedBy'->>'userId' = old.id::text;
  return old;
end;
$$;

create trigger users_forget_last_modifier after delete on users
  for each row execute function websites_forget_deleted_modifier();
