import {
  defaultOnSectionTypes,
  type Image,
  type Industry,
  industry,
  type SectionType,
  sectionDefinitions,
  website,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import { paletteProblems } from '../palette/complete-palette.ts';
import { generateWebsite } from './generate-website.ts';

/** Every section the onboarding offers (Code Embed is hidden there, spec §2). */
const allSections = (Object.keys(sectionDefinitions) as SectionType[]).filter(
  (t) => !sectionDefinitions[t].hiddenInOnboarding,
);
const generator = new OfflineGenerator();
const fixedNow = () => new Date('2025-03-01T09:00:00.000Z');

/** Words each industry's own draft must use ("each industry's own terms appear"). */
const terms: Record<Industry, string[]> = {
  accountant: ['tax', 'bookkeeping'],
  'barber-shop': ['fade', 'beard', 'shave'],
  'bike-repair': ['bike', 'puncture', 'gears'],
  'book-store': ['books', 'readers'],
  'car-detailing': ['detailing', 'paint correction', 'wash'],
  carpentry: ['carpentry', 'wardrobes', 'deck'],
  catering: ['catering', 'wedding', 'canapés'],
  'chess-instructor': ['chess', 'tournament'],
  'coffee-shop': ['coffee', 'espresso', 'pastries'],
  'condo-rental-agency': ['condo', 'rental', 'property management'],
  'dentist-office': ['dental', 'teeth', 'implant'],
  electrician: ['electrical', 'panel', 'ev charger'],
  fitness: ['personal training', 'strength', 'hiit'],
  'hair-styling': ['balayage', 'highlights', 'blow-dry'],
  'heating-and-cooling': ['furnace', 'heat pump', 'air conditioner'],
  'home-construction': ['custom home', 'additions', 'renovation'],
  'house-cleaning': ['cleaning', 'deep clean', 'move-out'],
  landscaping: ['lawn', 'garden', 'patio'],
  'medical-clinic': ['medical', 'vaccin', 'chronic'],
  'music-lessons': ['piano', 'guitar', 'singing'],
  'non-profit-organization': ['volunteer', 'mentoring', 'giving'],
  nutritionist: ['nutrition', 'gut health', 'weight management'],
  'pest-control': ['pest', 'rodent', 'termite'],
  'physical-therapist': ['physical therap', 'rehab', 'injury'],
  'real-estate-agent': ['valuation', 'buyer', 'selling'],
  restaurant: ['dinner', 'tasting menu', 'private dining'],
  spa: ['massage', 'facial', 'hot stone'],
  'technology-consulting': ['cloud', 'cybersecurity', 'it strategy'],
  therapist: ['therapy', 'couples', 'emdr'],
  'tire-shop': ['tire', 'alignment', 'flat tire'],
};

const create = (slug: Industry, seed: number | string = 0, sections: SectionType[] = allSections) =>
  generateWebsite(
    { businessName: 'Maple & Co', description: '', location: 'Springfield, IL', industry: slug, sections },
    { generator, now: fixedNow },
    { userId: 'owner-1', websiteId: `site-${slug}`, seed },
  );

describe('generateWebsite with the offline generator, for each of the 30 industries', () => {
  const servicesCopy = new Map<string, Industry>();

  it.each(industry.options)('%s: a complete draft that parses, in the industry’s own words', async (slug) => {
    const { website: draft, industry: used } = await create(slug);
    expect(website.safeParse(draft).success).toBe(true);
    expect(used).toBe(slug);
    expect(draft.sections.map((s) => s.type)).toEqual(allSections);
    const text = JSON.stringify(draft.sections).toLowerCase();
    for (const term of terms[slug]) expect(text, term).toContain(term);
    expect(text).not.toMatch(/lorem|ipsum|\{name\}|\{town\}|\[business|tbd/);
    expect(text).toContain('maple & co');
    // No invented people or praise: the owner adds their own reviews and team.
    const byType = Object.fromEntries(draft.sections.map((s) => [s.type, s]));
    expect(byType.CustomerReviews?.type === 'CustomerReviews' && byType.CustomerReviews.reviews).toEqual([]);
    expect(byType.Team?.type === 'Team' && byType.Team.members).toEqual([]);
    // "no two industries share services copy"
    const services = draft.sections.find((s) => s.type === 'Services');
    expect(services?.type === 'Services' && services.items.length).toBe(6);
    for (const item of services?.type === 'Services' ? services.items : []) {
      for (const copy of [item.heading, item.paragraph]) {
        expect(servicesCopy.get(copy), `"${copy}" of ${slug}`).toBeUndefined();
        servicesCopy.set(copy, slug);
      }
    }
    expect(paletteProblems(draft.theme.colors)).toEqual([]);
  });

  it('is deterministic for a seed, and another seed writes another draft', async () => {
    const [a, b, c] = await Promise.all([
      create('catering', 7),
      create('catering', 7),
      create('catering', 8),
    ]);
    expect(b.website).toEqual(a.website);
    expect(JSON.stringify(c.website.sections)).not.toEqual(JSON.stringify(a.website.sections));
  });

  it('writes a full draft well under a second (median reported)', async () => {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const slug of industry.options) {
        const started = performance.now();
        await create(slug, round);
        times.push(performance.now() - started);
      }
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)]!;
    console.info(
      `offline generateWebsite, all sections: median ${median.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (${times.length} drafts)`,
    );
    expect(median).toBeLessThan(1000);
  });
});

