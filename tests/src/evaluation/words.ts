/**
 * How the evaluation reads words: lower-cased, accents and curly quotes folded, split on anything
 * that is not a letter, a digit, an apostrophe or a hyphen inside a word.
 */

export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text, in order. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
}

/**
 * English stop words (the NLTK list, shortened forms included), dropped before comparing the
 * services copy of two pages. Fixed here so the figure can be reproduced.
 */
export const stopWords: ReadonlySet<string> = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her
  hers herself it its itself they them their theirs themselves what which who whom this that these those
  am is are was were be been being have has had having do does did doing a an the and but if or because as
  until while of at by for with about against between into through during before after above below to
  from up down in out on off over under again further then once here there when where why how all any
  both each few more most other some such no nor not only own same so than too very s t can will just
  don should now d ll m o re ve y ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn
  shan shouldn wasn weren won wouldn i'm you're we're they're it's don't can't won't we'll you'll we've
  you've let's that's what's there's`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that say nothing about a trade by themselves: a headline or a service heading does not
 * become specific because it says "service", "local" or "quality".
 */
export const contentFreeWords: ReadonlySet<string> = new Set(
  `service services support care custom local home homes family day quality professional expert experts
  work works plan plans session sessions repair repairs maintenance business businesses office private
  group online friendly reliable trusted team people customer customers client clients solution solutions
  help new best great good right done every all year years today`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A crude stem for the owner's words (no dictionary): the word without a common ending, so
 * "grooming" → "groom", "plumber" → "plumb", "cleaners" → "clean". Used only to find the owner's
 * words at the start of a word of the page.
 */
export function stem(word: string): string {
  const w = normalise(word);
  for (const ending of ['ings', 'ing', 'ers', 'er', 'ies', 'es', 's', 'ed']) {
    if (w.endsWith(ending) && w.length - ending.length >= 4) return w.slice(0, -ending.length);
  }
  return w;
}

/**
 * Whether `text` has a word (or phrase) starting with `stemText`: "groom" is in "Full grooms", and
 * "shed" in "De-shedding" (the parts of a hyphenated word count as words too).
 */
export function hasStem(text: string, stemText: string): boolean {
  const words = wordsOf(text);
  const haystack = ` ${words.join(' ')} ${words
    .filter((w) => w.includes('-'))
    .map((w) => w.replaceAll('-', ' '))
    .join(' ')} `;
  const needle = wordsOf(stemText).join(' ');
  if (needle === '') return false;
  // A stem written with a trailing space ("ev ", "ac ") must be a whole word.
  const whole = /\s$/.test(stemText);
  return haystack.includes(` ${needle}${whole ? ' ' : ''}`);
}
