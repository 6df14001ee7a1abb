import { describe, expect, it } from 'vitest';
import { fullWebsiteFixture } from '../testing/index.ts';
import type { CustomerReviewsSection, IntroductionSection, ServicesSection } from './sections/index.ts';
import {
  isPendingSuggestion,
  pendingSuggestions,
  type Suggestion,
  sectionsWithoutSuggestions,
  withoutWords,
} from './suggestion.ts';
import { website } from './website.ts';

function draft() {
  const doc = fullWebsiteFixture();
  const intro = doc.sections.find((s): s is IntroductionSection => s.type === 'Introduction')!;
  intro.body = 'Leaks fixed across Austin. Fully licensed and insured. Call any day.';
  const services = doc.sections.find((s): s is ServicesSection => s.type === 'Services')!;
  services.items[0]!.pricing = 'From $95';
  const reviews = doc.sections.find((s): s is CustomerReviewsSection => s.type === 'CustomerReviews')!;
  const marks: Suggestion[] = [
    {
      id: 'sg-1',
      sectionId: intro.id,
      itemId: null,
      field: 'body',
      text: 'Fully licensed and insured.',
      reason: 'credential',
    },
    {
      id: 'sg-2',
      sectionId: services.id,
      itemId: services.items[0]!.id,
      field: 'pricing',
      text: 'From $95',
      reason: 'price',
    },
    {
      id: 'sg-3',
      sectionId: reviews.id,
      itemId: reviews.reviews[0]!.id,
      field: 'item',
      text: reviews.reviews[0]!.paragraph,
      reason: 'review',
    },
  ];
  return { doc: { ...doc, suggestions: marks }, intro, services, reviews, marks };
}

describe('marked suggestions (truthful by construction)', () => {
  it('are part of the draft document and parse with it', () => {
    const { doc } = draft();
    expect(website.parse(doc).suggestions).toHaveLength(3);
    expect(
      website.safeParse({ ...doc, suggestions: [{ ...doc.suggestions[0], reason: 'opinion' }] }).success,
    ).toBe(false);
    const { suggestions: _none, ...older } = doc;
    expect(website.parse(older).suggestions).toBeUndefined();
  });

  it('take every pending suggestion out of the page: words from a field, a whole item from its list', () => {
    const { doc, intro, services, reviews } = draft();
    const before = reviews.reviews.length;
    const { sections, leftOut } = sectionsWithoutSuggestions(doc.sections, doc.suggestions);
    expect(leftOut.map((s) => s.id)).toEqual(['sg-1', 'sg-2', 'sg-3']);
    const get = <T>(id: string) => sections.find((s) => s.id === id) as T;
    expect(get<IntroductionSection>(intro.id).body).toBe('Leaks fixed across Austin. Call any day.');
    expect(get<ServicesSection>(services.id).items[0]!.pricing).toBe('');
    expect(get<CustomerReviewsSection>(reviews.id).reviews).toHaveLength(before - 1);
    // The draft itself is untouched: the designer still shows the marked words.
    expect(intro.body).toContain('Fully licensed and insured.');
    expect(reviews.reviews).toHaveLength(before);
  });

  it('keep what the owner confirmed (no mark) or wrote over (the words are gone)', () => {
    const { doc, services, intro } = draft();
    services.items[0]!.pricing = 'From $120';
    const confirmed = doc.suggestions.filter((s) => s.id !== 'sg-1');
    const { sections, leftOut } = sectionsWithoutSuggestions(doc.sections, confirmed);
    expect(leftOut.map((s) => s.id)).toEqual(['sg-3']);
    const after = sections.find((s) => s.id === services.id) as ServicesSection;
    expect(after.items[0]!.pricing).toBe('From $120');
    expect((sections.find((s) => s.id === intro.id) as IntroductionSection).body).toContain('licensed');
    expect(
      pendingSuggestions({ sections: doc.sections, suggestions: doc.suggestions }).map((s) => s.id),
    ).toEqual(['sg-1', 'sg-3']);
  });

  it('are moot once their section or item is deleted', () => {
    const { doc, reviews } = draft();
    const without = doc.sections.filter((s) => s.id !== reviews.id);
    expect(isPendingSuggestion(without, doc.suggestions[2]!)).toBe(false);
    expect(sectionsWithoutSuggestions(without, []).sections).toBe(without);
  });

  it('tidy the text around the words taken out', () => {
    expect(withoutWords('Fully insured. We come to you.', 'Fully insured.')).toBe('We come to you.');
    expect(
      withoutWords('We come to you, with 20 years of experience.', ', with 20 years of experience'),
    ).toBe('We come to you.');
    expect(withoutWords('Only this.', 'Only this.')).toBe('');
    expect(withoutWords('Nothing to take.', 'absent')).toBe('Nothing to take.');
  });
});
