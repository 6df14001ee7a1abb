import { fieldLimits } from '@sitewright/model';
import { readOwnerWords } from './owner-words.ts';
import type { Random } from './prng.ts';
import { nameEndings, plainImages } from './tool-words.ts';
import type { WriteContext } from './write-context.ts';

/** The parts a name is built from, all read from the owner's words (or the given industry). */
interface NameParts {
  /** "Dog Grooming" */
  trade: string;
  /** The trade's last word: "Grooming". */
  short: string;
  town: string;
  /** The word or name the owner asked to include, or ''. */
  include: string;
  images: string[];
  qualifiers: string[];
}

/**
 * Name patterns, each a list of candidates; the writer takes from them in turn so the 12 names
 * mix the town, the trade's images, the owner's qualifiers and the word they asked to include.
 */
function patterns(p: NameParts, random: Random): string[][] {
  const { trade, short, town, include } = p;
  const images = random.shuffle(p.images);
  const pairs = images.slice(1).map((second, i) => `${images[i]} & ${second} ${short}`);
  const plain = random.shuffle(plainImages).map((word) => `${word} ${trade}`);
  const endings = random.shuffle(nameEndings);
  const ending = (i: number) => endings[i % endings.length]!;
  return [
    include
      ? [`${include} ${trade}`, `${include} ${short} ${ending(0)}`, `${include} & ${images[0] ?? town}`]
      : [],
    town ? [`${town} ${trade}`, `${trade} of ${town}`, `The ${town} ${short} ${ending(4)}`] : [],
    images.map((image) => `${image} ${short}`),
    p.qualifiers.map((q, i) => `${q} ${short} ${ending(i + 1)}`),
    pairs,
    [`${trade} ${ending(2)}`],
    town ? images.map((image) => `${image} ${short} of ${town}`) : [],
    plain,
  ];
}

/** "Pipe Pipes", "Plumbing Plumber": one word twice, compared by its first four letters. */
function repeatsAWord(name: string): boolean {
  const stems = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3)
    .map((w) => w.slice(0, 4));
  return new Set(stems).size < stems.length;
}

/**
 * Business-name suggestions (spec §5: 12) built from what the owner wrote: the trade as they name
 * it ("dog grooming", "plumber" → "Plumbing"), the town they name, the word they want included and
 * the images the trade calls up ("Paw", "Wag"). The same words give the same names; different
 * trades share none but by chance. Names never claim a fact (no years, no "licensed").
 */
export function writeBusinessNames(ctx: WriteContext, count: number): string[] {
  const { input, profile } = ctx;
  const include = input.businessName.trim();
  const owner = readOwnerWords(`${input.activities}. ${include}`);
  const known = profile.slug === 'general' ? '' : profile.label;
  const trade = owner.trade || known || owner.nouns[0] || 'Services';
  const random = ctx.random(`names ${input.activities} ${input.industry ?? ''}`);
  const parts: NameParts = {
    trade,
    short: trade.split(' ').at(-1) ?? trade,
    town: owner.town || ctx.values.town,
    include: include.split(/\s+/).length <= 2 ? include : '',
    images: owner.images,
    qualifiers: owner.qualifiers,
  };
  const taken = new Set([include.toLowerCase()]);
  const names: string[] = [];
  const add = (candidate: string | undefined) => {
    const name = candidate?.replace(/\s+/g, ' ').trim();
    const key = name?.toLowerCase() ?? '';
    if (!name || names.length >= count || taken.has(key) || name.length > fieldLimits.businessName) return;
    if (repeatsAWord(name)) return;
    taken.add(key);
    names.push(name);
  };
  const lists = patterns(parts, random);
  for (let round = 0; lists.some((l) => l.length > round); round++)
    for (const list of lists) add(list[round]);
  // Only when the owner's words run out: the industry's own name parts.
  const { words, endings } = profile.names;
  for (const name of random.shuffle(words.flatMap((w) => endings.map((e) => `${w} ${e}`)))) add(name);
  return names;
}
