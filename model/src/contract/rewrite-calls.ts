import { z } from 'zod';
import { entityId } from '../entities/common.ts';
import { fieldLimits } from '../limits/field-limits.ts';
import { defineRoute } from './route-contract.ts';

/**
 * Rewriting a text the owner selected in the preview (the designer's "AI rewrite in place"):
 * shorter, longer, friendlier, more formal, spelling (and grammar, with an AI), or a translation.
 * The caller sends the selected text and the room its field has left (spec §9: the field's limit
 * less the text around the selection); the answer is never longer than that room.
 */

/** What a rewrite does, in the order the designer's menu offers them. */
export const rewriteActions = [
  'shorter',
  'longer',
  'friendlier',
  'moreFormal',
  'fixSpelling',
  'translate',
] as const;
export const rewriteAction = z.enum(rewriteActions);
export type RewriteAction = z.infer<typeof rewriteAction>;

/** The languages a text can be translated into (ISO 639-1). */
export const rewriteLanguages = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export const rewriteLanguage = z.enum(rewriteLanguages);
export type RewriteLanguage = z.infer<typeof rewriteLanguage>;

/** Each language's name in English, as menus and prompts name it. */
export const rewriteLanguageNames: Record<RewriteLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
};

/** The longest text edited in place: an article's content (spec §9, 5000). */
export const rewriteTextMax = fieldLimits.articleContent;

/** What is asked: the selected text, the action, the room its field leaves, and a language to translate into. */
export const rewriteRequest = z
  .object({
    action: rewriteAction,
    text: z.string().trim().min(1, 'Select some text to rewrite.').max(rewriteTextMax),
    /** The most characters the new text may have: the field's §9 limit less the text kept around the selection. */
    maxLength: z.number().int().min(1).max(rewriteTextMax),
    /** Whether the field takes line breaks (a multi-line text); a single-line field gets none. */
    multiline: z.boolean().default(false),
    language: rewriteLanguage.optional(),
  })
  .refine((body) => body.action !== 'translate' || body.language !== undefined, {
    message: 'Choose the language to translate into.',
    path: ['language'],
  });
export type RewriteRequest = z.infer<typeof rewriteRequest>;

/** The suggestion: the new text (within `maxLength`), whether it differs, and what to tell the owner about it. */
export const rewriteAnswer = z.object({
  text: z.string().max(rewriteTextMax),
  /** False when there was nothing to change (no spelling mistake found). */
  changed: z.boolean(),
  /** A sentence for the owner: what was changed or left, or that the answer was cut to fit. */
  note: z.string().max(500).nullable(),
});
export type RewriteAnswer = z.infer<typeof rewriteAnswer>;

/** What this server can do: every action with an AI service, only those a deterministic tool performs without. */
export const rewriteOptions = z.object({
  actions: z.array(rewriteAction),
  languages: z.array(rewriteLanguage),
  /** Said under the menu when actions are missing ('Connect OpenAI to rewrite text'). */
  note: z.string().nullable(),
});
export type RewriteOptions = z.infer<typeof rewriteOptions>;

const websiteIdParams = z.object({ websiteId: entityId });

export const rewriteCalls = {
  /** The rewrite actions available (the menu shows only these). Owners and editors (spec §6 "Edit content and settings"). */
  rewriteOptions: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/rewrite',
    auth: 'user',
    params: websiteIdParams,
    responses: { 200: rewriteOptions },
  }),
  /** Rewrites a selected text; nothing is saved (the designer writes an accepted suggestion into the draft). */
  rewriteText: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/rewrite',
    auth: 'user',
    params: websiteIdParams,
    body: rewriteRequest,
    responses: { 200: rewriteAnswer },
  }),
};
