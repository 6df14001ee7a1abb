import { z } from 'zod';
import { decidedLimits, entityId, sectionId } from './common.ts';
import type { Section } from './sections/index.ts';

/**
 * Why a piece of a draft is only a suggestion: it states a fact the owner answers for and did not
 * give (truthful by construction). The generator marks it; the page never states it
 * until the owner confirms it.
 */
export const suggestionReason = z.enum([
  'price',
  'name',
  'review',
  'years',
  'credential',
  'guarantee',
  'statistic',
]);
export type SuggestionReason = z.infer<typeof suggestionReason>;

/** What the designer calls each reason, as the owner reads it. */
export const suggestionReasonLabels: Record<SuggestionReason, string> = {
  price: 'a price',
  name: "a person's name",
  review: 'a review',
  years: 'a number of years',
  credential: 'a licence or certification',
  guarantee: 'a guarantee',
  statistic: 'a figure',
};

/** The whole item (a service, a review, a team member …) rather than one of its fields. */
export const wholeItem = 'item';

/**
 * One marked suggestion in a draft: the words `text`, written into `field` of a section (or of the
 * item `itemId` inside one of the section's lists). `field` 'item' marks the whole item. Confirming a
 * suggestion removes its mark; the owner editing the words away makes it moot. A mark whose words
 * are still there is pending, and pending suggestions are left out of the published page.
 */
export const suggestion = z.object({
  id: entityId,
  sectionId,
  itemId: entityId.nullable(),
  field: z.string().min(1).max(decidedLimits.suggestionField),
  text: z.string().min(1).max(decidedLimits.suggestionText),
  reason: suggestionReason,
});
export type Suggestion = z.infer<typeof suggestion>;

/** The suggestions of a draft (at most `decidedLimits.suggestions`). */
export const suggestions = z.array(suggestion).max(decidedLimits.suggestions);

type Item = { id: string } & Record<string, unknown>;
type Located = { section: Section; list?: Item[]; item?: Item; index?: number };

function locate(sections: readonly Section[], s: Suggestion): Located | undefined {
  const section = sections.find((x) => x.id === s.sectionId);
  if (!section) return undefined;
  if (s.itemId === null) return { section };
  for (const value of Object.values(section)) {
    if (!Array.isArray(value)) continue;
    const index = value.findIndex((x) => typeof x === 'object' && x !== null && (x as Item).id === s.itemId);
    if (index >= 0) return { section, list: value as Item[], item: value[index] as Item, index };
  }
  return undefined;
}

/**
 * Whether a suggestion still stands in the draft: its section (and item) exist and, unless it marks
 * the whole item, its field still holds its words. An edited-away or deleted suggestion is not pending.
 */
export function isPendingSuggestion(sections: readonly Section[], s: Suggestion): boolean {
  const at = locate(sections, s);
  if (!at) return false;
  if (s.itemId !== null && !at.item) return false;
  if (s.field === wholeItem) return at.item !== undefined;
  const holder = (at.item ?? at.section) as Record<string, unknown>;
  const value = holder[s.field];
  return typeof value === 'string' && value.includes(s.text);
}

/** The suggestions of a draft that still stand (see {@link isPendingSuggestion}). */
export function pendingSuggestions(doc: {
  sections: readonly Section[];
  suggestions?: readonly Suggestion[] | undefined;
}): Suggestion[] {
  return (doc.suggestions ?? []).filter((s) => isPendingSuggestion(doc.sections, s));
}

/** `text` without `words`: the sentence or phrase taken out, spaces and stray punctuation tidied. */
export function withoutWords(text: string, words: string): string {
  const at = text.indexOf(words);
  if (at < 0) return text;
  const before = text.slice(0, at).replace(/[ \t]+$/, '');
  const after = text.slice(at + words.length).replace(/^[ \t]+/, '');
  const joined =
    before && after && !/\n$/.test(before) && !/^\n/.test(after) ? `${before} ${after}` : before + after;
  return joined
    .replace(/^[\s,;:]+/, '')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .trim();
}

/**
 * The sections with every pending suggestion taken out: a whole-item suggestion removes the item, a
 * field suggestion removes its words from the field (a field that held only them becomes empty).
 * Returns the same array when nothing is pending. Confirmed suggestions have no mark, so they stay.
 */
export function sectionsWithoutSuggestions(
  sections: readonly Section[],
  marks: readonly Suggestion[] | undefined,
): { sections: Section[]; leftOut: Suggestion[] } {
  const pending = (marks ?? []).filter((s) => isPendingSuggestion(sections, s));
  if (pending.length === 0) return { sections: sections as Section[], leftOut: [] };
  const copy = structuredClone(sections) as Section[];
  // Field edits first, then item removals (a removal would move the indexes of later items).
  for (const s of pending.filter((x) => x.field !== wholeItem)) {
    const at = locate(copy, s);
    const holder = (at?.item ?? at?.section) as Record<string, unknown> | undefined;
    if (holder && typeof holder[s.field] === 'string') {
      holder[s.field] = withoutWords(holder[s.field] as string, s.text);
    }
  }
  for (const s of pending.filter((x) => x.field === wholeItem)) {
    const at = locate(copy, s);
    if (at?.list && at.index !== undefined) at.list.splice(at.index, 1);
  }
  return { sections: copy, leftOut: pending };
}
