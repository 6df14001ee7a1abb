import { type creationAnswers, fieldLimits, reachText, type Section } from '@sitewright/model';
import type { z } from 'zod';
import type { ClaimToConfirm, WebsiteCopy } from '../copy/website-copy-spec.ts';
import { findUnconfirmedFacts, type OwnerFacts, ownerFactsOf } from '../truth/find-unconfirmed-facts.ts';
import { withoutUnconfirmedFacts } from '../truth/mark-suggestions.ts';
import type { ImportedSummary } from './creation-inputs.ts';

/**
 * Everything the owner told us: their answers (name, description, location, services, contact,
 * hours, areas) and what their own page says (imported name, facts, services, text and reviews).
 */
export function ownerFactsOfCreation(
  answers: z.output<typeof creationAnswers>,
  imported: ImportedSummary | null,
): OwnerFacts {
  return ownerFactsOf(
    [
      answers.businessName,
      answers.description,
      answers.location,
      answers.services,
      imported?.name,
      imported?.description,
      imported?.category,
      imported?.services,
      imported?.text,
      imported?.summary,
      imported?.reviews?.flatMap((r) => [r.text, r.author ?? '']),
    ],
    [
      answers.contact?.phone,
      answers.contact?.email,
      answers.contact?.address,
      reachText(answers.hours ?? [], answers.serviceArea ?? []),
      imported?.phone,
      imported?.email,
      imported?.address,
      imported?.hours,
    ],
  );
}

/** A call to action with no claim in it: "Get a free quote" → "Get a quote"; else a neutral one. */
function plainCta(label: string, facts: OwnerFacts): string {
  if (findUnconfirmedFacts(label, facts).length === 0) return label;
  const unfree = label
    .replace(/\b(?:free|no-obligation),?\s+/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return unfree && findUnconfirmedFacts(unfree, facts).length === 0 ? unfree : 'Get in touch';
}

/**
 * The copy where a mark cannot point — the call to action on the header and intro buttons, and the
 * settings (page description, keywords) written from the about text and service names — without
 * any unconfirmed fact: those places only ever state what the owner said.
 */
export function copyForUnmarkedPlaces(copy: WebsiteCopy, facts: OwnerFacts): WebsiteCopy {
  return {
    ...copy,
    headings: { ...copy.headings, primaryCta: plainCta(copy.headings.primaryCta, facts) },
    about: withoutUnconfirmedFacts(copy.about, facts),
    services: copy.services.map((s) => ({
      ...s,
      heading: withoutUnconfirmedFacts(s.heading, facts),
      pricing: withoutUnconfirmedFacts(s.pricing, facts),
    })),
  };
}

/**
 * Adds the generator's proposed claims ("Fully licensed and insured.") to the Introduction's text,
 * else to the Text Banner's, as far as they fit; the check then marks each one the owner did not
 * state themselves, and states plainly one they did.
 */
export function addClaimsToConfirm(sections: Section[], claims: readonly ClaimToConfirm[]): void {
  if (claims.length === 0) return;
  const intro = sections.find((s) => s.type === 'Introduction');
  const banner = sections.find((s) => s.type === 'TextBanner');
  const [holder, field, limit] = intro
    ? [intro as Record<string, unknown>, 'body', fieldLimits.introBody]
    : banner
      ? [banner as Record<string, unknown>, 'subordinate', fieldLimits.quoteSubordinate]
      : [null, '', 0];
  if (!holder) return;
  let text = String(holder[field] ?? '').trim();
  for (const claim of claims) {
    const next = text ? `${text} ${claim.text}` : claim.text;
    if (next.length <= limit && !text.includes(claim.text)) text = next;
  }
  holder[field] = text;
}
