import { type ContactForm, contactForm } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';

/** A published site as its visitor forms see it: where it lives and what its forms ask for. */
export interface PublishedSite {
  websiteId: string;
  handle: string;
  /** The connected custom domain (spec §4 Connected), or null. */
  domain: string | null;
  /** The page the forms live on: `https://{domain}/`, or `{SITES_URL}/{handle}/`. */
  siteUrl: string;
  /** Origins a visitor's browser may post from: the sites origin and the connected domain. */
  allowedOrigins: string[];
  contact: { sectionId: string; form: ContactForm } | null;
  newsletter: { sectionId: string } | null;
}

type SectionLike = { id?: unknown; type?: unknown; form?: unknown };

/**
 * The published copy of a website (never the draft: visitors post to what they see), or null when
 * it is not published. Sections that do not parse are treated as absent.
 */
export async function findPublishedSite(
  db: Queryable,
  websiteId: string,
  sitesUrl: string,
): Promise<PublishedSite | null> {
  const { rows } = await db.query<{
    handle: string;
    document: { sections?: unknown };
    domain: string | null;
  }>(
    `select p.handle, p.document,
            (select d.domain_name from website_domains d
              where d.website_id = p.website_id and d.state = 'Connected' and d.website_name = p.handle
              limit 1) as domain
       from published_sites p where p.website_id = $1`,
    [websiteId],
  );
  const row = rows[0];
  if (!row) return null;
  const sites = new URL(sitesUrl);
  const sections: SectionLike[] = Array.isArray(row.document.sections) ? row.document.sections : [];
  const contactSection = sections.find((s) => s?.type === 'Contact');
  const parsedForm = contactForm.safeParse(contactSection?.form);
  const newsletterSection = sections.find((s) => s?.type === 'Newsletter');
  return {
    websiteId,
    handle: row.handle,
    domain: row.domain,
    siteUrl: row.domain
      ? `https://${row.domain}/`
      : `${sites.origin}${sites.pathname.replace(/\/+$/, '')}/${row.handle}/`,
    allowedOrigins: [sites.origin, ...(row.domain ? [`https://${row.domain}`] : [])],
    contact:
      parsedForm.success && typeof contactSection?.id === 'string'
        ? { sectionId: contactSection.id, form: parsedForm.data }
        : null,
    newsletter: typeof newsletterSection?.id === 'string' ? { sectionId: newsletterSection.id } : null,
  };
}