describe('generateWebsite: answers, imports, images and progress', () => {
  const answers = {
    businessName: 'Pipe Dreams',
    description: 'We offer emergency plumbing, boiler repairs and leak detection.',
    location: 'Leeds, UK',
  };

  it('uses the default-on sections of spec §9 and leaves Customer Reviews with its heading and no review', async () => {
    const created = await generateWebsite(answers, { generator }, { userId: 'owner-1' });
    expect(created.website.sections.map((s) => s.type)).toEqual(defaultOnSectionTypes);
    expect(created.industry).toBeNull();
    expect(created.outcome).toBe('success');
    const reviews = created.website.sections.find((s) => s.type === 'CustomerReviews');
    expect(reviews?.type === 'CustomerReviews' && [reviews.heading, reviews.reviews]).toEqual([
      'What customers say',
      [],
    ]);
    const services = created.website.sections.find((s) => s.type === 'Services');
    expect(services?.type === 'Services' && services.items.map((i) => i.heading).slice(0, 3)).toEqual([
      'Emergency plumbing',
      'Boiler repairs',
      'Leak detection',
    ]);
    // No image source: no picture, and nothing stands in for one (no placeholder is ever published).
    const intro = created.website.sections.find((s) => s.type === 'Introduction');
    expect(intro?.type === 'Introduction' && intro.image).toBeNull();
    const gallery = created.website.sections.find((s) => s.type === 'Gallery');
    expect(gallery?.type === 'Gallery' && gallery.items).toEqual([]);
  });

  it('emits the five stages in order with a link, three without (spec §2, creationStagesFor)', async () => {
    const events: string[] = [];
    await generateWebsite(
      answers,
      { generator },
      { userId: 'o', onStage: (e) => events.push(e.type === 'stage' ? e.stage : 'notice') },
    );
    expect(events).toEqual(['personalizing', 'organizingLayouts', 'finishingTouches']);
    events.length = 0;
    const created = await generateWebsite(
      { ...answers, link: 'https://facebook.com/pipedreams' },
      {
        generator,
        importLink: async (url, progress) => {
          events.push(`import ${url}`);
          progress.fetched();
          return { text: 'x'.repeat(1200) };
        },
      },
      { userId: 'o', onStage: (e) => events.push(e.type === 'stage' ? e.stage : 'notice') },
    );
    expect(events).toEqual([
      'checkingLink',
      'import https://facebook.com/pipedreams',
      'importingContent',
      'personalizing',
      'organizingLayouts',
      'finishingTouches',
    ]);
    expect(created.outcome).toBe('partialSuccess');
  });

  it.each([
    [null, 'noContentImported'],
    [{ text: 'Short page.' }, 'minimalContentImported'],
    [{ text: 'y'.repeat(6000) }, 'success'],
  ] as const)('classifies an import of %j as %s (spec §4)', async (imported, outcome) => {
    const created = await generateWebsite(
      { ...answers, link: 'https://example.com' },
      { generator },
      { userId: 'o', imported },
    );
    expect(created.outcome).toBe(outcome);
  });

  it('carries on without the import when the importer fails', async () => {
    const created = await generateWebsite(
      { ...answers, link: 'https://example.com' },
      { generator, importLink: () => Promise.reject(new Error('refused: private address')) },
      { userId: 'o' },
    );
    expect(created.outcome).toBe('noContentImported');
    expect(website.safeParse(created.website).success).toBe(true);
  });

  it('puts the imported business first: its real reviews, services, photos and details', async () => {
    const created = await generateWebsite(
      {
        businessName: 'Corner Cuts',
        description: 'Barber shop for fades and beard trims',
        location: 'Austin, TX',
      },
      { generator },
      {
        userId: 'o',
        imported: {
          text: 'Corner Cuts barber shop. '.repeat(40),
          services: ['Skin fade – our signature cut', 'Father and son cut'],
          reviews: [
            {
              text: 'Best fade in town. Friendly barbers. Fair prices. Great music. Clean shop. Will return.',
              author: 'Dev P.',
            },
          ],
          images: [
            { url: 'https://cdn.example.com/shop.jpg', alt: 'The shop front' },
            { url: 'https://cdn.example.com/chair.jpg' },
          ],
          phone: '+1 512 555 0100',
          email: 'hello@cornercuts.example',
          hours: ['Mon–Fri 9:00–18:00', 'Sat 8:00–14:00'],
        },
      },
    );
    const byType = Object.fromEntries(created.website.sections.map((s) => [s.type, s]));
    const reviews = byType.CustomerReviews!;
    expect(reviews.type === 'CustomerReviews' && reviews.reviews).toEqual([
      {
        id: 'customer-reviews-1-item-1',
        paragraph: 'Best fade in town. Friendly barbers. Fair prices. Great music.',
        authorName: 'Dev P.',
        authorLocation: '',
      },
    ]);
    const services = byType.Services!;
    expect(
      services.type === 'Services' && services.items.slice(0, 2).map((i) => [i.heading, i.paragraph]),
    ).toEqual([
      ['Skin fade', 'Our signature cut'],
      ['Father and son cut', expect.stringContaining('Father and son cut')],
    ]);
    const intro = byType.Introduction!;
    expect(intro.type === 'Introduction' && intro.image?.urls[0]?.url).toBe(
      'https://cdn.example.com/shop.jpg',
    );
    const gallery = byType.Gallery!;
    expect(gallery.type === 'Gallery' && gallery.items.map((i) => i.image.urls[0]?.url)).toEqual([
      'https://cdn.example.com/chair.jpg',
    ]);
    const contact = byType.Contact!;
    // The page's hours are read into the business's structured hours and shown from there.
    expect(contact.type === 'Contact' && contact.details).toMatchObject({
      phone: '+1 512 555 0100',
      email: 'hello@cornercuts.example',
      otherDetails: 'Mon–Fri 09:00–18:00; Sat 08:00–14:00.',
    });
    expect(created.website.websiteSettings.contact.hours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '08:00', closes: '14:00' },
    ]);
  });

  it('takes images from an image source, never the same one twice, and survives a failing source', async () => {
    const photo = (n: number): Image => ({
      provider: 'Pexels',
      description: `Photo ${n}`,
      tags: [],
      urls: [{ type: 'regular', url: `https://images.example.com/${n}.jpg` }],
      fit: 'cover',
    });
    let next = 0;
    const asked: string[] = [];
    const created = await generateWebsite(
      { ...answers, industry: 'landscaping' },
      {
        generator,
        images: {
          pick: (kind, _query, count, hints) => {
            asked.push(`${kind}:${hints.industry}`);
            return Array.from({ length: count }, () => photo(next++ % 5));
          },
        },
      },
      { userId: 'o' },
    );
    expect(asked).toContain('intro:landscaping');
    const urls = created.website.sections.flatMap((s) =>
      s.type === 'Gallery'
        ? s.items.map((i) => i.image.urls[0]!.url)
        : 'image' in s && s.image
          ? [s.image.urls[0]!.url]
          : [],
    );
    expect(new Set(urls).size).toBe(urls.length);
    const failing = await generateWebsite(
      answers,
      { generator, images: { pick: () => Promise.reject(new Error('429')) } },
      { userId: 'o' },
    );
    expect(website.safeParse(failing.website).success).toBe(true);
  });

  it('applies the chosen colours and fonts, keeping the contrast readable', async () => {
    const created = await generateWebsite(
      {
        ...answers,
        colours: {
          backgroundColor: '#FFFFFF',
          primaryTextColor: '#999999',
          secondaryTextColor: '#AAAAAA',
          buttonBackgroundColor: '#0F766E',
          buttonTextColor: '#FFFFFF',
          buttonBackgroundHoverColor: '#115E59',
          buttonBackgroundPressedColor: '#134E4A',
        },
        fonts: {
          heading: { family: 'Lora', weight: 700, style: 'normal' },
          body: { family: 'Inter', weight: 400, style: 'normal' },
        },
      },
      { generator },
      { userId: 'o' },
    );
    expect(created.website.theme.headingFont.family).toBe('Lora');
    expect(created.website.theme.colors.buttonBackgroundColor).toBe('#0F766E');
    expect(paletteProblems(created.website.theme.colors)).toEqual([]);
  });

  it('fails with the spec §8 creation error when the generator fails', async () => {
    const broken = Object.create(generator) as OfflineGenerator;
    broken.websiteCopy = () => Promise.reject(new Error('service down'));
    await expect(generateWebsite(answers, { generator: broken }, { userId: 'o' })).rejects.toMatchObject({
      name: 'CreationError',
      code: 'website-creation-failed',
      message: 'There was a problem creating your website',
    });
  });
});
