import { minimalContentScrapeChars } from '@sitewright/model';
import type { ImportedBusiness } from './imported-business.ts';

/** What the owner answered in the onboarding "about business" step (spec §2). */
export interface OnboardingAnswers {
  businessName?: string;
  description?: string;
  location?: string;
}

/**
 * The 'More information needed' rule (spec §2, §8; the spec gives no threshold, so it is decided
 * here). A site can be written when both are known, from the answers or the imported link:
 * - **the business's name**: a non-empty business name answer, or an imported name;
 * - **what the business does**: a description (answered or imported) of at least
 *   `minDescriptionChars` characters, or at least one imported service, or at least
 *   `minTextChars` characters of scraped text (model's "minimal content" threshold).
 * A category alone ("Plumbing Service") is not enough: it names a trade, not this business.
 */
export const moreInformationRule = {
  minDescriptionChars: 30,
  minTextChars: minimalContentScrapeChars,
} as const;

export type MissingInformation = 'businessName' | 'whatTheBusinessDoes';

const filled = (value: string | undefined, min = 1) => (value ?? '').trim().length >= min;

/** Which of the rule's two facts are missing (empty when a site can be written). */
export function missingInformation(
  answers: OnboardingAnswers,
  business?: ImportedBusiness,
): MissingInformation[] {
  const missing: MissingInformation[] = [];
  if (!filled(answers.businessName) && !filled(business?.name)) missing.push('businessName');
  const { minDescriptionChars, minTextChars } = moreInformationRule;
  const knowsWhat =
    filled(answers.description, minDescriptionChars) ||
    filled(business?.description, minDescriptionChars) ||
    (business?.services.length ?? 0) > 0 ||
    (business?.text.length ?? 0) >= minTextChars;
  if (!knowsWhat) missing.push('whatTheBusinessDoes');
  return missing;
}

/** True when the 'More information needed' modal should be shown instead of writing a site. */
export function needsMoreInformation(answers: OnboardingAnswers, business?: ImportedBusiness): boolean {
  return missingInformation(answers, business).length > 0;
}
