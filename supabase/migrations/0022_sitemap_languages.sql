-- 0022_sitemap_languages: a site published in a second language (`/{handle}/{lang}/`, beside its
-- first-language page at `/{handle}/`) is listed in the shared sitemap with both URLs, each naming
-- the other as its `hreflang` alternate. The entry records that language (a BCP 47 primary tag such as
-- `es`); null: the site has one page. A bucket's size counts URLs: 1 per entry, 2 with a language.
alter table sitemap_entries add column language text;
alter table sitemap_entries add constraint sitemap_entries_language_tag check (language ~ '^[a-z]{2,3}$');

-- RLS stays on for sitemap_entries (0002) and anon/authenticated keep no rights on it: a new column
-- inherits the table's grants, revoked there.
