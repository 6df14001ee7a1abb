import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createImageFixture } from '../testing/index.ts';
import { createDefaultWebsite } from './create-default-website.ts';
import { industry, sectionType } from './enums.ts';
import { defaultOnSectionTypes } from './section-registry.ts';
import { website } from './website.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const base = { id: 'w1', userId: 'u1', businessName: 'Rosa Bakery', now };

describe('createDefaultWebsite', () => {
  it.each([
    ['only the required answers', base],
    [
      'a full set of answers',
      {
        ...base,
        description: 'Sourdough and pastries.',
        location: 'Austin, TX',
        industry: 'restaurant' as const,
      },
    ],
    [
      'a 48-character name and long answers',
      { ...base, businessName: 'N'.repeat(48), description: 'd '.repeat(900), location: 'L'.repeat(300) },
    ],
    ['every section type', { ...base, sectionTypes: sectionType.options }],
    ['no optional sections', { ...base, sectionTypes: [] }],
    ['images to place', { ...base, images: Array.from({ length: 12 }, () => createImageFixture()) }],
  ])('builds a valid draft from %s', (_, input) => {
    const doc = createDefaultWebsite(input);
    expect(website.safeParse(doc).error?.issues ?? []).toEqual([]);
    // Parsing applies no defaults the factory forgot.
    expect(website.parse(doc)).toEqual(doc);
  });

  it('starts with the §9 default-on sections, Header first and Footer last', () => {
    const doc = createDefaultWebsite(base);
    expect(doc.sections.map((s) => s.type)).toEqual(defaultOnSectionTypes);
    expect(doc).toMatchObject({
      version: '1.0',
      handle: null,
      userId: 'u1',
      createdAt: now.toISOString(),
      lastPublishedAt: null,
      lastModifiedBy: null,
      websiteSettings: {
        id: 'w1',
        businessName: 'Rosa Bakery',
        searchIndexing: true,
        showMadeWithBadge: true,
      },
    });
  });

  it('always adds Header and Footer and orders the page', () => {
    const doc = createDefaultWebsite({ ...base, sectionTypes: ['FAQ', 'CodeEmbed', 'Team', 'FAQ'] });
    expect(doc.sections.map((s) => s.type)).toEqual(['Header', 'Team', 'FAQ', 'CodeEmbed', 'Footer']);
  });

  it('writes real copy from the answers, never placeholder text', () => {
    const doc = createDefaultWebsite({ ...base, location: 'Austin, TX' });
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    expect(text).toContain('Welcome to Rosa Bakery');
    expect(text).toContain('Proudly serving Austin, TX');
    expect(doc.websiteSettings.pageTitle).toBe('Rosa Bakery | Austin, TX');
  });

  it('links the menu and the introduction buttons to sections on the page', () => {
    const doc = createDefaultWebsite(base);
    const ids = new Set(doc.sections.map((s) => s.id));
    const header = doc.sections[0];
    const intro = doc.sections[1];
    if (header?.type !== 'Header' || intro?.type !== 'Introduction') throw new Error('unexpected order');
    expect(header.navLinks.length).toBeGreaterThan(0);
    for (const l of header.navLinks) expect(ids).toContain(l.sectionId);
    expect(intro.buttons.map((b) => (b.type === 'Section' ? b.sectionId : ''))).toEqual([
      'contact-1',
      'services-1',
    ]);
  });

  it('places the images in order: introduction, banner, services, gallery', () => {
    const images = Array.from({ length: 8 }, (_, i) => createImageFixture({ description: `image ${i}` }));
    const doc = createDefaultWebsite({ ...base, images });
    const find = <T extends string>(type: T) => doc.sections.find((s) => s.type === type);
    const intro = find('Introduction');
    const banner = find('ImageBanner');
    const gallery = find('Gallery');
    expect(intro?.type === 'Introduction' && intro.image?.description).toBe('image 0');
    expect(banner?.type === 'ImageBanner' && banner.image?.description).toBe('image 1');
    expect(gallery?.type === 'Gallery' && gallery.items.map((i) => i.image.description)).toEqual([
      'image 5',
      'image 6',
      'image 7',
    ]);
  });

  it('refuses an empty id or business name (spec §5 "Creating a website")', () => {
    expect(() => createDefaultWebsite({ ...base, id: ' ' })).toThrow('non-empty id');
    expect(() => createDefaultWebsite({ ...base, businessName: '   ' })).toThrow('business name');
  });

  it('builds a valid draft for any answers and any choice of sections', () => {
    fc.assert(
      fc.property(
        fc.record({
          businessName: fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 0),
          description: fc.string({ maxLength: 1500 }),
          location: fc.string({ maxLength: 200 }),
          industry: fc.option(fc.constantFrom(...industry.options), { nil: undefined }),
          sectionTypes: fc.subarray([...sectionType.options]),
        }),
        (answers) => {
          const doc = createDefaultWebsite({ ...base, ...answers });
          expect(website.safeParse(doc).error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
