import nspell from 'nspell';

/**
 * The offline "Fix spelling": Hunspell's English dictionaries (US and British spellings both
 * accepted: `dictionary-en`, `dictionary-en-gb`, read with `nspell`) and a few typing fixes.
 * A word is corrected only when the correction is unambiguous; a word with several equally close
 * corrections is left as written and named in the note, so nothing is ever guessed:
 * - words with a capital letter are names (the business, a town, a person) and are left alone,
 *   except the first word of a sentence, which is checked in lower case;
 * - the first letter is kept (people rarely mistype it), unless two first letters were swapped;
 * - a swap of two neighbouring letters ("teh" → "the") wins over other corrections;
 * - otherwise exactly one dictionary word must be one edit away; of several, the one that only
 *   adds the letter the owner left out ("boilr" → boiler).
 */

type Speller = { correct(word: string): boolean };

/**
 * Words of small businesses' pages the dictionaries lack (they would be "corrected" into other
 * words: callout → callous, wifi → wife).
 */
const tradeWords = [
  'callout',
  'callouts',
  'wifi',
  'online',
  'website',
  'websites',
  'email',
  'emails',
  'ebike',
  'ebikes',
  'signup',
  'checkout',
  'walkthrough',
  'aftercare',
  'rewire',
  'rewiring',
  'replaster',
  'replastering',
  'repointing',
  'groomer',
  'groomers',
  'landscaper',
  'landscapers',
  'handyman',
  'handymen',
  'decking',
  'skirting',
  'underfloor',
  'rota',
  'eco',
  'vegan',
  'gluten',
  'barista',
  'takeaway',
  'vlog',
  'blog',
  'blogs',
  'app',
  'apps',
];

let loading: Promise<Speller[]> | null = null;

/** The two spellers, loaded once per process on first use (~0.8 s, ~1.1 MB of word lists). */
function spellers(): Promise<Speller[]> {
  loading ??= (async () => {
    const [{ default: us }, { default: gb }] = await Promise.all([
      import('dictionary-en'),
      import('dictionary-en-gb'),
    ]);
    const personal = tradeWords.join('\n');
    return [
      nspell({ aff: Buffer.from(us.aff), dic: Buffer.from(us.dic) }).personal(personal),
      nspell({ aff: Buffer.from(gb.aff), dic: Buffer.from(gb.dic) }).personal(personal),
    ];
  })();
  return loading;
}

/** Edits between two words: insert, delete, substitute, or swap two neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}

/** The words made by swapping two neighbouring letters. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/** Whether `word`'s letters appear in `other` in order (`other` has letters `word` lacks). */
function isSubsequence(word: string, other: string): boolean {
  let at = 0;
  for (const letter of other) if (letter === word[at]) at++;
  return at === word.length;
}

/** One word's outcome: the correction, or the equally likely corrections when it is unsure. */
type WordCheck = { kind: 'correct' } | { kind: 'fixed'; to: string } | { kind: 'unsure'; options: string[] };

const alphabet = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word one edit away — a letter left out, one too many, one mistyped, two swapped — made
 * here and checked against the dictionaries (`correct`, a lookup). Hunspell's own `suggest` goes
 * further and, on a made-up word, takes seconds of CPU; one edit is what a slip of the keyboard is.
 */
function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    for (const letter of alphabet) {
      out.add(head + letter + tail);
      if (tail) out.add(head + letter + tail.slice(1));
    }
  }
  for (const swapped of swaps(word)) out.add(swapped);
  out.delete(word);
  return [...out];
}

function checkWord(word: string, check: Speller[]): WordCheck {
  const known = (w: string) => check.some((s) => s.correct(w));
  if (known(word)) return { kind: 'correct' };
  const first = word[0];
  const swapped = swaps(word).filter((w) => w !== word && known(w));
  const swapFix = swapped.filter((w) => w[0] === first);
  if (swapFix.length === 1) return { kind: 'fixed', to: swapFix[0]! };
  const candidates = oneEditAway(word).filter((w) => (w[0] === first || swapped.includes(w)) && known(w));
  if (candidates.length === 0) return { kind: 'unsure', options: [] };
  // A letter left out is the commonest slip: "plumbng" is plumbing, not pluming.
  const leftOut = candidates.filter((to) => isSubsequence(word, to));
  const pick = candidates.length === 1 ? candidates : leftOut;
  if (pick.length === 1) return { kind: 'fixed', to: pick[0]! };
  return { kind: 'unsure', options: candidates.slice(0, 4) };
}

