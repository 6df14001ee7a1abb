import {
  knownTranslations,
  type SecondLanguageCode,
  type TextField,
  type Translation,
  textFields,
  type Website,
} from '@sitewright/model';

/**
 * The Languages panel's changes to the draft, as pure functions of the document (each one edit:
 * one undo step, saved by the autosave like any other).
 */

/**
 * Adds the second language: the words the product wrote itself (cookie banner, contact form,
 * newsletter box) come translated (`knownTranslations`); every other text waits for the owner or the AI.
 */
export function withLanguage(doc: Website, code: SecondLanguageCode): Website {
  return { ...doc, secondLanguage: { code, translations: knownTranslations(doc, code) } };
}

/** Removes the second language and its translations (Undo brings them back). */
export function withoutLanguage(doc: Website): Website {
  return { ...doc, secondLanguage: null };
}

/** Keeps a translation inside its field: at most its §9 limit, one line where the field takes no line breaks. */
export function fittedTranslation(field: Pick<TextField, 'maxLength' | 'multiline'>, text: string): string {
  const oneLine = field.multiline ? text : text.replace(/\s*[\r\n]+\s*/g, ' ');
  return oneLine.slice(0, field.maxLength);
}

/**
 * The owner's translation of one field, written for the field's present words (`source`), so a
 * later change of the English words shows it out of date. An emptied translation is dropped: the
 * field is untranslated again.
 */
export function withTranslation(
  doc: Website,
  field: Pick<TextField, 'key' | 'text' | 'maxLength' | 'multiline'>,
  text: string,
): Website {
  const language = doc.secondLanguage;
  if (!language) return doc;
  const { [field.key]: _old, ...others } = language.translations;
  const fitted = fittedTranslation(field, text);
  const translations =
    fitted.trim() === '' ? others : { ...others, [field.key]: { source: field.text, text: fitted } };
  return { ...doc, secondLanguage: { ...language, translations } };
}

/**
 * Merges translations answered by the AI: only those written for a field's present words (the
 * owner may have changed one while the answer was on its way) and within the field's limit; the
 * owner's own translations of other fields stay. Answers how many were taken.
 */
export function withAnswerTranslations(
  doc: Website,
  answered: Record<string, Translation>,
): { doc: Website; taken: number } {
  const language = doc.secondLanguage;
  if (!language) return { doc, taken: 0 };
  const translations = { ...language.translations };
  let taken = 0;
  for (const field of textFields(doc)) {
    const answer = answered[field.key];
    if (!answer || answer.source !== field.text || answer.text.trim() === '') continue;
    translations[field.key] = { source: field.text, text: fittedTranslation(field, answer.text) };
    taken++;
  }
  return { doc: { ...doc, secondLanguage: { ...language, translations } }, taken };
}
