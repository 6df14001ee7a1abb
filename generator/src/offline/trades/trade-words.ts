import type { Trade } from './trade.ts';

/**
 * A word's stem, so an owner's "plumbing", a customer's "plumber" and the data's "plumbers" meet:
 * plural endings go ("leaks" → "leak", "puppies" → "puppy", "brushes" → "brush"), then one of
 * -ing / -er / -ed when three letters stay ("grooming", "groomer" → "groom"), with a doubled final
 * consonant undone ("wedding" → "wed"), and a final silent e ("dance", "dancing" → "danc"). Crude on purpose: the same crude rule runs on both sides.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/(?:xes|ches|shes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'er', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  // "dance" and "dancing", "fence" and "fencing" meet once the silent e goes.
  if (w.length > 3 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** The words of a text, in order: lower case, accents and possessive "'s" dropped. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The stems of a text's words, in order: lower case, accents and possessive "'s" dropped. */
export function stemsOf(text: string): string[] {
  return plainWords(text).map(stem);
}

/** Words that start a phrase about who is served or where ("for restaurants", "at the farmers market"). */
const contextWords = new Set(['for', 'at', 'near', 'serving', 'from']);

/**
 * Words before "of" that count or group what follows ("a team of plumbers", "all kinds of repairs"):
 * there "of" names the trade itself, not what the work is done on.
 */
const groupWords =
  'team|range|kinds?|types?|sorts?|lots?|variety|number|group|crew|all|plenty|couple|members?|one|full';
/** Words that end a phrase about what the work is done on ("of homes … with a drone"). */
const objectEnds = new Set(['with', 'by', 'using', 'including']);

/**
 * The stems of a text as {@link stemsOf} gives them, each marked when it stands in a phrase about who
 * is served or where (after "for", "at", "near", "serving" or "from", to the end of the sentence or clause):
 * "restaurants" in "knife sharpening for restaurants" says who the customers are, not the trade. What
 * the work is done on is marked too: "of" to the next comma or "with"/"by"/"using" ("aerial photos of
 * homes and construction sites with a drone": the photos and the drone say the trade, the homes do not),
 * except after a word that counts what follows ("a team of plumbers").
 */
export function stemsInContext(text: string): Array<{ stem: string; aside: boolean }> {
  const out: Array<{ stem: string; aside: boolean }> = [];
  const counting = new RegExp(`^(?:${groupWords})$`);
  // A list goes on after commas ("for homes, offices and restaurants"): a sentence ends the phrase.
  for (const clause of text.split(/[.;:!?()\n–—]+/)) {
    let aside = false;
    for (const part of clause.split(',')) {
      let object = false;
      const words = plainWords(part);
      words.forEach((word, i) => {
        const s = stem(word);
        if (contextWords.has(s)) aside = true;
        if (objectEnds.has(word)) object = false;
        out.push({ stem: s, aside: aside || object });
        if (word === 'of' && !counting.test(words[i - 1] ?? '')) object = true;
      });
    }
  }
  return out;
}

const objectPhrase = new RegExp(
  String.raw`(?<!\b(?:${groupWords})\s+)\bof\b(?:(?!\b(?:with|by|using|including)\b)[^,.;:!?()\n–—])*`,
  'gi',
);

/** A text without its phrases about who is served or where, or what the work is done on (see {@link stemsInContext}). */
export function withoutAsides(text: string): string {
  return text.replace(/\b(?:for|at|near|serving|from)\b[^.;:!?()\n–—]*/gi, ' ').replace(objectPhrase, ' ');
}

/**
 * What a trade's work is called in a sentence: the trade's own "-ing" word for its name
 * ("plumbing" for a plumber, "dog grooming" for a dog groomer) or its word for the craft
 * ("photography", "carpentry"), else its name ("locksmith", "heating and cooling").
 */
export function tradeActivity(trade: Pick<Trade, 'name' | 'words'>): string {
  const name = trade.name.toLowerCase();
  if (name.endsWith('ing')) return name;
  const nameStems = new Set(stemsOf(name));
  const last = stemsOf(name).at(-1) ?? '';
  const craft = trade.words
    .filter((w) => {
      const stems = stemsOf(w);
      const head = stems.at(-1) ?? '';
      // "plumbing" for a plumber; "photography" for a photographer, "carpentry" for a carpenter.
      const names = w.endsWith('ing')
        ? head === last
        : w.endsWith('y') && last.length >= 4 && head.startsWith(last);
      return names && stems.slice(0, -1).every((s) => nameStems.has(s));
    })
    .sort((a, b) => Number(b.endsWith('ing')) - Number(a.endsWith('ing')) || b.length - a.length)[0];
  return craft ?? name;
}

/**
 * Whether two service names say the same: the words of one are all in the other ("Leak repairs" and
 * "leak repair"; "Drain cleaning" and "Drain cleaning and unblocking").
 */
export function sameService(a: string, b: string): boolean {
  const within = (x: string[], y: Set<string>) => x.length > 0 && x.every((w) => y.has(w));
  const [x, y] = [stemsOf(a), stemsOf(b)];
  return within(x, new Set(y)) || within(y, new Set(x));
}
