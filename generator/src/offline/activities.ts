import { fieldLimits } from '@sitewright/model';
import { capitalise } from '../copy/text-fit.ts';

/**
 * The items of an owner's list, without the bare words that only qualify the item before them. A list
 * ends at its "and" item ("Roof repairs, leak detection and full roof replacement"); one-word items
 * written after that end ("…, shingles and metal") are what that last item is made of or for, not
 * services of their own, so they are left out. A one-word doing ("…, and repairs, servicing") still
 * counts.
 */
function listItems(list: string): string[] {
  const items: string[] = [];
  let closing = false;
  let ended = false;
  for (const piece of list.split(/(,|;|\band\b|&|\/)/i)) {
    if (/^(?:and|&)$/i.test(piece.trim())) {
      closing = true;
      continue;
    }
    if (/^[,;/]$/.test(piece)) continue;
    const words = piece.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    if (!(ended && words.length === 1 && !/ing$/i.test(words[0]!))) items.push(piece);
    if (closing) ended = true;
    closing = false;
  }
  return items;
}

/**
 * The activities an owner lists in a description ("We offer boiler repairs, bathroom fitting
 * and leak detection"), as short service names. Used for businesses no industry matches, so their
 * services are still their own.
 */
export function extractActivities(description: string, max = 8): string[] {
  const text = description.replace(/\s+/g, ' ').trim();
  const lead =
    /\b(?:we (?:offer|provide|do|specialise in|specialize in)|offering|providing|specialising in|specializing in|including|such as|services?:)\s+([^.!?]+)/i.exec(
      text,
    );
  // Without a lead-in, only a sentence that is itself a list ("Roofing, gutters, chimney repairs.").
  const firstSentence = text.split(/[.!?]/)[0] ?? '';
  const list = lead?.[1] ?? (firstSentence.split(',').length >= 3 ? firstSentence : '');
  const seen = new Set<string>();
  return listItems(list)
    .map((part) =>
      part
        .replace(/^\s*(?:and|also|plus|the|a|an)\s+/i, '')
        .replace(/\s+(?:in|across|around|for|throughout)\s+.*$/i, '')
        .trim(),
    )
    .filter((part) => {
      const words = part.split(' ').filter(Boolean).length;
      const key = part.toLowerCase();
      if (
        words < 1 ||
        words > 5 ||
        part.length < 3 ||
        part.length > fieldLimits.servicesHeading ||
        seen.has(key)
      ) {
        return false;
      }
      seen.add(key);
      return /^[\p{L}][\p{L}\p{N}' -]*$/u.test(part);
    })
    .map(capitalise)
    .slice(0, max);
}

/**
 * The services a brief lists on its `Services: a; b; c` lines: the ones the owner gave in onboarding
 * (website creation writes them first) and those found on the owner's imported page, in that order,
 * without repeats, each a service heading (§9 64 characters).
 */
export function listedServices(scrapedText: string, max = 24): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const match of scrapedText.matchAll(/^Services: (.+)$/gm)) {
    for (const part of (match[1] ?? '').split('; ')) {
      const name = part
        .split(/\s+[–—-]\s+|:\s+/)[0]!
        .replace(/\s+/g, ' ')
        .trim();
      const key = name.toLowerCase();
      if (!name || name.length > fieldLimits.servicesHeading || seen.has(key)) continue;
      seen.add(key);
      found.push(name);
    }
  }
  return found.slice(0, max);
}

/** Verbs that say nothing of a service ("we love", "I offer" — the lists after "offer" are read above). */
const notServiceVerbs = new Set(
  'am are is was were be been have has had love like enjoy offer provide do make work help serve come go cover specialise specialize take get keep try want need run use bring visit travel know believe care aim pride started start also can will just always never often usually mostly only still'.split(
    ' ',
  ),
);

/** "sharpen" → "sharpening", "tune" → "tuning", "cut" → "cutting". */
function gerund(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** "scissors" → "scissor", "garden tools" → "garden tool". */
const singular = (phrase: string) => phrase.replace(/([^s])s$/i, (_m, c: string) => c).replace(/ies$/i, 'y');

/**
 * Services an owner describes with a verb of their own ("I also sharpen scissors and garden tools"
 * → "Scissor sharpening", "Garden tool sharpening"), for a trade the taxonomy does not know: each
 * thing they name after "I …" or "we …", with what they do to it.
 */
export function activitiesFromVerbs(description: string, max = 6): string[] {
  const found: string[] = [];
  const pattern = /\b(?:i|we)\s+(?:(?:also|can|will|happily|now)\s+)*([a-z]{3,})\s+([^.!?;:()]+)/gi;
  for (const match of description.matchAll(pattern)) {
    const verb = match[1]!.toLowerCase();
    if (notServiceVerbs.has(verb) || verb.endsWith('ed') || verb.endsWith('ing')) continue;
    for (const part of match[2]!.split(/,|\band\b|&|\//i)) {
      const thing = part
        .replace(/\s+(?:for|at|in|on|while|with|to|from|by|near|around)\s+.*$/i, '')
        .replace(/^\s*(?:your|the|a|an|all|any|old|most|some|my|our|their|also)\s+/i, '')
        .trim()
        .toLowerCase();
      const words = thing.split(/\s+/).filter(Boolean);
      if (words.length < 1 || words.length > 3 || !/^[\p{L}][\p{L}' -]*$/u.test(thing)) continue;
      const service = capitalise(`${singular(thing)} ${gerund(verb)}`);
      if (service.length <= fieldLimits.servicesHeading && !found.includes(service)) found.push(service);
    }
  }
  return found.slice(0, max);
}
