import {
  type CreationAnswers,
  type Industry,
  type IntroductionSection,
  industry,
  isPendingSuggestion,
  type SectionType,
  sectionDefinitions,
  sectionsWithoutSuggestions,
  type Website,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import { generateWebsite } from './generate-website.ts';

/** Every section the onboarding offers, so every kind of generated text is looked at. */
const allSections = (Object.keys(sectionDefinitions) as SectionType[]).filter(
  (t) => !sectionDefinitions[t].hiddenInOnboarding,
);
const generator = new OfflineGenerator();

/** Every text of a draft (not picture addresses), with where it is, so a failure says which field. */
function textsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'url' || k === 'urls' ? [] : textsOf(v, `${path}.${k}`),
  );
}

/** The draft as its published page states it: every pending suggestion left out, the marks gone. */
function statedOf(draft: Website) {
  const { suggestions, ...rest } = draft;
  return { ...rest, sections: sectionsWithoutSuggestions(draft.sections, suggestions).sections };
}

/** Facts only the owner can state: prices, years, credentials, guarantees, sample reviews. */
const claims: RegExp[] = [
  /\$\s?\d/,
  /\bfrom \$/i,
  /\(sample review\)/i,
  /sample review/i,
  /\b\d+\+? years\b/i,
  /licen[sc]ed|insured|certified|award[- ]winning|guarantee/i,
];

const businesses: Array<[string, CreationAnswers]> = [
  ...industry.options.map((slug: Industry): [string, CreationAnswers] => [
    slug,
    {
      businessName: 'Maple & Co',
      description: '',
      location: 'Springfield, IL',
      industry: slug,
      sections: allSections,
    },
  ]),
  [
    'a plumber in Austin (no bundled industry)',
    {
      businessName: 'Rivera Plumbing',
      description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
      location: 'Austin, TX',
      sections: allSections,
    },
  ],
  [
    'a salon described in the owner’s words',
    {
      businessName: 'Shear Joy',
      description: 'A friendly hair salon for cuts, colour and balayage.',
      location: 'Portland, OR',
      sections: allSections,
    },
  ],
  [
    'a mobile dog groomer',
    {
      businessName: 'Sudsy Paws',
      description: 'Mobile dog grooming van: baths, nail trims and de-shedding at your door.',
      location: 'Denver, CO',
      sections: allSections,
    },
  ],
];

describe('an offline draft states no fact the owner would answer for', () => {
  it.each(businesses)(
    '%s: no price, years, credential, guarantee, review or team member outside marked suggestions',
    async (_, answers) => {
      for (const seed of [0, 1]) {
        const { website } = await generateWebsite(answers, { generator }, { userId: 'owner-1', seed });
        expect(website.suggestions?.every((s) => isPendingSuggestion(website.sections, s))).toBe(true);
        for (const [path, text] of textsOf(statedOf(website)))
          for (const claim of claims) expect(text, `${path} matches ${claim}`).not.toMatch(claim);
        const byType = Object.fromEntries(website.sections.map((s) => [s.type, s]));
        const reviews = byType.CustomerReviews;
        const team = byType.Team;
        expect(reviews?.type === 'CustomerReviews' && reviews.reviews).toEqual([]);
        expect(team?.type === 'Team' && team.members).toEqual([]);
        // The headings stay, so the designer shows where the owner's own reviews and people go.
        expect(reviews?.type === 'CustomerReviews' && reviews.heading).not.toBe('');
        expect(team?.type === 'Team' && team.heading).not.toBe('');
        const services = byType.Services;
        expect(services?.type === 'Services' && services.items.map((i) => i.pricing)).toEqual(
          Array(6).fill(''),
        );
      }
    },
  );
});

describe('an offline draft proposes what only the owner can vouch for, marked', () => {
  const plumber = businesses.find(([name]) => name.startsWith('a plumber'))![1];
  const introOf = (draft: Website) =>
    draft.sections.find((s): s is IntroductionSection => s.type === 'Introduction')!;

  it('a plumber: "Fully licensed and insured." and "Free, no-obligation quotes." as suggestions in the Introduction', async () => {
    const { website } = await generateWebsite(plumber, { generator }, { userId: 'owner-1' });
    const intro = introOf(website);
    const inIntro = (website.suggestions ?? []).filter((s) => s.sectionId === intro.id);
    expect(inIntro.map((s) => [s.field, s.text, s.reason])).toEqual([
      ['body', 'Fully licensed and insured.', 'credential'],
      ['body', 'Free, no-obligation quotes.', 'guarantee'],
    ]);
    expect(intro.body).toContain('Fully licensed and insured. Free, no-obligation quotes.');
    const published = introOf({ ...website, ...statedOf(website) });
    expect(published.body).not.toContain('licensed');
    expect(published.body).not.toContain('quotes');
    expect(published.body.length).toBeGreaterThan(20);
    // Confirming one (its mark removed) publishes it; the other stays out.
    const confirmed = (website.suggestions ?? []).filter((s) => s.text !== 'Fully licensed and insured.');
    const after = sectionsWithoutSuggestions(website.sections, confirmed).sections;
    const body = (after.find((s) => s.type === 'Introduction') as IntroductionSection).body;
    expect(body).toContain('Fully licensed and insured.');
    expect(body).not.toContain('no-obligation');
  });

  it('an owner who said they are licensed and insured has it stated, unmarked; the free quotes stay a suggestion', async () => {
    const { website } = await generateWebsite(
      { ...plumber, description: `${plumber.description} Fully licensed and insured.` },
      { generator },
      { userId: 'owner-1' },
    );
    const intro = introOf(website);
    expect(intro.body).toContain('Fully licensed and insured.');
    expect((website.suggestions ?? []).filter((s) => s.sectionId === intro.id).map((s) => s.text)).toEqual([
      'Free, no-obligation quotes.',
    ]);
  });

  it('a business of no known trade gets no proposed claims', async () => {
    const { website } = await generateWebsite(
      { businessName: 'Blue Door', description: 'We make things.', location: 'Leeds', sections: allSections },
      { generator },
      { userId: 'owner-1' },
    );
    expect(introOf(website).body).not.toMatch(/licensed|insured|free/i);
  });
});

describe('reviews imported from the owner’s own page are real', () => {
  const importedFrom = (source: string, url: string) =>
    generateWebsite(
      {
        businessName: 'Corner Cuts',
        description: 'Barber shop for fades and beard trims',
        location: 'Austin, TX',
      },
      { generator },
      {
        userId: 'owner-1',
        imported: {
          source,
          url,
          text: 'Corner Cuts barber shop in Austin.',
          reviews: [{ text: 'Best fade in town, five stars. Ask for Marco.', author: 'Dev P.' }],
        },
      },
    );

  it.each([
    ['Yelp', 'https://www.yelp.com/biz/corner-cuts-austin', 'Review on Yelp'],
    ['Facebook', 'https://www.facebook.com/cornercuts', 'Review on Facebook'],
    ['Generic', 'https://www.cornercuts.example/reviews', 'Review on cornercuts.example'],
  ])('from %s: kept with author and source, never marked', async (source, url, where) => {
    const { website } = await importedFrom(source, url);
    const reviews = website.sections.find((s) => s.type === 'CustomerReviews');
    expect(reviews?.type === 'CustomerReviews' && reviews.reviews).toEqual([
      {
        id: 'customer-reviews-1-item-1',
        paragraph: 'Best fade in town, five stars. Ask for Marco.',
        authorName: 'Dev P.',
        authorLocation: where,
      },
    ]);
    expect(website.suggestions?.some((s) => s.sectionId === reviews?.id)).toBe(false);
  });
});
