import {
  decidedLimits,
  type Section,
  type Suggestion,
  sectionsWithoutSuggestions,
  wholeItem,
  withoutWords,
} from '@sitewright/model';
import { findUnconfirmedFacts, type OwnerFacts, type UnconfirmedFact } from './find-unconfirmed-facts.ts';

type Item = { id: string } & Record<string, unknown>;

/** Fields that are not words (ids, kinds, addresses). */
const notWords = new Set(['id', 'type', 'sectionId', 'url', 'email', 'phone', 'network']);

/**
 * Item fields a list entry reads fine without (a service without a price). Any other field losing
 * all its words would leave half an item (a question with no answer), so the whole item is marked.
 */
const optionalItemFields = new Set(['pricing', 'authorLocation', 'jobTitle']);

/** Lists whose entries are the owner's own: reviews come only from the owner's imported page. */
const ownersLists = new Set(['reviews']);

/** The words an item is known by, for a whole-item suggestion. */
function itemLabel(item: Item): string {
  for (const key of ['heading', 'question', 'name', 'authorName', 'paragraph', 'text']) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return value.slice(0, decidedLimits.suggestionText);
  }
  return 'this item';
}

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && typeof (value as Item).id === 'string';

const emptiedBy = (text: string, found: readonly UnconfirmedFact[]) =>
  found.reduce((rest, f) => withoutWords(rest, f.text), text).trim() === '';

/**
 * Marks every sentence of a new draft's sections that states a fact the owner did not give
 * ({@link findUnconfirmedFacts}) as a suggestion: a field's sentence as a field mark,
 * an item that would be left without its words (an FAQ answer that is all claim, a team member's
 * invented name) as a whole-item mark. Returns the marks and the sections — the same array, or,
 * when a mark would break the draft's limits (more than `decidedLimits.suggestions`, a sentence
 * over `suggestionText`), a copy with those words taken out, so nothing unconfirmed is ever
 * stated unmarked. Reviews are not read: a draft holds
 * only those imported from the owner's own page.
 */
export function markUnconfirmedFacts(
  sections: readonly Section[],
  facts: OwnerFacts,
): { sections: Section[]; suggestions: Suggestion[] } {
  const marks: Array<Omit<Suggestion, 'id'>> = [];
  for (const section of sections) {
    for (const [field, value] of Object.entries(section)) {
      if (notWords.has(field)) continue;
      if (typeof value === 'string') {
        for (const f of findUnconfirmedFacts(value, facts)) {
          marks.push({ sectionId: section.id, itemId: null, field, text: f.text, reason: f.reason });
        }
      } else if (Array.isArray(value) && !ownersLists.has(field)) {
        for (const item of value.filter(isItem)) marks.push(...itemMarks(section.id, item, facts));
      }
    }
  }
  const suggestions = marks.map((m, i) => ({ id: `suggestion-${i + 1}`, ...m }));
  // A mark holds at most `suggestionText` characters and a draft at most `suggestions` marks.
  const fits = suggestions.filter((s) => s.text.length <= decidedLimits.suggestionText);
  const kept = fits.slice(0, decidedLimits.suggestions);
  const over = suggestions.filter((s) => !kept.includes(s));
  return {
    sections: over.length > 0 ? sectionsWithoutSuggestions(sections, over).sections : (sections as Section[]),
    suggestions: kept,
  };
}

function itemMarks(sectionId: string, item: Item, facts: OwnerFacts): Array<Omit<Suggestion, 'id'>> {
  const marks: Array<Omit<Suggestion, 'id'>> = [];
  for (const [field, value] of Object.entries(item)) {
    if (notWords.has(field) || typeof value !== 'string') continue;
    const found = findUnconfirmedFacts(value, facts);
    if (found.length === 0) continue;
    if (!optionalItemFields.has(field) && emptiedBy(value, found)) {
      return [
        { sectionId, itemId: item.id, field: wholeItem, text: itemLabel(item), reason: found[0]!.reason },
      ];
    }
    for (const f of found) marks.push({ sectionId, itemId: item.id, field, text: f.text, reason: f.reason });
  }
  return marks;
}

/** `text` with every sentence stating an unconfirmed fact taken out (for places a mark cannot point to). */
export function withoutUnconfirmedFacts(text: string, facts: OwnerFacts): string {
  return findUnconfirmedFacts(text, facts).reduce((rest, f) => withoutWords(rest, f.text), text);
}
