import { type ContactForm, contactForm, publicSiteOrigin, publicSiteUrl } from '@sitewright/model';
import { findPublishedFormsSite, type Queryable } from '@sitewright/store';

/** A published site as its visitor forms see it: where it lives and what its forms ask for. */
export interface PublishedSite {
  websiteId: string;
  handle: string;
  /** The custom domain serving the site (store's `findServingDomain` rule), or null. */
  domain: string | null;
  /** The page the forms live on: model's `publicSiteUrl`. */
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
  const found = await findPublishedFormsSite(db, websiteId);
  if (!found) return null;
  const { handle, servingDomain } = found;
  const document = (found.document ?? {}) as { sections?: unknown };
  const sections: SectionLike[] = Array.isArray(document.sections) ? document.sections : [];
  const contactSection = sections.find((s) => s?.type === 'Contact');
  const parsedForm = contactForm.safeParse(contactSection?.form);
  const newsletterSection = sections.find((s) => s?.type === 'Newsletter');
  return {
    websiteId,
    handle,
    domain: servingDomain,
    siteUrl: publicSiteUrl({ sitesUrl, handle, servingDomain }),
    allowedOrigins: [
      new URL(sitesUrl).origin,
      ...(servingDomain ? [publicSiteOrigin({ sitesUrl, servingDomain })] : []),
    ],
    contact:
      parsedForm.success && typeof contactSection?.id === 'string'
        ? { sectionId: contactSection.id, form: parsedForm.data }
        : null,
    newsletter: typeof newsletterSection?.id === 'string' ? { sectionId: newsletterSection.id } : null,
  };
}
