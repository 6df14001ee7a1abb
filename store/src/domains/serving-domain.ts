import { publicSiteUrl } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/**
 * The one rule of which custom domain serves a site (spec §4): a domain serves the website it is
 * attached to (`website_id`) once it is Connected. A website has at most one attached domain (the
 * unique index `website_domains_one_per_website_idx`), so a website has at most one serving
 * domain. Pending and Failed domains, and a domain disconnected from the website, serve nothing.
 *
 * Which handle it routes to is the website's published handle, which a trigger mirrors into
 * `website_name` (0006): while the website is unpublished that is null and the host routes
 * nowhere, but the domain still belongs to the website, so its next publish renders for it.
 *
 * `d` is the alias of `website_domains` in the statement. Store-internal: not exported by the index.
 */
export const servingDomainSql = (d: string) => `${d}.state = 'Connected' and ${d}.website_id is not null`;

/**
 * The custom domain serving `websiteId`, or null (the site lives only at its free address). The
 * publish job renders for it, the forms accept posts from it, the live link names it.
 */
export async function findServingDomain(db: Queryable, websiteId: string): Promise<string | null> {
  const { rows } = await db.query<{ domain_name: string }>(
    `select d.domain_name from website_domains d where d.website_id = $1 and ${servingDomainSql('d')}`,
    [websiteId],
  );
  return rows[0]?.domain_name ?? null;
}

/**
 * The published handle a request for host `domainName` is routed to, or null when the domain
 * serves no published site (unknown, not Connected, disconnected, or its website unpublished).
 */
export async function findHandleServedBy(db: Queryable, domainName: string): Promise<string | null> {
  const { rows } = await db.query<{ website_name: string }>(
    `select d.website_name from website_domains d
      where d.domain_name = $1 and ${servingDomainSql('d')} and d.website_name is not null`,
    [domainName],
  );
  return rows[0]?.website_name ?? null;
}

/** A custom domain and the published handle it routes to. */
export interface ServedDomain {
  domainName: string;
  handle: string;
}

/**
 * Every domain serving a published site, with its handle, by domain name: the sites server's
 * Host → handle map (the same rule as {@link findHandleServedBy}, read in one statement).
 */
export async function listServedDomains(db: Queryable): Promise<ServedDomain[]> {
  const { rows } = await db.query<{ domain_name: string; website_name: string }>(
    `select d.domain_name, d.website_name from website_domains d
      where ${servingDomainSql('d')} and d.website_name is not null
      order by d.domain_name`,
  );
  return rows.map((row) => ({ domainName: row.domain_name, handle: row.website_name }));
}

/** Where a published website lives: its handle, the domain serving it, and its public URL. */
export interface PublicSite {
  handle: string;
  servingDomain: string | null;
  /** `publicSiteUrl` of model: `https://{servingDomain}/` or `{sitesUrl}/{handle}/`. */
  url: string;
}

/**
 * The public address of `websiteId` (spec §1: the free address at its handle, or its connected
 * custom domain), or null when it is not published. `sitesUrl` is the shared sites origin.
 */
export async function findPublicSite(
  db: Queryable,
  websiteId: string,
  sitesUrl: string,
): Promise<PublicSite | null> {
  const { rows } = await db.query<{ handle: string | null; domain_name: string | null }>(
    `select w.handle, d.domain_name
       from websites w
       left join website_domains d on d.website_id = w.id and ${servingDomainSql('d')}
      where w.id = $1`,
    [websiteId],
  );
  const row = rows[0];
  if (!row?.handle) return null;
  const servingDomain = row.domain_name;
  return {
    handle: row.handle,
    servingDomain,
    url: publicSiteUrl({ sitesUrl, handle: row.handle, servingDomain }),
  };
}
