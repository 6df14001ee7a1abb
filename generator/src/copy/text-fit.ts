import { countSentences, countWords } from '@sitewright/model';

/**
 * Cutting generated text down to a limit without breaking it. A cut is only "safe" at a sentence
 * boundary: half a sentence reads as a bug, one sentence fewer does not. Word-limited short texts
 * (headlines, quotes, ideas) are never cut here; an answer over those limits is asked for again.
 */

/** The sentences of `text`, each with its end punctuation, split as `countSentences` counts them. */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** The first `max` sentences of `text` (unchanged when it already has no more). */
export function keepSentences(text: string, max: number): string {
  if (countSentences(text) <= max) return text;
  return splitSentences(text).slice(0, max).join(' ');
}

/**
 * The longest run of whole leading sentences of `text` within `maxChars`, or null when even the
 * first sentence is too long (then no cut is safe).
 */
export function cutAtSentence(text: string, maxChars: number): string | null {
  if (text.length <= maxChars) return text;
  let kept = '';
  for (const sentence of splitSentences(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxChars) break;
    kept = next;
  }
  return kept === '' ? null : kept;
}

/** Collapses runs of whitespace (except paragraph breaks) and trims. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether `text` has between `min` and `max` words. */
export function wordsWithin(text: string, min: number, max: number): boolean {
  const words = countWords(text);
  return words >= min && words <= max;
}

/** Code points, as Google Ads counts characters (an emoji is 1). */
export function codePoints(text: string): number {
  return [...text].length;
}
