import { fieldLimits, isValidHandle } from '@sitewright/model';

/** A section whose button the published page leaves out because it has no link (spec §5). */
export interface MissingLink {
  sectionId: string;
  /** The section as the Sections panel names it. */
  sectionName: string;
  /** The button's label, or what the section shows without its link. */
  label: string;
  kind: 'button' | 'video';
}

/** "Left out: the “Book now” button in Scheduling has no link". */
export function missingLinkLine(m: MissingLink): string {
  return m.kind === 'video'
    ? `Left out: the video in ${m.sectionName} has no link`
    : `Left out: the “${m.label}” button in ${m.sectionName} has no link`;
}

/**
 * Web addresses to offer for a business, best first: its name in lower case with dashes ("Rivera
 * Plumbing & Sons" → "rivera-plumbing-sons"), cut at a word to the §5 maximum, then numbered
 * ("rivera-plumbing-2" …). Only valid handles (§5: 3–24 characters, letters, digits, dashes).
 */
export function addressCandidates(businessName: string, count = 5): string[] {
  const words = businessName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = '';
  for (const word of words) {
    const next = base ? `${base}-${word}` : word;
    if (next.length > fieldLimits.handle - 2) break;
    base = next;
  }
  if (!base) base = (words[0] ?? '').slice(0, fieldLimits.handle - 2);
  const all = [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 2}`)];
  return all.filter(isValidHandle);
}
