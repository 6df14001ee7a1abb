import type { Queryable } from '../database/database.ts';
import { servingDomainSql } from '../domains/serving-domain.ts';

/** A published site as its visitor forms need it: the copy visitors see and where it lives. */
export interface PublishedFormsSite {
  handle: string;
  /** The published document (JSON as stored; the caller parses the sections it needs). */
  document: unknown;
  /** The custom domain serving the site (the domains rule), or null. */
  servingDomain: string | null;
}

/**
 * The published copy of `websiteId` (never the draft: visitors post to what they see) with the
 * domain serving it, or null when the website is not published.
 */
export async function findPublishedFormsSite(
  db: Queryable,
  websiteId: string,
): Promise<PublishedFormsSite | null> {
  const { rows } = await db.query<{ handle: string; document: unknown; domain_name: string | null }>(
    `select p.handle, p.document, d.domain_name
       from published_sites p
       left join website_domains d on d.website_id = p.website_id and ${servingDomainSql('d')}
      where p.website_id = $1`,
    [websiteId],
  );
  const row = rows[0];
  return row ? { handle: row.handle, document: row.document, servingDomain: row.domain_name } : null;
}

/**
 * The document whose contact form names the export's columns: the published copy (what visitors
 * filled in), else the draft; null for an unknown website.
 */
export async function findContactFormDocument(db: Queryable, websiteId: string): Promise<unknown> {
  const { rows } = await db.query<{ document: unknown }>(
    `select coalesce((select document from published_sites where website_id = $1),
                     (select draft from websites where id = $1)) as document`,
    [websiteId],
  );
  return rows[0]?.document ?? null;
}
