import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { decidedLimits, entityId, timestamp } from './common.ts';
import { industry } from './enums.ts';

/** What the AI text generator is asked for (spec §1 and §5 "Generation prompts"). */
export const aiPromptKind = z.enum([
  'Website',
  'BusinessNames',
  'BusinessIdeas',
  'ColorPalettes',
  'FontPairs',
  'Reviews',
  'About',
  'Article',
  'Faq',
  'Services',
  'TeamBios',
  'Quote',
  'Headings',
  'GoogleAd',
  /** A text the owner selected in the preview, rewritten or translated. */
  'Rewrite',
  /** A page's text fields translated into its second language. */
  'Translate',
]);
export type AiPromptKind = z.infer<typeof aiPromptKind>;

/**
 * What the generator is prompted with (spec §1): business name, location, activities and a
 * summary of the scraped link (§5, §9 Scrape text 7500).
 */
export const aiPromptInput = z.object({
  businessName: z.string().max(fieldLimits.businessName),
  location: z.string().max(decidedLimits.location).default(''),
  activities: z.string().max(fieldLimits.businessDescription).default(''),
  industry: industry.optional(),
  scrapedText: z.string().max(fieldLimits.scrapeText).default(''),
});
export type AiPromptInput = z.infer<typeof aiPromptInput>;

/**
 * How one generation call ended: `ok` (the first answer fitted), `repaired` (fitted after a safe
 * local repair or after asking again), `failed` (the service refused or was unreachable),
 * `invalid` (no answer fitted within the allowed attempts) or `timeout`.
 */
export type GenerationOutcome = 'ok' | 'repaired' | 'failed' | 'invalid' | 'timeout';

/**
 * One call of the text generator as the generator reports it (spec §3 "AIPrompts"): what the
 * generator hands its recorder, and what the store writes.
 */
export interface AiPromptRecord {
  userId: string | null;
  websiteId: string | null;
  kind: AiPromptKind;
  /** The model that answered, or 'offline' for the built-in generator. */
  model: string;
  input: AiPromptInput;
  prompt: string | null;
  response: string | null;
  /** What went wrong, or for a repaired answer what was repaired. */
  error: string | null;
  promptTokens: number;
  answerTokens: number;
  durationMs: number;
  outcome: GenerationOutcome;
}

/**
 * Spec §3 "AIPrompts" (fields not shown): one call to the text generator, kept for support and
 * cost tracking. Anonymous calls from the free tools have no user or website.
 */
export const aiPrompt = z.object({
  id: entityId,
  userId: entityId.nullable(),
  websiteId: entityId.nullable(),
  kind: aiPromptKind,
  input: aiPromptInput,
  prompt: z.string().max(decidedLimits.aiPromptText),
  /** The raw answer; null when the call failed. */
  response: z.string().max(decidedLimits.aiPromptText).nullable(),
  error: z.string().max(decidedLimits.sectionBody).nullable().default(null),
  /** The model or generator that answered (e.g. 'offline' for the built-in generator). */
  model: z.string().min(1).max(decidedLimits.fontFamily),
  createdAt: timestamp,
});
export type AiPrompt = z.infer<typeof aiPrompt>;

/**
 * The Google ad creator's output as the AI must return it (spec §5, §9 Google ad headline /
 * description 30 / 90). Its type is `GoogleAd` of `validation/google-ad.ts`.
 */
export const googleAd = z.object({
  headline: z
    .string()
    .min(1)
    .max(fieldLimits.googleAdHeadline)
    .describe('Ad headline, at most 30 characters'),
  description: z
    .string()
    .min(1)
    .max(fieldLimits.googleAdDescription)
    .describe('Ad description, at most 90 characters, ending with a call to action'),
});
