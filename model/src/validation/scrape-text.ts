import { fieldLimits } from '../limits/index.ts';

/**
 * Caps text scraped from a supplied link at 7500 characters (spec §5, §9) before it goes into a
 * generation prompt. A cut never splits a surrogate pair: if the last kept unit would be the first
 * half of an emoji, that half is dropped too.
 * @defaultValue max = 7500
 */
export function capScrapeText(text: string, max: number = fieldLimits.scrapeText): string {
  if (text.length <= max) return text;
  const lastKept = text.charCodeAt(max - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? max - 1 : max);
}
