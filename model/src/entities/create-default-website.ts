import { cookieBannerDefaults, fieldLimits } from '../limits/index.ts';
import { decidedLimits } from './common.ts';
import { clipText, defaultNavLabels, sectionIdStem } from './default-copy.ts';
import { defaultSection, navLinkTo, sectionButtonTo } from './default-sections.ts';
import { type Industry, type SectionType, sectionType } from './enums.ts';
import type { Image } from './image.ts';
import { defaultOnSectionTypes, sectionDefinitions } from './section-registry.ts';
import type { Section } from './sections/index.ts';
import { defaultTheme } from './theme.ts';
import { currentWebsiteVersion, type Website } from './website.ts';
import type { BusinessContact, WebsiteSettings } from './website-settings.ts';

/** The answers a new website is built from (the onboarding "about business" step). */
export interface DefaultWebsiteInput {
  /** The website id; spec §5 "Creating a website requires a non-empty id". */
  id: string;
  /** The owner. */
  userId: string;
  businessName: string;
  description?: string;
  location?: string;
  industry?: Industry;
  /**
   * Sections to include, in any order; Header and Footer are always added.
   * @defaultValue `defaultOnSectionTypes` (spec §9 "On by default")
   */
  sectionTypes?: readonly SectionType[];
  contact?: Partial<BusinessContact>;
  /** Images to place, in order: introduction, image banners, services, then the gallery. */
  images?: readonly Image[];
  /** @defaultValue the current time */
  now?: Date;
}

/** The sections of the page in page order: Header first, the rest in registry order, Footer last. */
function pageOrder(types: readonly SectionType[]): SectionType[] {
  const wanted = new Set<SectionType>([...types, 'Header', 'Footer']);
  const middle = sectionType.options.filter((t) => wanted.has(t) && t !== 'Header' && t !== 'Footer');
  return ['Header', ...middle, 'Footer'];
}

/**
 * A valid new draft (spec §3) with real starting copy written from the owner's answers, the
 * default theme and one section of each requested type. Header links point at the sections a
 * visitor looks for; the introduction's buttons lead to Contact and Services when present.
 * @throws Error when `id` or `businessName` is empty
 */
export function createDefaultWebsite(input: DefaultWebsiteInput): Website {
  const businessName = clipText(input.businessName, fieldLimits.businessName);
  if (!input.id.trim()) throw new Error('A website needs a non-empty id');
  if (!businessName) throw new Error('A website needs a business name');
  const now = (input.now ?? new Date()).toISOString();
  const location = clipText(input.location ?? '', decidedLimits.location);
  const description = clipText(input.description ?? '', fieldLimits.businessDescription);
  const contact: BusinessContact = {
    email: clipText(input.contact?.email ?? '', fieldLimits.email),
    phone: clipText(input.contact?.phone ?? '', fieldLimits.phone),
    address: clipText(input.contact?.address ?? '', fieldLimits.otherContactDetails),
    hours: input.contact?.hours ?? [],
    serviceArea: input.contact?.serviceArea ?? [],
  };

  const images = [...(input.images ?? [])];
  const types = pageOrder(input.sectionTypes ?? defaultOnSectionTypes);
  // Hand out images in the documented order, whatever the page order.
  const imageOrder: SectionType[] = ['Introduction', 'ImageBanner', 'Services', 'Gallery'];
  const ctx = { businessName, description, location, contact, year: Number(now.slice(0, 4)) };
  const byType = new Map<SectionType, Section>();
  for (const type of [
    ...imageOrder.filter((t) => types.includes(t)),
    ...types.filter((t) => !imageOrder.includes(t)),
  ]) {
    byType.set(
      type,
      defaultSection(type, `${sectionIdStem(type)}-1`, { ...ctx, nextImage: () => images.shift() ?? null }),
    );
  }
  const sections = types.map((t) => byType.get(t)!);
  linkSections(sections);

  const websiteSettings: WebsiteSettings = {
    id: input.id,
    businessName,
    businessDescription: description,
    location,
    ...(input.industry ? { industry: input.industry } : {}),
    pageTitle: clipText(location ? `${businessName} | ${location}` : businessName, fieldLimits.websiteTitle),
    seoKeywords: clipText(
      [businessName, input.industry?.replace(/-/g, ' '), location].filter(Boolean).join(', '),
      fieldLimits.seoKeywords,
    ),
    favIcon: null,
    logo: null,
    gaMeasurementId: '',
    cookieBanner: { ...cookieBannerDefaults, backgroundColor: null },
    customHeadCode: '',
    searchIndexing: true,
    fixedHeader: false,
    bottomBorder: false,
    showMadeWithBadge: true,
    quickStartTasks: {
      publishedWebsite: false,
      editedContent: false,
      customizedTheme: false,
      addedBrowserIcon: false,
      sharedWebsite: false,
      connectedDomain: false,
    },
    contact,
  };

  return {
    id: input.id,
    userId: input.userId,
    version: currentWebsiteVersion,
    handle: null,
    websiteSettings,
    theme: structuredClone(defaultTheme),
    sections,
    createdAt: now,
    modifiedAt: now,
    lastDesignedAt: null,
    lastSharedAt: null,
    lastPublishedAt: null,
    lastModifiedBy: null,
  };
}

/** Menu links and buttons between the sections of a new page. */
function linkSections(sections: Section[]): void {
  const find = (type: SectionType) => sections.find((s) => s.type === type);
  const contact = find('Contact');
  const services = find('Services');
  const header = find('Header');
  if (header?.type === 'Header') {
    header.navLinks = sections
      .filter(
        (s) =>
          s.type !== 'Introduction' && s.type !== 'Contact' && sectionDefinitions[s.type].headerLinkAllowed,
      )
      .slice(0, fieldLimits.maxLinks)
      .map((s) => navLinkTo(defaultNavLabels[s.type] ?? sectionDefinitions[s.type].title, s.id));
    if (contact) header.button = sectionButtonTo('Get in touch', contact.id);
  }
  const intro = find('Introduction');
  if (intro?.type === 'Introduction') {
    if (contact) intro.buttons.push(sectionButtonTo('Contact us', contact.id));
    if (services) intro.buttons.push(sectionButtonTo('Our services', services.id, true));
  }
}
