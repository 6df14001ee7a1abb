import { fieldLimits } from '@sitewright/model';
import { capitalise } from '../copy/text-fit.ts';

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
  return list
    .split(/,|;|\band\b|&|\//i)
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
