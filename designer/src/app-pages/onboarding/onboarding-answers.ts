import {
  type creationCalls,
  type Industry,
  industry as industrySchema,
  onboardingSectionOptions,
  type RouteCallInput,
  type SectionType,
} from '@sitewright/model';
import { fontPairs } from '@sitewright/templates';
import { type HoursLine, openingHoursOf } from './opening-hours-lines.ts';
import { palettes } from './palettes.ts';

/** The body of `POST /api/websites` (its contract's). */
export type CreationBody = RouteCallInput<typeof creationCalls.createWebsite>['body'];

/** What the wizard collects (the onboarding query contract seeds it: industry, link, source, name). */
export interface OnboardingAnswers {
  businessName: string;
  description: string;
  location: string;
  link: string;
  industry: Industry | null;
  source: string | null;
  /** Index into `fontPairs`. */
  fontPair: number;
  /** Index into `palettes`. */
  palette: number;
  /** Keys of `onboardingSectionOptions` that are on. */
  sections: string[];
  /** The owner's services, in their order (accepted suggestions and their own). */
  services: string[];
  phone: string;
  email: string;
  address: string;
  /** Places served, as typed: separated by commas. */
  serviceArea: string;
  /** Opening hours lines; none: not given. */
  hours: HoursLine[];
}

/** The places of the "Areas you serve" field. */
export function serviceAreaOf(text: string): string[] {
  return text
    .split(',')
    .map((place) => place.trim())
    .filter(Boolean);
}

/** Spec §2: the location is auto-detected without any geo service, from the time zone and locale. */
export function detectLocation(
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language,
): string {
  const city = timeZone?.includes('/') ? (timeZone.split('/').pop() ?? '').replace(/_/g, ' ') : '';
  const regionCode = locale.split('-')[1]?.toUpperCase();
  let region = '';
  try {
    region = regionCode ? (new Intl.DisplayNames([locale], { type: 'region' }).of(regionCode) ?? '') : '';
  } catch {
    region = '';
  }
  return [city, region].filter(Boolean).join(', ');
}

export function initialAnswers(search: URLSearchParams, location = detectLocation()): OnboardingAnswers {
  const industry = industrySchema.safeParse(search.get('industry'));
  return {
    businessName: (search.get('name') ?? '').slice(0, 48),
    description: '',
    location,
    link: search.get('link') ?? '',
    industry: industry.success ? industry.data : null,
    source: search.get('source'),
    fontPair: 0,
    palette: 0,
    sections: onboardingSectionOptions.filter((o) => o.defaultOn || o.required).map((o) => o.key),
    services: [],
    phone: '',
    email: '',
    address: '',
    serviceArea: '',
    hours: [],
  };
}

/** The body of `POST /api/websites` (the api's `createWebsiteBody`). */
export function creationBody(answers: OnboardingAnswers, creationId: string): CreationBody {
  const pair = fontPairs[answers.fontPair] ?? fontPairs[0];
  const palette = palettes[answers.palette] ?? palettes[0];
  const sections: SectionType[] = onboardingSectionOptions
    .filter((o) => o.required || answers.sections.includes(o.key))
    .flatMap((o) => [...o.types]);
  const link = answers.link.trim();
  const contact = {
    ...(answers.phone.trim() ? { phone: answers.phone.trim() } : {}),
    ...(answers.email.trim() ? { email: answers.email.trim() } : {}),
    ...(answers.address.trim() ? { address: answers.address.trim() } : {}),
  };
  const serviceArea = serviceAreaOf(answers.serviceArea);
  return {
    creationId,
    businessName: answers.businessName.trim(),
    description: answers.description.trim(),
    location: answers.location.trim(),
    ...(answers.industry ? { industry: answers.industry } : {}),
    ...(link ? { link } : {}),
    ...(pair ? { fonts: { heading: pair.heading, body: pair.body } } : {}),
    ...(palette ? { colours: palette.colours } : {}),
    sections,
    ...(Object.keys(contact).length > 0 ? { contact } : {}),
    ...(answers.services.length > 0 ? { services: answers.services } : {}),
    ...(answers.hours.length > 0 ? { hours: openingHoursOf(answers.hours) } : {}),
    ...(serviceArea.length > 0 ? { serviceArea } : {}),
  };
}
