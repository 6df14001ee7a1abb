import type { TextGenerator } from '@sitewright/generator';
import { fieldLimits, type RouteCallInput, serviceSuggestionsMax, type toolCalls } from '@sitewright/model';

type ServiceSuggestionsRequest = RouteCallInput<typeof toolCalls.serviceSuggestions>['body'];

/**
 * The services the generator would list for this business (the trade's known services ranked by
 * the owner's words, or the activities the owner names), headings only, without repeats.
 */
export async function suggestServices(
  generator: TextGenerator,
  request: ServiceSuggestionsRequest,
): Promise<string[]> {
  const copy = await generator.websiteCopy(
    {
      businessName: request.businessName ?? '',
      location: request.location ?? '',
      activities: request.description,
      ...(request.industry ? { industry: request.industry } : {}),
    },
    { services: serviceSuggestionsMax, faq: 0, reviews: 0, team: 0, quotes: 0, article: false },
  );
  const seen = new Set<string>();
  return copy.services
    .map((s) => s.heading.trim().slice(0, fieldLimits.servicesHeading))
    .filter((heading) => {
      const key = heading.toLowerCase();
      if (!heading || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
