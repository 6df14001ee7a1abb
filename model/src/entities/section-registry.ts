import { sectionMaxCounts } from '../limits/index.ts';
import { type SectionType, sectionType } from './enums.ts';

/** What the product knows about a section type besides its content (spec §3 "Website sections"). */
export interface SectionDefinition {
  type: SectionType;
  /** Shown in the Sections panel and onboarding. */
  title: string;
  /** A website always has exactly one (Header, Footer). */
  required: boolean;
  /** Offered switched on in onboarding and added by `createDefaultWebsite` (§9 "On by default"). */
  defaultOn: boolean;
  /** May be the target of a header navigation link. */
  headerLinkAllowed: boolean;
  /** §9 "Section counts"; see `maxSectionCount` for Code Embed's raised limit. */
  maxCount: number;
  /** Hidden from the onboarding section step (Code Embed, spec §2). */
  hiddenInOnboarding: boolean;
}

const { single, repeatable } = sectionMaxCounts;

function define(
  type: SectionType,
  title: string,
  options: Partial<Omit<SectionDefinition, 'type' | 'title'>> = {},
): SectionDefinition {
  return {
    type,
    title,
    required: false,
    defaultOn: false,
    headerLinkAllowed: true,
    maxCount: single,
    hiddenInOnboarding: false,
    ...options,
  };
}

/** Every section type, in the order the Sections panel and onboarding list them. */
export const sectionDefinitions = {
  Header: define('Header', 'Header', { required: true, defaultOn: true, headerLinkAllowed: false }),
  Introduction: define('Introduction', 'Introduction', { defaultOn: true }),
  Services: define('Services', 'Services', { defaultOn: true }),
  Gallery: define('Gallery', 'Gallery', { defaultOn: true }),
  TextBanner: define('TextBanner', 'Text Banner', {
    defaultOn: true,
    headerLinkAllowed: false,
    maxCount: repeatable,
  }),
  ImageBanner: define('ImageBanner', 'Image Banner', {
    defaultOn: true,
    headerLinkAllowed: false,
    maxCount: repeatable,
  }),
  Team: define('Team', 'Team'),
  Scheduling: define('Scheduling', 'Scheduling'),
  Video: define('Video', 'Video', { maxCount: repeatable }),
  CustomerReviews: define('CustomerReviews', 'Customer Reviews', { defaultOn: true }),
  Article: define('Article', 'Article', { maxCount: repeatable }),
  LogoGrid: define('LogoGrid', 'Logo Grid'),
  FAQ: define('FAQ', 'FAQ'),
  Contact: define('Contact', 'Contact', { defaultOn: true }),
  Newsletter: define('Newsletter', 'Newsletter'),
  Footer: define('Footer', 'Footer', { required: true, defaultOn: true, headerLinkAllowed: false }),
  CodeEmbed: define('CodeEmbed', 'Code Embed', {
    headerLinkAllowed: false,
    maxCount: sectionMaxCounts.codeEmbed,
    hiddenInOnboarding: true,
  }),
} as const satisfies Record<SectionType, SectionDefinition>;

/** Options of the section-count rule. */
export interface SectionCountOptions {
  /**
   * Code Embed allows 20 instead of 6 "in certain environments" (spec §9).
   * @defaultValue false
   */
  codeEmbedRaised?: boolean;
}

/** The most sections of `type` a website may have (spec §9 "Section counts"). */
export function maxSectionCount(type: SectionType, options: SectionCountOptions = {}): number {
  if (type === 'CodeEmbed' && options.codeEmbedRaised) return sectionMaxCounts.codeEmbedRaised;
  return sectionDefinitions[type].maxCount;
}

/** §9 "On by default": Header, Introduction, Services, Gallery, Text Banner, Image Banner, Customer Reviews, Contact, Footer. */
export const defaultOnSectionTypes: readonly SectionType[] = sectionType.options.filter(
  (t) => sectionDefinitions[t].defaultOn,
);

/** Section types a header navigation link may point at. */
export const headerLinkSectionTypes: readonly SectionType[] = sectionType.options.filter(
  (t) => sectionDefinitions[t].headerLinkAllowed,
);

/** One choice of the onboarding section step. */
export interface OnboardingSectionOption {
  /** Stable key for the UI: the section type, or 'HeaderFooter' for the combined option. */
  key: SectionType | 'HeaderFooter';
  title: string;
  /** The section types this choice adds. */
  types: readonly SectionType[];
  required: boolean;
  defaultOn: boolean;
}

/**
 * The onboarding section step (spec §2, §3): Header and Footer offered as one required
 * 'Header & Footer' choice, then every other type in registry order; Code Embed is hidden.
 */
export const onboardingSectionOptions: readonly OnboardingSectionOption[] = [
  {
    key: 'HeaderFooter',
    title: 'Header & Footer',
    types: ['Header', 'Footer'],
    required: true,
    defaultOn: true,
  },
  ...sectionType.options
    .map((t) => sectionDefinitions[t] as SectionDefinition)
    .filter((d) => !d.required && !d.hiddenInOnboarding)
    .map((d) => ({ key: d.type, title: d.title, types: [d.type], required: false, defaultOn: d.defaultOn })),
];
