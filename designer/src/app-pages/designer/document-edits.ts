import {
  defaultSection,
  maxSectionCount,
  type Section,
  type SectionType,
  sectionDefinitions,
  type Theme,
  type Website,
  type WebsiteSettings,
} from '@sitewright/model';

/** Pure changes of the draft: each returns a new document and shares everything it did not touch. */

export function updateSection(doc: Website, id: string, patch: Record<string, unknown>): Website {
  return {
    ...doc,
    sections: doc.sections.map((s) => (s.id === id ? ({ ...s, ...patch } as Section) : s)),
  };
}

/** Moves the section at `from` to `to`; Header stays first and Footer last (the page frames them). */
export function moveSection(doc: Website, from: number, to: number): Website {
  const sections = [...doc.sections];
  const moving = sections[from];
  if (!moving || to < 0 || to >= sections.length || from === to) return doc;
  if (isFixed(moving.type) || isFixed(sections[to]?.type)) return doc;
  sections.splice(from, 1);
  sections.splice(to, 0, moving);
  return { ...doc, sections };
}

/** Header and Footer are required (spec §3) and keep their places. */
export const isFixed = (type: SectionType | undefined): boolean =>
  type !== undefined && sectionDefinitions[type].required;

/** Whether another section of `type` fits (spec §9 "Section counts"). */
export function canAdd(doc: Website, type: SectionType): boolean {
  const count = doc.sections.filter((s) => s.type === type).length;
  return !isFixed(type) && count < maxSectionCount(type);
}

function newSectionId(doc: Website, type: SectionType): string {
  const base = type.toLowerCase();
  let n = 1;
  while (doc.sections.some((s) => s.id === `${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Adds a section of `type` with starting copy, before the Footer. */
export function addSection(doc: Website, type: SectionType): Website {
  if (!canAdd(doc, type)) return doc;
  const settings = doc.websiteSettings;
  const section = defaultSection(type, newSectionId(doc, type), {
    businessName: settings.businessName,
    description: settings.businessDescription,
    location: settings.location,
    contact: settings.contact,
    year: new Date().getFullYear(),
    nextImage: () => null,
  });
  const footerAt = doc.sections.findIndex((s) => s.type === 'Footer');
  const at = footerAt === -1 ? doc.sections.length : footerAt;
  return { ...doc, sections: [...doc.sections.slice(0, at), section, ...doc.sections.slice(at)] };
}

/**
 * Removes a section (never Header or Footer), and the header menu links and buttons pointing at it
 * would dangle: the document schema refuses menu links to missing sections, so those are dropped.
 */
export function removeSection(doc: Website, id: string): Website {
  const target = doc.sections.find((s) => s.id === id);
  if (!target || isFixed(target.type)) return doc;
  const sections = doc.sections
    .filter((s) => s.id !== id)
    .map((s) => (s.type === 'Header' ? { ...s, navLinks: s.navLinks.filter((l) => !pointsAt(l, id)) } : s));
  return { ...doc, sections };
}

const pointsAt = (link: unknown, id: string): boolean =>
  typeof link === 'object' && link !== null && (link as { sectionId?: string }).sectionId === id;

export const updateTheme = (doc: Website, patch: Partial<Theme>): Website => ({
  ...doc,
  theme: { ...doc.theme, ...patch },
});

export const updateSettings = (doc: Website, patch: Partial<WebsiteSettings>): Website => ({
  ...doc,
  websiteSettings: { ...doc.websiteSettings, ...patch },
});
