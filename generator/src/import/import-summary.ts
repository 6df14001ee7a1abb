import { capScrapeText } from '@sitewright/model';
import type { ImportedBusiness } from './imported-business.ts';

/**
 * The "summary of the scraped link" the text generator is prompted with (spec §1): the facts found
 * (name, category, description, services, address, phone, hours, service area, rating, a few reviews), then the
 * page's text, the whole capped at 7500 characters (spec §5). Empty when nothing was imported.
 */
export function importSummary(business: ImportedBusiness): string {
  const facts: [string, string | undefined][] = [
    ['Name', business.name],
    ['Category', business.category],
    ['Description', business.description],
    ['Services', business.services.length > 0 ? business.services.join('; ') : undefined],
    ['Address', business.address],
    ['Phone', business.phone],
    ['E-mail', business.email],
    ['Website', business.website],
    ['Hours', business.hours?.join('; ')],
    ['Service area', business.serviceArea?.join('; ')],
    [
      'Rating',
      business.rating
        ? `${business.rating.value} out of 5${business.rating.count ? ` from ${business.rating.count} reviews` : ''}`
        : undefined,
    ],
  ];
  const lines = facts.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  for (const review of business.reviews.slice(0, 3)) {
    lines.push(`Review${review.author ? ` by ${review.author}` : ''}: ${review.text}`);
  }
  if (business.text !== '') lines.push('', 'Page text:', business.text);
  return capScrapeText(lines.join('\n'));
}
