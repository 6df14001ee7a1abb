import type { RenderContext } from '../render-context.ts';
import { canonicalUrl, pageDescription, shareImageUrl } from './seo.ts';

type JsonLd = Record<string, unknown>;

/** The business's contact details: the website settings first, the Contact section's as a fallback. */
function contactDetails(ctx: RenderContext) {
  const own = ctx.settings.contact;
  const section = ctx.website.sections.find((s) => s.type === 'Contact');
  const shown = section?.type === 'Contact' ? section.details : undefined;
  return {
    email: own.email || shown?.email || '',
    phone: own.phone || shown?.phone || '',
    address: own.address || shown?.address || '',
  };
}

/** Profiles listed in the Footer's social links (schema.org `sameAs`). */
function socialProfiles(ctx: RenderContext): string[] {
  const footer = ctx.website.sections.find((s) => s.type === 'Footer');
  if (footer?.type !== 'Footer') return [];
  const urls = footer.socialLinks.map((l) => l.url.trim()).filter((url) => /^https?:\/\//i.test(url));
  return [...new Set(urls)];
}

/** The owner's opening hours as schema.org `OpeningHoursSpecification`s; none given: left out. */
function openingHoursOf(ctx: RenderContext): JsonLd[] | undefined {
  // A document stored before hours existed may reach here unparsed, without them.
  const hours = ctx.settings.contact.hours ?? [];
  if (hours.length === 0) return undefined;
  return hours.map((line) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: line.days,
    opens: line.opens,
    closes: line.closes,
  }));
}

/**
 * The schema.org `LocalBusiness` of the site, built from the business details: its type (the
 * settings' `businessType`, e.g. `Plumber`; `LocalBusiness` when none), name, description, address,
 * telephone, e-mail, URL, image, social profiles, opening hours, the places it serves. Empty details
 * are left out.
 */
export function localBusiness(ctx: RenderContext): JsonLd {
  const contact = contactDetails(ctx);
  const sameAs = socialProfiles(ctx);
  const areaServed = (ctx.settings.contact.serviceArea ?? []).map((place) => place.trim()).filter(Boolean);
  const entries: Array<[string, unknown]> = [
    ['@context', 'https://schema.org'],
    ['@type', ctx.settings.businessType ?? 'LocalBusiness'],
    ['name', ctx.settings.businessName],
    ['description', pageDescription(ctx)],
    ['url', canonicalUrl(ctx)],
    ['image', shareImageUrl(ctx)],
    ['telephone', contact.phone],
    ['email', contact.email],
    ['address', contact.address || ctx.settings.location],
    ['sameAs', sameAs.length > 0 ? sameAs : undefined],
    ['openingHoursSpecification', openingHoursOf(ctx)],
    ['areaServed', areaServed.length > 0 ? areaServed : undefined],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the
 * script element (`</script>`) or open a comment, and U+2028/U+2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
