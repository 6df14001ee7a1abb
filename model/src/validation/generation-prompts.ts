/** Spec §5 "Generation prompts": the counts and lengths the AI text generator is asked for. */
export const generationPrompts = {
  businessNames: 12,
  businessIdeas: 10,
  ideaWords: { min: 5, max: 8 },
  reviewSentencesMax: 4,
  aboutSentencesMax: 4,
  colourPalettes: 8,
  fontPairs: 8,
  introHeadlineWordsMax: 6,
  quoteWordsMax: 12,
  contactTitleWordsMax: 4,
} as const;

/** Number of whitespace-separated words in `text`. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/**
 * Number of sentences in `text`: runs of text ended by `.`, `!` or `?` followed by whitespace or the
 * end, plus a trailing run without end punctuation. Abbreviations such as "Dr." count as an end,
 * which only errs on the strict side when checking a maximum.
 */
export function countSentences(text: string): number {
  return text.split(/[.!?]+(?=\s|$)/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

/** The generated texts with a length rule, and how each is measured. */
export type GeneratedTextKind = 'idea' | 'review' | 'about' | 'introHeadline' | 'quote' | 'contactTitle';

/**
 * Whether a generated text keeps to its spec §5 length: an idea 5–8 words; a review or about text at
 * most 4 sentences; an intro headline at most 6 words; a quote at most 12; a contact title at most 4.
 * Used to check AI answers (and the offline generator) before they reach a document.
 */
export function generatedTextFits(kind: GeneratedTextKind, text: string): boolean {
  const p = generationPrompts;
  switch (kind) {
    case 'idea': {
      const words = countWords(text);
      return words >= p.ideaWords.min && words <= p.ideaWords.max;
    }
    case 'review':
      return countSentences(text) <= p.reviewSentencesMax;
    case 'about':
      return countSentences(text) <= p.aboutSentencesMax;
    case 'introHeadline':
      return countWords(text) <= p.introHeadlineWordsMax;
    case 'quote':
      return countWords(text) <= p.quoteWordsMax;
    case 'contactTitle':
      return countWords(text) <= p.contactTitleWordsMax;
  }
}
