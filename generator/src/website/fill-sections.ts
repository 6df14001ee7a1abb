import {
  clipText,
  contactEmail,
  decidedLimits,
  fieldLimits,
  generationPrompts,
  type OpeningHours,
  type Section,
  type ServiceArea,
  serviceAreaPlace,
} from '@sitewright/model';
import type { ReviewCopy, ServiceCopy } from '../copy/copy-shapes.ts';
import { cutAtSentence, keepSentences } from '../copy/text-fit.ts';
import type { WebsiteCopy } from '../copy/website-copy-spec.ts';
import { openingHoursOf } from '../import/opening-hours.ts';
import { sameService } from '../offline/trades/trade-words.ts';
import type { ImportedSummary } from './creation-inputs.ts';
import type { SiteImages } from './pick-site-images.ts';

/** What the sections are filled from. */
export interface SectionFill {
  businessName: string;
  town: string;
  copy: WebsiteCopy;
  images: SiteImages;
  /** Services and reviews from the imported page, already in the page's shapes (real, not samples). */
  importedServices: ServiceCopy[];
  importedReviews: ReviewCopy[];
  /** The owner's own services ({@link ownerServicesOf}); when given, exactly these are listed. */
  ownerServices: ServiceCopy[];
}

/**
 * The owner's services as items: the generator's description where it wrote one for that service,
 * else a plain sentence from the owner's own words. Never a price: that is the owner's to add.
 */
export function ownerServicesOf(
  names: readonly string[],
  generated: readonly ServiceCopy[],
  where: { businessName: string; town: string },
): ServiceCopy[] {
  const seen = new Set<string>();
  return names.flatMap((name) => {
    const heading = name.trim().replace(/\s+/g, ' ');
    const key = heading.toLowerCase();
    if (!heading || seen.has(key)) return [];
    seen.add(key);
    const match = generated.find((g) => g.heading.toLowerCase() === key);
    const place = where.town ? ` in ${where.town}` : '';
    const plain = `${heading} from ${where.businessName}${place}. Get in touch to tell us what you need.`;
    return [
      { heading, paragraph: clipText(match?.paragraph || plain, fieldLimits.servicesBody), pricing: '' },
    ];
  });
}

/** Imported service lines ("Drain cleaning – we clear blocked drains fast") as services. */
export function importedServicesOf(
  imported: ImportedSummary | null,
  generated: readonly ServiceCopy[],
): ServiceCopy[] {
  return (imported?.services ?? []).slice(0, 9).flatMap((line) => {
    const [name = '', ...rest] = line.split(/\s+[–—-]\s+|:\s+/);
    const heading = clipText(name, fieldLimits.servicesHeading);
    if (!heading) return [];
    const match = generated.find((g) => g.heading.toLowerCase() === heading.toLowerCase());
    const rawDescription = rest.join(' – ').trim();
    const described = rawDescription.charAt(0).toUpperCase() + rawDescription.slice(1);
    return [
      {
        heading,
        paragraph: clipText(
          described ||
            match?.paragraph ||
            `${heading}, offered by our team. Get in touch for details and a quote.`,
          fieldLimits.servicesBody,
        ),
        pricing: match?.pricing ?? '',
      },
    ];
  });
}

/**
 * Where imported reviews were written, as the page says it: the site ("Yelp") or, for the owner's own
 * site, its host name; '' when unknown.
 */
