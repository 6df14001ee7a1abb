import type { TextGenerator } from '@sitewright/generator';
import { fieldLimits, industry, ownerService, websiteSettings } from '@sitewright/model';
import { z } from 'zod';

/**
 * Services to suggest to an owner during onboarding, from their own words: the chips they accept,
 * edit or add to before the site is written. The request takes the about step's answers.
 */
export const serviceSuggestionsRequest = z.object({
  businessName: websiteSettings.shape.businessName.optional(),
  description: websiteSettings.shape.businessDescription
    .unwrap()
    .refine((text) => text.trim() !== '', 'Description is required.')
    .describe('What the business does, in the owner’s words'),
  location: websiteSettings.shape.location.unwrap().optional(),
  industry: industry.optional(),
});
export type ServiceSuggestionsRequest = z.infer<typeof serviceSuggestionsRequest>;

/** Suggestions fill at most half of the §9 24 service items: the owner adds their own. */
export const serviceSuggestionsMax = 12;

export const serviceSuggestionsAnswer = z.object({
  services: z.array(ownerService).max(serviceSuggestionsMax),
});
export type ServiceSuggestionsAnswer = z.infer<typeof serviceSuggestionsAnswer>;

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
