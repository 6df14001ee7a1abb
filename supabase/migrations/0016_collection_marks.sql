-- 0016_collection_marks: the sweeper's collector visits only the published sites with something to
-- collect, not every site in turn. Before, each worker's sweeper listed 2 prefixes for 25 handles
-- every 5 s, published or not since (10 LIST a second per worker process, idle or busy).
--
-- `collected_sequence`: the live sequence whose old builds and pointer entries were all collected
-- (null: never). A publish moves `sequence`, so the site is due again. `collected_at`: when a
-- collector last took the site; it is taken again no sooner than the build grace period after (a
-- build kept for its grace is collected by that later visit; several workers' collectors do not
-- visit the same site twice).

alter table published_sites add column collected_sequence bigint;
alter table published_sites add column collected_at timestamptz;
create index published_sites_due_for_collection_idx on published_sites (collected_at nulls first)
  where collected_sequence is distinct from sequence;