export function reviewSourceOf(imported: ImportedSummary | null): string {
  if (!imported?.source) return '';
  if (imported.source !== 'Generic') return imported.source;
  try {
    return imported.url ? new URL(imported.url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

/**
 * Imported reviews: real, so the author and the site they were written on ("Review on Yelp") are
 * kept; held to the §5 review rules (at most 4 sentences, cut at sentence ends).
 */
export function importedReviewsOf(imported: ImportedSummary | null, source?: string): ReviewCopy[] {
  return (imported?.reviews ?? []).slice(0, fieldLimits.maxReviews).map((r) => {
    const text = keepSentences(r.text.trim().replace(/\s+/g, ' '), generationPrompts.reviewSentencesMax);
    return {
      paragraph:
        cutAtSentence(text, fieldLimits.reviewParagraph) ?? clipText(text, fieldLimits.reviewParagraph),
      authorName: clipText(r.author ?? 'A customer', fieldLimits.reviewAuthorName),
      authorLocation: source ? clipText(`Review on ${source}`, fieldLimits.reviewAuthorLocation) : '',
    };
  });
}

const itemId = (section: Section, i: number) => `${section.id}-item-${i + 1}`;

/** A Services section a new page lists at least, when the trade has them. */
export const servicesAtLeast = 3;

/** Puts the generated copy and the chosen images into the sections of a new page (in place). */
export function fillSections(sections: Section[], fill: SectionFill): void {
  const { copy, images } = fill;
  const h = copy.headings;
  for (const section of sections) {
    switch (section.type) {
      case 'Header':
        if (section.button?.type === 'Section') section.button.label = h.primaryCta;
        break;
      case 'Introduction': {
        section.heading = h.introHeadline;
        section.body = h.introBody;
        section.image = images.intro;
        const [first] = section.buttons;
        if (first) first.label = h.primaryCta;
        break;
      }
      case 'Services': {
        const own = fill.ownerServices;
        const services = own.length > 0 ? [...own] : [...fill.importedServices];
        // The owner's list stands as given; one shorter than three is completed to three with the
        // services written for their trade, those their words mention first.
        const wanted =
          own.length > 0 ? Math.max(own.length, servicesAtLeast) : Math.max(6, fill.importedServices.length);
        for (const s of copy.services) {
          if (services.length >= wanted) break;
          if (!services.some((x) => sameService(x.heading, s.heading))) services.push(s);
        }
        section.heading = h.servicesHeading;
        section.items = services.map((s, i) => ({
          id: itemId(section, i),
          image: images.services[i] ?? null,
          ...s,
        }));
        break;
      }
      case 'Gallery':
        section.heading = h.galleryHeading;
        section.items = images.gallery.map((image, i) => ({ id: itemId(section, i), image }));
        break;
      case 'TextBanner': {
        const quote = copy.quotes[0];
        if (quote) {
          section.primary = quote.text;
          section.subhead = quote.attribution;
        }
        section.subordinate = clipText(copy.about, fieldLimits.quoteSubordinate);
        break;
      }
      case 'ImageBanner':
        section.text = h.bannerText;
        section.image = images.banner;
        break;
      case 'Team':
        // The generator knows nobody who works here: the heading stays for the owner to add people.
        section.heading = h.teamHeading;
        section.members = [];
        break;
      case 'Scheduling':
        section.heading = h.schedulingHeading;
        section.body = h.schedulingBody;
        break;
      case 'CustomerReviews':
        // Only real reviews (imported from the owner's page); a generated one would be a fake review.
        section.heading = h.reviewsHeading;
        section.reviews = fill.importedReviews.map((r, i) => ({ id: itemId(section, i), ...r }));
        break;
      case 'Article':
        if (copy.article) {
          section.heading = copy.article.heading;
          section.content = copy.article.content;
        }
        if (images.article) section.image = images.article;
        break;
      case 'FAQ':
        section.heading = h.faqHeading;
        section.items = copy.faq.map((f, i) => ({ id: itemId(section, i), ...f }));
        break;
      case 'Contact':
        section.heading = h.contactTitle;
        section.body = h.contactBody;
        break;
      case 'Newsletter':
        section.heading = h.newsletterHeading;
        section.body = h.newsletterBody;
        break;
      default:
        break;
    }
  }
}

/**
 * The business's contact details: what the owner typed, else what their imported page states, each
 * kept only if it is valid. The owner's hours and service area as given (already checked where the
 * answers entered); without them, the page's hours read into structured hours ({@link openingHoursOf})
 * and the places it says it serves (at most 20, each a valid service area place).
 */
export function contactOf(
  answered: { email?: string; phone?: string; address?: string } | undefined,
  imported: ImportedSummary | null,
  reach: { hours?: OpeningHours; serviceArea?: ServiceArea } = {},
) {
  const email = (answered?.email || imported?.email || '').trim();
  const phone = (answered?.phone || imported?.phone || '').trim();
  return {
    email: contactEmail.safeParse(email).success ? email : '',
    phone: phone.length <= fieldLimits.phone ? phone : '',
    address: clipText(answered?.address || imported?.address || '', fieldLimits.otherContactDetails),
    hours: reach.hours?.length ? reach.hours : openingHoursOf(imported?.hours ?? []),
    serviceArea: reach.serviceArea?.length
      ? reach.serviceArea.map((place) => place.trim())
      : (imported?.serviceArea ?? [])
          .map((place) => place.trim())
          .filter((place) => serviceAreaPlace.safeParse(place).success)
          .slice(0, decidedLimits.serviceAreaPlaces),
  };
}

/**
 * The page's opening hours as words for the Contact section's other details, when they could not be
 * read into structured hours (those are in the contact and shown from there); '' otherwise.
 */
export function hoursOf(imported: ImportedSummary | null): string {
  const lines = imported?.hours ?? [];
  if (openingHoursOf(lines).length > 0) return '';
  return clipText(lines.join('; '), fieldLimits.otherContactDetails);
}
