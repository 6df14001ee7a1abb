import { z } from 'zod';
import { googleAd } from '../entities/ai-prompt.ts';
import { ownerService } from '../entities/creation-answers.ts';
import { industry } from '../entities/enums.ts';
import { websiteSettings } from '../entities/website-settings.ts';
import { fieldLimits } from '../limits/index.ts';
import { generatedTextFits, generationPrompts } from '../validation/generation-prompts.ts';
import { validateGoogleAd } from '../validation/google-ad.ts';
import { defineRoute } from './route-contract.ts';

/**
 * The free tools of the marketing site (spec §1 free tools, §5 generation prompts and Google ad,
 * §9 field limits; docs/decisions/free-tools.md) and onboarding's service suggestions. Public:
 * `auth: 'optional'` (a signed-in caller's id is recorded with the call). The messages are what
 * the tool page shows under its form.
 */
const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** What interests may hold: the designer's field allows a business description's 1024 characters. */
export const interestsLimit = fieldLimits.businessDescription;

/** Suggestions fill at most half of the §9 24 service items: the owner adds their own. */
export const serviceSuggestionsMax = 12;

export const toolCalls = {
  /** Spec §5: exactly 12 names, each a valid business name (§9: at most 48 characters). */
  businessNames: defineRoute({
    method: 'post',
    path: '/tools/business-names',
    auth: 'optional',
    body: z.object({
      businessName: z
        .string({ error: 'Business name must be text.' })
        .trim()
        .max(
          fieldLimits.businessName,
          `Business name must be at most ${fieldLimits.businessName} characters.`,
        )
        .optional()
        .describe('A name already in mind, to suggest alternatives to'),
      description: text('Description', fieldLimits.businessDescription).describe('What the business does'),
      industry: industry.optional(),
    }),
    responses: {
      200: z.object({
        names: z.array(websiteSettings.shape.businessName).length(generationPrompts.businessNames),
      }),
    },
  }),
  /** Spec §5: exactly 10 ideas of 5 to 8 words. */
  businessIdeas: defineRoute({
    method: 'post',
    path: '/tools/business-ideas',
    auth: 'optional',
    body: z.object({
      interests: text('Interests', interestsLimit).describe('What the person enjoys or is good at'),
    }),
    responses: {
      200: z.object({
        ideas: z
          .array(
            z
              .string()
              .min(1)
              .refine((idea) => generatedTextFits('idea', idea), 'An idea has 5 to 8 words'),
          )
          .length(generationPrompts.businessIdeas),
      }),
    },
  }),
  /** Spec §5/§9: headline at most 30 characters, description at most 90 (as Google counts them). */
  googleAds: defineRoute({
    method: 'post',
    path: '/tools/google-ads',
    auth: 'optional',
    body: z.object({
      businessName: text('Business name', fieldLimits.businessName),
      description: text('Description', fieldLimits.businessDescription),
    }),
    responses: {
      200: z.object({
        ads: z
          .array(googleAd.refine((ad) => validateGoogleAd(ad).ok, 'An ad breaks the Google ad limits'))
          .min(1),
      }),
    },
  }),
  /**
   * Services to suggest to an owner during onboarding, from their own words: the chips they
   * accept, edit or add to before the site is written. The request takes the about step's answers.
   */
  serviceSuggestions: defineRoute({
    method: 'post',
    path: '/tools/service-suggestions',
    auth: 'optional',
    body: z.object({
      businessName: websiteSettings.shape.businessName.optional(),
      description: websiteSettings.shape.businessDescription
        .unwrap()
        .refine((text) => text.trim() !== '', 'Description is required.')
        .describe('What the business does, in the owner’s words'),
      location: websiteSettings.shape.location.unwrap().optional(),
      industry: industry.optional(),
    }),
    responses: { 200: z.object({ services: z.array(ownerService).max(serviceSuggestionsMax) }) },
  }),
};
