import {
  fieldLimits,
  generatedTextFits,
  generationPrompts,
  googleAd,
  industry,
  validateGoogleAd,
  websiteSettings,
} from '@sitewright/model';
import { z } from 'zod';

/**
 * The free tools' requests and answers (spec §1 free tools, §5 generation prompts and Google ad,
 * §9 field limits), exactly as `designer/src/tools/tools-api.ts` sends and reads them. Limits come
 * from the model; the messages are what the tool page shows under its form.
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

export const businessNamesRequest = z.object({
  businessName: z
    .string({ error: 'Business name must be text.' })
    .trim()
    .max(fieldLimits.businessName, `Business name must be at most ${fieldLimits.businessName} characters.`)
    .optional()
    .describe('A name already in mind, to suggest alternatives to'),
  description: text('Description', fieldLimits.businessDescription).describe('What the business does'),
  industry: industry.optional(),
});
export type BusinessNamesRequest = z.infer<typeof businessNamesRequest>;

export const businessIdeasRequest = z.object({
  interests: text('Interests', interestsLimit).describe('What the person enjoys or is good at'),
});
export type BusinessIdeasRequest = z.infer<typeof businessIdeasRequest>;

export const googleAdsRequest = z.object({
  businessName: text('Business name', fieldLimits.businessName),
  description: text('Description', fieldLimits.businessDescription),
});
export type GoogleAdsRequest = z.infer<typeof googleAdsRequest>;

/** Spec §5: exactly 12 names, each a valid business name (§9: at most 48 characters). */
export const businessNamesAnswer = z.object({
  names: z.array(websiteSettings.shape.businessName).length(generationPrompts.businessNames),
});

/** Spec §5: exactly 10 ideas of 5 to 8 words. */
export const businessIdeasAnswer = z.object({
  ideas: z
    .array(
      z
        .string()
        .min(1)
        .refine((idea) => generatedTextFits('idea', idea), 'An idea has 5 to 8 words'),
    )
    .length(generationPrompts.businessIdeas),
});

/** Spec §5/§9: headline at most 30 characters, description at most 90 (as Google counts them). */
export const googleAdsAnswer = z.object({
  ads: z.array(googleAd.refine((ad) => validateGoogleAd(ad).ok, 'An ad breaks the Google ad limits')).min(1),
});

/** How many ads the Google ad creator writes per call (the generator's default, one per angle). */
export const adsPerCall = 3;
