import {
  type CustomerReviewsSection,
  createDefaultWebsite,
  type FaqSection,
  type HeaderSection,
  type IntroductionSection,
  type Section,
  type ServicesSection,
  sectionsWithoutSuggestions,
  type TeamSection,
  website,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { ownerFactsOf } from './find-unconfirmed-facts.ts';
import { markUnconfirmedFacts, withoutUnconfirmedFacts } from './mark-suggestions.ts';

function draft() {
  const doc = createDefaultWebsite({
    id: 'site-1',
    userId: 'owner-1',
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs and drain cleaning in Austin.',
    location: 'Austin, TX',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Team', 'CustomerReviews', 'FAQ', 'Footer'],
  });
  const of = <T extends Section>(type: T['type']) => doc.sections.find((s): s is T => s.type === type)!;
  const intro = of<IntroductionSection>('Introduction');
  intro.heading = 'Plumbing repairs in Austin';
  intro.body =
    'Leaks fixed across Austin. Licensed and insured, 20 years of experience. Ask for Maria, our owner.';
  const services = of<ServicesSection>('Services');
  const item = (i: number, heading: string, paragraph: string, pricing: string) => ({
    id: `services-1-item-${i}`,
    heading,
    paragraph,
    pricing,
    image: null,
  });
  services.items = [
    item(1, 'Drain cleaning', 'Blocked sinks and drains cleared with a camera check.', 'From $150'),
    item(2, 'Leak repairs', 'Dripping taps and hidden leaks found and fixed.', ''),
  ];
  const faq = of<FaqSection>('FAQ');
  faq.items = [
    { id: 'faq-1-item-1', question: 'Do you give quotes?', answer: 'Yes, we quote before we start.' },
    { id: 'faq-1-item-2', question: 'Is there a warranty?', answer: 'Every repair has a 2-year warranty.' },
  ];
  const team = of<TeamSection>('Team');
  team.members = [
    { id: 'team-1-item-1', name: 'Sarah Lopez', jobTitle: 'Plumber', bio: 'Fixes leaks.', image: null },
  ];
  const reviews = of<CustomerReviewsSection>('CustomerReviews');
  reviews.reviews = [
    {
      id: 'r-1',
      paragraph: 'Maria was great, five stars.',
      authorName: 'Dana K.',
      authorLocation: 'Review on Yelp',
    },
  ];
  const header = of<HeaderSection>('Header');
  return { doc, intro, services, faq, team, reviews, header };
}

const facts = ownerFactsOf(['Rivera Plumbing', 'Leak repairs and drain cleaning in Austin.', 'Austin, TX']);

describe('markUnconfirmedFacts: a new draft’s claims become marked suggestions', () => {
  it('marks a field’s sentence, a price on its pricing field, and a whole item left without its words', () => {
    const { doc, intro, services, faq, team } = draft();
    const { sections, suggestions } = markUnconfirmedFacts(doc.sections, facts);
    expect(sections).toBe(doc.sections);
    expect(suggestions.map(({ id: _, ...s }) => s)).toEqual([
      {
        sectionId: intro.id,
        itemId: null,
        field: 'body',
        text: 'Licensed and insured, 20 years of experience.',
        reason: 'years',
      },
      { sectionId: intro.id, itemId: null, field: 'body', text: 'Ask for Maria, our owner.', reason: 'name' },
      {
        sectionId: services.id,
        itemId: 'services-1-item-1',
        field: 'pricing',
        text: 'From $150',
        reason: 'price',
      },
      // An invented person is a whole item: a team member without a name is no team member.
      { sectionId: team.id, itemId: 'team-1-item-1', field: 'item', text: 'Sarah Lopez', reason: 'name' },
      // An answer that is all claim leaves a question unanswered: the whole item is the suggestion.
      {
        sectionId: faq.id,
        itemId: 'faq-1-item-2',
        field: 'item',
        text: 'Is there a warranty?',
        reason: 'guarantee',
      },
    ]);
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(suggestions.length);
    expect(website.safeParse({ ...doc, suggestions }).success).toBe(true);
  });

  it('the page without its pending suggestions states none of them', () => {
    const { doc } = draft();
    const { suggestions } = markUnconfirmedFacts(doc.sections, facts);
    const stated = JSON.stringify(sectionsWithoutSuggestions(doc.sections, suggestions).sections);
    for (const claim of ['Licensed', '20 years', 'Maria, our owner', '$150', 'Sarah', 'warranty']) {
      expect(stated).not.toContain(claim);
    }
    expect(stated).toContain('Leaks fixed across Austin.');
    expect(stated).toContain('Yes, we quote before we start.');
  });

  it('leaves the reviews (imported from the owner’s page, real) and the button labels alone', () => {
    const { doc, reviews, header } = draft();
    const { suggestions } = markUnconfirmedFacts(doc.sections, facts);
    expect(suggestions.some((s) => s.sectionId === reviews.id || s.sectionId === header.id)).toBe(false);
  });

  it('marks nothing the owner said', () => {
    const { doc } = draft();
    const owner = ownerFactsOf([
      'Rivera Plumbing: licensed and insured, 20 years in Austin. Ask for Maria. Drains from $150.',
      'Sarah Lopez, plumber. Every repair has a 2-year warranty.',
    ]);
    expect(markUnconfirmedFacts(doc.sections, owner).suggestions).toEqual([]);
  });

  it('takes out what a draft cannot carry as marks (over 200) instead of stating it', () => {
    const { doc, faq } = draft();
    faq.items = Array.from({ length: 210 }, (_, i) => ({
      id: `faq-1-item-${i + 1}`,
      question: `Question ${i + 1}`,
      answer: `We answer it. Rated 4.${i % 10} out of 5.`,
    }));
    const { sections, suggestions } = markUnconfirmedFacts(doc.sections, facts);
    expect(suggestions).toHaveLength(200);
    expect(sections).not.toBe(doc.sections);
    const stated = JSON.stringify(sectionsWithoutSuggestions(sections, suggestions).sections);
    expect(stated).not.toContain('out of 5');
  });

  it('withoutUnconfirmedFacts: the text with every such sentence taken out', () => {
    expect(withoutUnconfirmedFacts('Leaks fixed fast. Fully licensed and insured. Call us.', facts)).toBe(
      'Leaks fixed fast. Call us.',
    );
  });
});
