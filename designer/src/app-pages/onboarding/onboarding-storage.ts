import {
  decidedLimits,
  fieldLimits,
  type Industry,
  industry as industrySchema,
  onboardingSectionOptions,
} from '@sitewright/model';
import type { OnboardingAnswers } from './onboarding-answers.ts';
import { dayChoices, type HoursLine } from './opening-hours-lines.ts';
import { serviceLimits } from './service-choice.ts';

/**
 * Spec §4 "Session storage keeps: website settings …". Decision: the website settings are the ones
 * the onboarding wizard is collecting for the website about to be created (business name,
 * description, location, link, industry, fonts, colours, sections) and the step reached, so a
 * reload in the same tab keeps them. They belong to the hand-off query they started from
 * (`?industry=…`, `?link=…`): arriving with another one starts afresh. Removed once the website is
 * created; session storage forgets them when the tab closes.
 */
export const websiteSettingsStorageKey = 'sitewright.websiteSettings';

/** What is kept: the answers, the wizard's step and the onboarding query they started from. */
export interface StoredWebsiteSettings {
  answers: OnboardingAnswers;
  step: number;
  query: string;
}

const sectionKeys = new Set<string>(onboardingSectionOptions.map((o) => o.key));
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isIndex = (value: unknown, below: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;

/**
 * The owner's details (services, contact, area, hours) are checked for shape and length only —
 * their rules are checked at "Next", as when typed. Settings kept before they existed have none:
 * they start empty.
 */
function ownerDetailsValid(a: Record<string, unknown>): boolean {
  const optionalText = (value: unknown, max: number) => value === undefined || isText(value, max);
  const isLine = (line: unknown) => {
    const l = line as Record<string, unknown> | null;
    return (
      typeof l === 'object' &&
      l !== null &&
      typeof l.days === 'string' &&
      Object.hasOwn(dayChoices, l.days) &&
      isText(l.opens, 5) &&
      isText(l.closes, 5)
    );
  };
  return (
    (a.services === undefined ||
      (Array.isArray(a.services) &&
        a.services.length <= serviceLimits.count &&
        a.services.every((s) => isText(s, serviceLimits.name)))) &&
    optionalText(a.phone, fieldLimits.phone) &&
    optionalText(a.email, fieldLimits.email) &&
    optionalText(a.address, fieldLimits.otherContactDetails) &&
    optionalText(a.serviceArea, decidedLimits.serviceAreaPlaces * (decidedLimits.location + 2)) &&
    (a.hours === undefined ||
      (Array.isArray(a.hours) && a.hours.length <= decidedLimits.openingHoursSpans && a.hours.every(isLine)))
  );
}

/** How many font pairs, palettes and steps there are: a stored index must be one of them. */
export interface WizardCounts {
  fontPairs: number;
  palettes: number;
  steps: number;
}

/**
 * Reads stored settings back, checked like any data entering the app (STYLE: parse where it
 * enters): anything malformed or from an older shape gives null, never a half-filled wizard.
 */
export function parseStoredWebsiteSettings(
  raw: string | null,
  counts: WizardCounts,
): StoredWebsiteSettings | null {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const {
    answers: a,
    step,
    query,
  } = data as {
    answers?: Record<string, unknown> | null;
    step?: unknown;
    query?: unknown;
  };
  if (typeof a !== 'object' || a === null || !isIndex(step, counts.steps) || typeof query !== 'string')
    return null;
  const valid =
    isText(a.businessName, fieldLimits.businessName) &&
    isText(a.description, fieldLimits.businessDescription) &&
    isText(a.location, decidedLimits.location) &&
    isText(a.link, fieldLimits.externalUrl) &&
    (a.industry === null || industrySchema.safeParse(a.industry).success) &&
    (a.source === null || isText(a.source, 32)) &&
    isIndex(a.fontPair, counts.fontPairs) &&
    isIndex(a.palette, counts.palettes) &&
    Array.isArray(a.sections) &&
    a.sections.every((key) => typeof key === 'string' && sectionKeys.has(key)) &&
    ownerDetailsValid(a);
  if (!valid) return null;
  const answers: OnboardingAnswers = {
    businessName: a.businessName as string,
    description: a.description as string,
    location: a.location as string,
    link: a.link as string,
    industry: a.industry as Industry | null,
    source: a.source as string | null,
    fontPair: a.fontPair as number,
    palette: a.palette as number,
    sections: a.sections as string[],
    services: (a.services as string[] | undefined) ?? [],
    phone: (a.phone as string | undefined) ?? '',
    email: (a.email as string | undefined) ?? '',
    address: (a.address as string | undefined) ?? '',
    serviceArea: (a.serviceArea as string | undefined) ?? '',
    hours: (a.hours as HoursLine[] | undefined) ?? [],
  };
  return { answers, step, query };
}

/** The stored settings, or null (none, malformed, or storage refused). */
export function readWebsiteSettings(counts: WizardCounts): StoredWebsiteSettings | null {
  try {
    return parseStoredWebsiteSettings(window.sessionStorage.getItem(websiteSettingsStorageKey), counts);
  } catch {
    return null;
  }
}

/** Keeps the settings for this tab; null removes them. Storage refused (privacy mode) is ignored. */
export function keepWebsiteSettings(settings: StoredWebsiteSettings | null): void {
  try {
    if (settings) window.sessionStorage.setItem(websiteSettingsStorageKey, JSON.stringify(settings));
    else window.sessionStorage.removeItem(websiteSettingsStorageKey);
  } catch {
    // storage refused: keeping the answers is a convenience only
  }
}
