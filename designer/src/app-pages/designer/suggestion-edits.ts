import {
  pendingSuggestions,
  type Section,
  type Suggestion,
  type SuggestionReason,
  sectionDefinitions,
  sectionSchemas,
  sectionsWithoutSuggestions,
  suggestionReasonLabels,
  type Website,
  wholeItem,
} from '@sitewright/model';

/**
 * Marked suggestions in the designer (truthful by construction): generated words that
 * state a fact the owner has not given. Pure functions of the draft, like `document-edits.ts`.
 */

/** The pending suggestions of each section, by section id (sections without any are absent). */
export function pendingBySection(doc: Website): Map<string, Suggestion[]> {
  const bySection = new Map<string, Suggestion[]>();
  for (const s of pendingSuggestions(doc)) {
    const list = bySection.get(s.sectionId);
    if (list) list.push(s);
    else bySection.set(s.sectionId, [s]);
  }
  return bySection;
}

/**
 * Confirm: the owner says the words are true. The mark goes, the words stay as the owner's, and
 * the next publish shows them.
 */
export function confirmSuggestion(doc: Website, id: string): Website {
  const marks = doc.suggestions ?? [];
  if (!marks.some((s) => s.id === id)) return doc;
  return { ...doc, suggestions: marks.filter((s) => s.id !== id) };
}

/** What Remove did: the new draft, or why it could not (the model's message). */
export type RemoveOutcome = { doc: Website; error: null } | { doc: Website; error: string };

/**
 * Remove: the suggested words leave the draft with their mark — the same cut publishing makes
 * (`sectionsWithoutSuggestions`): the words out of their field, a marked item out of its list. A
 * field the section's schema refuses empty keeps its words, with the model's message, so the draft
 * always saves.
 */
export function removeSuggestion(doc: Website, id: string): RemoveOutcome {
  const mark = (doc.suggestions ?? []).find((s) => s.id === id);
  if (!mark) return { doc, error: null };
  const { sections } = sectionsWithoutSuggestions(doc.sections, [mark]);
  const changed = sections.find((s) => s.id === mark.sectionId);
  if (changed) {
    const check = sectionSchemas[changed.type].safeParse(changed);
    if (!check.success) return { doc, error: check.error.issues[0]?.message ?? 'This text cannot be empty' };
  }
  // Only the marked section changes: every other section keeps its identity (the preview patches less).
  const kept = doc.sections.map((s) => (s.id === mark.sectionId && changed ? changed : s));
  return { doc: { ...confirmSuggestion(doc, id), sections: kept }, error: null };
}

/** How the designer tells the owner what to do with each kind of suggestion. */
const reasonAdvice: Record<SuggestionReason, string> = {
  price: 'confirm it is your price or replace it',
  name: 'confirm this person works with you or replace it',
  // A review written by anyone but a customer must not be published as one (US FTC, 16 CFR 465).
  review: 'confirm a customer really wrote it, or remove it',
  years: 'confirm it is true or replace it',
  credential: 'confirm it is true or replace it',
  guarantee: 'confirm you offer it or replace it',
  statistic: 'confirm it is true or replace it',
};

/** "Suggestion: a licence or certification — confirm it is true or replace it". */
export function suggestionHeadline(reason: SuggestionReason): string {
  return `Suggestion: ${suggestionReasonLabels[reason]} — ${reasonAdvice[reason]}`;
}

/** The suggested words as the designer quotes them: at most `max` characters, cut at a word. */
export function quotedWords(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The accessible names of a suggestion's buttons: "Confirm suggestion: From $95". */
export const confirmLabel = (s: Suggestion) => `Confirm suggestion: ${quotedWords(s.text)}`;
export const removeLabel = (s: Suggestion) => `Remove suggestion: ${quotedWords(s.text)}`;

/** Whether a suggestion marks a whole item (a review, a team member) rather than a field's words. */
export const marksWholeItem = (s: Suggestion) => s.field === wholeItem;

/** "Services", or "Services (services-2)" when the page has two of that section. */
export function sectionName(sections: readonly Section[], sectionId: string): string {
  const section = sections.find((s) => s.id === sectionId);
  if (!section) return 'a removed section';
  const title = sectionDefinitions[section.type].title;
  return sections.filter((s) => s.type === section.type).length > 1 ? `${title} (${section.id})` : title;
}

/** "1 suggestion", "3 suggestions". */
export const suggestionCount = (n: number) => (n === 1 ? '1 suggestion' : `${n} suggestions`);
