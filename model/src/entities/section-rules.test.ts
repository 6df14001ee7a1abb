import { describe, expect, it } from 'vitest';
import { createWebsiteFixture, fullWebsiteFixture } from '../testing/index.ts';
import { defaultSection } from './default-sections.ts';
import type { SectionType } from './enums.ts';
import { publishedWebsite, toPublishedWebsite } from './published-website.ts';
import { type Section, sectionsMissingLinks } from './sections/index.ts';
import { type Website, website, websiteCodeEmbedRaised, websiteSchema } from './website.ts';

const ctx = {
  businessName: 'Rosa Bakery',
  description: '',
  location: '',
  contact: { email: '', phone: '', address: '', hours: [], serviceArea: [] },
  year: 2025,
  nextImage: () => null,
};

/** A document with `extra` sections inserted just before the Footer. */
function withExtra(doc: Website, extra: Section[]): Website {
  const sections = [...doc.sections];
  sections.splice(sections.length - 1, 0, ...extra);
  return { ...doc, sections };
}

function messages(result: { error?: { issues: Array<{ message: string }> } | undefined }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

// spec §9 "Section counts", written out from the table rather than read from the registry.
const specMaxCounts: Record<SectionType, number> = {
  Header: 1,
  Introduction: 1,
  Services: 1,
  Gallery: 1,
  TextBanner: 3,
  ImageBanner: 3,
  Team: 1,
  Scheduling: 1,
  Video: 3,
  CustomerReviews: 1,
  Article: 3,
  LogoGrid: 1,
  FAQ: 1,
  Contact: 1,
  Newsletter: 1,
  Footer: 1,
  CodeEmbed: 6,
};

describe('section counts (spec §9)', () => {
  it.each(Object.entries(specMaxCounts) as Array<[SectionType, number]>)(
    '%s: the full fixture holds %i and one more is refused',
    (type, max) => {
      const doc = fullWebsiteFixture();
      expect(doc.sections.filter((s) => s.type === type)).toHaveLength(max);
      expect(website.safeParse(doc).success).toBe(true);
      const over = withExtra(doc, [defaultSection(type, `extra-${type.toLowerCase()}`, ctx)]);
      const result = website.safeParse(over);
      expect(result.success).toBe(false);
      expect(messages(result).join('\n')).toMatch(new RegExp(`at most ${max} `));
    },
  );

  it('Code Embed: 6 by default, 20 where raised (spec §9)', () => {
    const six = fullWebsiteFixture();
    const seven = withExtra(six, [defaultSection('CodeEmbed', 'code-extra', ctx)]);
    expect(website.safeParse(six).success).toBe(true);
    expect(website.safeParse(seven).success).toBe(false);
    expect(websiteCodeEmbedRaised.safeParse(seven).success).toBe(true);

    const twenty = fullWebsiteFixture({ codeEmbedRaised: true });
    expect(twenty.sections.filter((s) => s.type === 'CodeEmbed')).toHaveLength(20);
    expect(websiteSchema({ codeEmbedRaised: true }).safeParse(twenty).success).toBe(true);
    expect(website.safeParse(twenty).success).toBe(false);
    const twentyOne = withExtra(twenty, [defaultSection('CodeEmbed', 'code-extra', ctx)]);
    expect(messages(websiteCodeEmbedRaised.safeParse(twentyOne))).toContain(
      'A website can have at most 20 Code Embed sections',
    );
  });
});

describe('page structure (spec §3)', () => {
  it('needs a Header and a Footer', () => {
    const doc = createWebsiteFixture();
    for (const type of ['Header', 'Footer'] as const) {
      const result = website.safeParse({ ...doc, sections: doc.sections.filter((s) => s.type !== type) });
      expect(messages(result)).toContain(`A website needs a ${type} section`);
    }
  });

  it('keeps the Header first and the Footer last', () => {
    const doc = createWebsiteFixture();
    const [header, intro, ...rest] = doc.sections;
    expect(messages(website.safeParse({ ...doc, sections: [intro!, header!, ...rest] }))).toContain(
      'The Header comes first',
    );
    const footer = rest.pop()!;
    expect(messages(website.safeParse({ ...doc, sections: [header!, intro!, footer, ...rest] }))).toContain(
      'The Footer comes last',
    );
  });

  it('refuses two sections with the same id', () => {
    const doc = createWebsiteFixture();
    const copy = { ...doc.sections[2]!, type: 'FAQ', layout: 'List', heading: 'FAQ', items: [] } as Section;
    const result = website.safeParse(withExtra(doc, [copy]));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(
      `sections.${doc.sections.length - 1}.id`,
    );
  });

  it('refuses menu links to missing sections or to types that cannot be menu links', () => {
    const doc = createWebsiteFixture();
    const header = doc.sections[0];
    if (header?.type !== 'Header') throw new Error('Header expected first');
    const banner = doc.sections.find((s) => s.type === 'TextBanner')!;
    for (const [sectionId, message] of [
      ['nowhere', 'This menu link points to a section that is not on the page'],
      [banner.id, 'A Text Banner section cannot be a menu link'],
    ] as const) {
      const navLinks = [{ ...header.navLinks[0]!, sectionId }];
      const result = website.safeParse({
        ...doc,
        sections: [{ ...header, navLinks }, ...doc.sections.slice(1)],
      });
      expect(messages(result)).toContain(message);
    }
  });

  it('keeps websiteSettings.id equal to the website id', () => {
    const doc = createWebsiteFixture();
    const result = website.safeParse({ ...doc, websiteSettings: { ...doc.websiteSettings, id: 'other' } });
    expect(result.error?.issues[0]?.path).toEqual(['websiteSettings', 'id']);
  });
});

describe('Scheduling and Video links (spec §5)', () => {
  it('lets a draft hold an empty link and reports it', () => {
    const doc = createWebsiteFixture();
    const scheduling = defaultSection('Scheduling', 'scheduling-1', ctx);
    const video = defaultSection('Video', 'video-1', ctx);
    const draft = withExtra(doc, [scheduling, video]);
    expect(website.safeParse(draft).success).toBe(true);
    expect(sectionsMissingLinks(draft.sections).map((s) => s.id)).toEqual(['scheduling-1', 'video-1']);
    expect(sectionsMissingLinks(fullWebsiteFixture().sections)).toEqual([]);
  });
});

describe('published website (spec §3)', () => {
  it('keeps createdAt from the first publish and applies the same section rules', () => {
    const draft = fullWebsiteFixture();
    const first = toPublishedWebsite(draft, 'rosa-bakery', '2025-03-02T10:00:00.000Z');
    const second = toPublishedWebsite(draft, 'rosa-bakery', '2025-04-01T10:00:00.000Z', first);
    expect(publishedWebsite.parse(second)).toMatchObject({
      handle: 'rosa-bakery',
      createdAt: '2025-03-02T10:00:00.000Z',
      modifiedAt: '2025-04-01T10:00:00.000Z',
    });
    const over = { ...second, sections: withExtra(draft, [defaultSection('FAQ', 'faq-2', ctx)]).sections };
    expect(publishedWebsite.safeParse(over).success).toBe(false);
    expect(publishedWebsite.safeParse({ ...second, handle: '' }).success).toBe(false);
  });
});
