-- 0012_domain_history_order: a domain's history (spec §3) is listed in the order its changes were
-- made. It was ordered by `at, id`, but `at` is the start of the writing transaction (equal for two
-- changes in one transaction; PGlite's clock counts milliseconds) and `id` a random uuid, so two
-- changes close together could list in either order. `seq` records the order of insertion; rows
-- written before this migration are numbered in the order they were listed until now.

alter table website_domain_history add column seq bigint;
update website_domain_history h set seq = ordered.n
  from (select id, row_number() over (order by at, id) as n from website_domain_history) ordered
  where ordered.id = h.id;
create sequence website_domain_history_seq_seq owned by website_domain_history.seq;
select setval('website_domain_history_seq_seq', coalesce((select max(seq) from website_domain_history), 0) + 1, false);
alter table website_domain_history
  alter column seq set default nextval('website_domain_history_seq_seq'),
  alter column seq set not null;
create index website_domain_history_domain_seq_idx on website_domain_history (domain_name, seq);

-- Supabase's Data API reaches nothing here (0001): the new sequence is no exception.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
    and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on sequence website_domain_history_seq_seq from anon, authenticated;
  end if;
end;
$$;