/** The word's case applied to its correction: "Plumbng" → "Plumbing". */
const sameCase = (from: string, to: string) =>
  from[0] === from[0]?.toUpperCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;

/** Typing slips fixed without a dictionary: doubled words, a lone "i", doubled spaces, a space before punctuation. */
export function fixTyping(text: string): { text: string; fixes: string[] } {
  const fixes: string[] = [];
  let out = text.replace(/\b(\p{L}+)(\s+)\1\b/giu, (whole, word: string) => {
    // "had had" and "that that" can be right.
    if (/^(had|that)$/i.test(word) || whole.includes('\n')) return whole;
    fixes.push(`“${word} ${word}”`);
    return word;
  });
  out = out.replace(/(^|[\s(“"])i(?=$|[\s,.;:!?’']|['’](?:m|ve|ll|d)\b)/g, (_m, before: string) => {
    fixes.push('“i”');
    return `${before}I`;
  });
  out = out.replace(/(\S) {2,}(?=\S)/g, (_m, before: string) => {
    fixes.push('a double space');
    return `${before} `;
  });
  out = out.replace(/(\p{L}) +([,;:!?]|\.(?!\.))(?=\s|$)/gu, (_m, before: string, mark: string) => {
    fixes.push(`a space before “${mark}”`);
    return `${before}${mark}`;
  });
  return { text: out, fixes };
}

/** What the spelling check did: the corrected text and, for the owner, what it changed and left. */
export interface SpellingResult {
  text: string;
  fixed: Array<{ from: string; to: string }>;
  unsure: Array<{ word: string; options: string[] }>;
  typing: string[];
  /** Unknown words past {@link maxLookups}, left as written without looking for corrections. */
  skipped: number;
}

/** A word: letters with inner apostrophes or hyphens ("don't", "e-mail" is two words). */
const wordPattern = /\p{L}+(?:['’]\p{L}+)*/gu;

/**
 * Unknown words looked up per call (a few ms of CPU each, on the api's event loop); past this many
 * the rest are left as written.
 */
export const maxLookups = 100;

/** Corrects the misspelt words of `text` that have one clear correction, and the typing slips. */
export async function fixSpelling(text: string): Promise<SpellingResult> {
  const check = await spellers();
  const fixed: SpellingResult['fixed'] = [];
  const unsure: SpellingResult['unsure'] = [];
  let lookups = 0;
  let skipped = 0;
  const corrected = text.replace(wordPattern, (word, offset: number) => {
    const plain = word.replace(/’/g, "'");
    const before = text.slice(0, offset);
    const startsSentence = /(^|[.!?]["”’)]?\s+|\n\s*)$/.test(before);
    const capitalised = /\p{Lu}/u.test(plain);
    // A word of one or two letters or with a capital inside is a name, an initial or an acronym.
    if (plain.length < 3) return word;
    if (capitalised && !(startsSentence && plain.slice(1) === plain.slice(1).toLowerCase())) return word;
    if (capitalised && check.some((s) => s.correct(plain))) return word;
    const lower = plain.toLowerCase();
    if (!check.some((s) => s.correct(lower)) && lookups++ >= maxLookups) {
      skipped++;
      return word;
    }
    const result = checkWord(lower, check);
    if (result.kind === 'fixed') {
      const to = sameCase(plain, result.to);
      fixed.push({ from: word, to });
      return word.includes('’') ? to.replace(/'/g, '’') : to;
    }
    if (result.kind === 'unsure') unsure.push({ word, options: result.options });
    return word;
  });
  const typing = fixTyping(corrected);
  return { text: typing.text, fixed, unsure, typing: typing.fixes, skipped };
}

/** The note for the owner: what was corrected, and what was left because it is unclear. */
export function spellingNote(result: SpellingResult): string {
  const parts: string[] = [];
  if (result.fixed.length > 0) {
    parts.push(`Corrected: ${result.fixed.map((f) => `${f.from} → ${f.to}`).join(', ')}.`);
  }
  if (result.typing.length > 0) parts.push(`Fixed ${[...new Set(result.typing)].join(', ')}.`);
  const left = result.unsure.length + result.skipped;
  if (left > 0) {
    const shown = result.unsure
      .slice(0, 8)
      .map((u) => (u.options.length > 0 ? `${u.word} (${u.options.join(', ')}?)` : u.word));
    const more = left - shown.length;
    const words = more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
    parts.push(`Not in the dictionary, left as written: ${words}.`);
  }
  if (result.fixed.length + result.typing.length + result.unsure.length + result.skipped === 0) {
    parts.push('No spelling mistakes found.');
  }
  return parts.join(' ').slice(0, 500);
}
