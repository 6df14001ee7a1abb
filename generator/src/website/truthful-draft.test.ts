import { type Industry, industry, type SectionType, sectionDefinitions } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import type { CreationAnswers } from './creation-inputs.ts';
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
    '%s: no price, years, credential, guarantee, review or team member',
    async (_, answers) => {
      for (const seed of [0, 1]) {
        const { website } = await generateWebsite(answers, { generator }, { userId: 'owner-1', seed });
        for (const [path, text] of textsOf(website))
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
