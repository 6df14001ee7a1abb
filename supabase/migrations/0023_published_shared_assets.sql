-- 0023_published_shared_assets: a build links its stylesheet, script, icon and fonts from the
-- shared, content-addressed `assets/{hash}/{name}` prefix of the object store (served at
-- `/_assets/{hash}/{name}`), never deleted. The published copy records which ones its live build
-- links, as the build names them (`_assets/{hash}/{name}`): the next publish of the site writes only
-- the files not among them, and carries nothing over from the live build. Null: the live build keeps
-- its assets in its own prefix (published before shared assets) or is not known (a rollback), and
-- the next publish reads its page to carry them over.
alter table published_sites add column shared_assets text[];

-- RLS stays on for published_sites (0001); the new column inherits the table's grants.
