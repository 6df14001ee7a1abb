import { languageNames, type SecondLanguageCode } from '@sitewright/model';
import { z } from 'zod';
import type { FieldToTranslate } from './site-translator.ts';

/**
 * The prompts of a page translation: one system prompt with the rules every translation keeps (the
 * text's facts and nothing more, names and numbers as written, plain text, each field's limit), the
 * texts as JSON, and the answer as a structured output with one property per field key.
 */

/** The answer's shape: a translation (a string) by field key. */
export const translateReply = z.record(z.string(), z.unknown());

/** The JSON Schema sent as `response_format` (strict: every asked key required, no others), each key with its limit. */
export function translateReplySchema(fields: readonly FieldToTranslate[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map((field) => [
        field.key,
        {
          type: 'string',
          description: `${field.label}: the translation, at most ${field.maxLength} characters${field.multiline ? '' : ', one line'}`,
        },
      ]),
    ),
    required: fields.map((field) => field.key),
    additionalProperties: false,
  };
}

/** The rules of every translation. */
export function translateSystemPrompt(language: SecondLanguageCode): string {
  const name = languageNames[language].english;
  return [
    `You translate the texts of a small local business's website from English into ${name}, in the natural words a local business there would use.`,
    'Translate each text on its own. Keep every fact it states, and state no fact it does not: add no price, name, number, licence, guarantee, award or claim.',
    'Keep the names of the business, people, places and products, prices, numbers, times, phone numbers, e-mail and web addresses as they are written.',
    'Plain text only: no Markdown, no quotation marks around a text, no notes or explanations.',
    'Each text has a limit, maxLength, in characters: its translation is at most that long — count before you answer, and say it more briefly when it would be longer.',
    'A text with "multiline": true keeps its paragraphs (a blank line between them); every other text is one line.',
    `Answer with JSON only: an object with one property for each text, named by its key, holding its ${name} translation.`,
  ].join('\n');
}

/** The texts to translate, as JSON. */
export function translateUserPrompt(fields: readonly FieldToTranslate[]): string {
  const texts = fields.map(({ key, label, maxLength, multiline, text }) => ({
    key,
    label,
    maxLength,
    multiline,
    text,
  }));
  return `The texts:\n${JSON.stringify(texts, null, 1)}`;
}

/** Asking again for the texts whose translations broke a rule, with what was wrong with each. */
export function translateAskAgain(problems: ReadonlyMap<string, readonly string[]>): string {
  const lines = [...problems].map(([key, found]) => `- ${key}: ${found.join('; ')}`);
  return [
    'These translations cannot be used:',
    ...lines,
    'Translate these texts again, keeping to the rules, and answer JSON with only these keys.',
  ].join('\n');
}

/** Asking again after an answer that was not a JSON object of texts. */
export const translateAskForJson =
  'That answer cannot be used: it was not a JSON object with one string for each key. Answer again with JSON only.';
