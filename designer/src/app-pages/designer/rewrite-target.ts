import { type RewriteAction, type RewriteLanguage, rewriteTextMax, type Website } from '@sitewright/model';
import { type InlineField, inlineField, inlineOutcome, valueAt, withText } from './inline-fields.ts';
import type { PreviewSelection } from './preview-inline-editing.ts';

/**
 * Where a rewrite goes: the selected part of one text of the draft, as offsets in the field's
 * value, and the room the field leaves for it (spec §9: the field's limit less the text kept).
 */
export interface RewriteTarget {
  path: string;
  field: InlineField;
  /** The field's whole value when the selection was made. */
  original: string;
  start: number;
  end: number;
  /** The most characters the replacement may have. */
  maxLength: number;
  rect: PreviewSelection['rect'];
}

/** The selection's place in the draft's value, or null when it cannot be found for sure. */
export function rewriteTarget(doc: Website, selection: PreviewSelection): RewriteTarget | null {
  const field = inlineField(doc, selection.path);
  const value = valueAt(doc, selection.path);
  if (!field || typeof value !== 'string') return null;
  let start: number;
  if (selection.whole === value) {
    start = selection.before.length;
  } else {
    // The page shows the value otherwise (spaces around paragraphs): a text found once is still sure.
    start = value.indexOf(selection.selected);
    if (start < 0 || value.indexOf(selection.selected, start + 1) >= 0) return null;
  }
  let end = start + selection.selected.length;
  // A selection's spaces at either end stay where they are.
  while (start < end && /\s/.test(value[start] ?? '')) start++;
  while (end > start && /\s/.test(value[end - 1] ?? '')) end--;
  if (start === end) return null;
  const limit = Math.min(field.maxLength ?? rewriteTextMax, rewriteTextMax);
  const maxLength = Math.min(rewriteTextMax, limit - (value.length - (end - start)));
  if (maxLength < 1) return null;
  return { path: selection.path, field, original: value, start, end, maxLength, rect: selection.rect };
}

/** The selected text of a target. */
export const selectedText = (target: RewriteTarget) => target.original.slice(target.start, target.end);

/** The field's new value with the suggestion in place of the selection. */
export const replaced = (target: RewriteTarget, text: string) =>
  target.original.slice(0, target.start) + text + target.original.slice(target.end);

/**
 * Accepting a suggestion: the draft with the new value, or why it cannot be written — the text
 * changed since it was selected, or the field's schema refuses it (never clipped silently).
 */
export function acceptedDraft(
  doc: Website,
  target: RewriteTarget,
  text: string,
): { draft: Website; error: null } | { draft: null; error: string } {
  if (valueAt(doc, target.path) !== target.original) {
    return { draft: null, error: 'The text changed since you selected it. Select it again to rewrite it.' };
  }
  const value = replaced(target, text);
  const outcome = inlineOutcome(target.field, value);
  if (outcome.text !== value) {
    return {
      draft: null,
      error: `${target.field.label}: ${outcome.message ?? 'This text cannot be used here.'}`,
    };
  }
  return { draft: withText(doc, target.path, value), error: null };
}

/** The menu's words for each action; Fix spelling says "and grammar" only when an AI does it. */
export function actionLabel(action: RewriteAction, withAi: boolean): string {
  switch (action) {
    case 'shorter':
      return 'Shorter';
    case 'longer':
      return 'Longer';
    case 'friendlier':
      return 'Friendlier';
    case 'moreFormal':
      return 'More formal';
    case 'fixSpelling':
      return withAi ? 'Fix spelling and grammar' : 'Fix spelling';
    case 'translate':
      return 'Translate';
  }
}

/** Each language in its own name, as a language menu shows it. */
export const languageLabels: Record<RewriteLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
};
