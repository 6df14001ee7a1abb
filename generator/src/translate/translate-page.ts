import {
  knownTranslations,
  type TranslateAnswer,
  type TranslateRequest,
  type Translation,
  translationStatus,
  type Website,
} from '@sitewright/model';
import type { GenerationContext } from '../text-generator.ts';
import type { SiteTranslator } from './site-translator.ts';

/** What the owner is told about the texts left untranslated. */
export const translateNotes = {
  /** Without an AI service (also `GET …/translate`'s note). */
  offline: 'Connect OpenAI to translate the whole page: enter the other texts yourself.',
  /** With one, for the texts whose answers kept breaking their field's rules. */
  left: (count: number) =>
    count === 1
      ? 'One text was left untranslated: no translation kept to its field’s limit. Enter it yourself, or try again.'
      : `${count} texts were left untranslated: no translation kept to their field’s limit. Enter them yourself, or try again.`,
};

/** A translation asked for a field the page does not have: the caller's keys are stale or wrong. */
export class TranslateRefusal extends Error {
  override readonly name = 'TranslateRefusal';
  readonly code = 'unknown-field';
  constructor(readonly keys: readonly string[]) {
    const shown = keys
      .slice(0, 3)
      .map((key) => `'${key}'`)
      .join(', ');
    super(
      `This page has no text ${keys.length === 1 ? 'field' : 'fields'} ${shown}${keys.length > 3 ? ` and ${keys.length - 3} more` : ''}: save the page and translate again.`,
    );
  }
}

/**
 * The translations of a draft's text fields into `request.language`, changing nothing: the
 * fields named by `request.keys`, else every field without a translation for its present words
 * (all of them when the draft's second language is another one). The product's own words (cookie
 * banner, form, newsletter) come from the model's `knownTranslations`; the rest from `translator`
 * — offline none, so they are `untranslated` with {@link translateNotes}.offline. Each translation
 * carries the English words it was written for (`source`), so a field changed since reads as out of
 * date. Throws {@link TranslateRefusal} for a key the draft has no field for, `GenerationError` when
 * the AI service fails.
 */
export async function translatePage(
  doc: Pick<Website, 'sections' | 'websiteSettings' | 'secondLanguage'>,
  request: TranslateRequest,
  translator: SiteTranslator,
  context: GenerationContext = {},
): Promise<TranslateAnswer> {
  const { language } = request;
  const current = doc.secondLanguage?.code === language ? doc.secondLanguage : null;
  const { fields } = translationStatus({ ...doc, secondLanguage: current });
  let asked = fields.filter((field) => field.state !== 'translated');
  if (request.keys) {
    const keys = new Set(request.keys);
    const present = new Set(fields.map((field) => field.key));
    const unknown = [...keys].filter((key) => !present.has(key));
    if (unknown.length > 0) throw new TranslateRefusal(unknown);
    asked = fields.filter((field) => keys.has(field.key));
  }
  const known = knownTranslations(doc, language);
  const translations: Record<string, Translation> = {};
  for (const field of asked) {
    const found = known[field.key];
    if (found) translations[field.key] = found;
  }
  const rest = asked.filter((field) => !translations[field.key]);
  const answered =
    rest.length > 0 ? await translator.translate(language, rest, context) : { texts: {}, left: [] };
  const untranslated: string[] = [];
  for (const field of rest) {
    const text = answered.texts[field.key];
    // Checked once more where it leaves: nothing over the field's limit, whatever the translator.
    if (text !== undefined && text.trim() !== '' && text.length <= field.maxLength) {
      translations[field.key] = { source: field.text, text };
    } else untranslated.push(field.key);
  }
  const note =
    untranslated.length === 0
      ? null
      : translator.ai
        ? translateNotes.left(untranslated.length)
        : translateNotes.offline;
  return { language, translations, untranslated, note };
}
