import type { SuggestionReason } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { findUnconfirmedFacts, ownerFactsOf, sentencesOf } from './find-unconfirmed-facts.ts';

const nothingSaid = ownerFactsOf([]);
const reasonsOf = (text: string, facts = nothingSaid) =>
  findUnconfirmedFacts(text, facts).map((f) => f.reason);

// Truthful by construction: a price, a person's name, a review or testimonial, a number
// of years, a licence, certification, insurance, award, guarantee or statistic.
describe('findUnconfirmedFacts: what the owner did not say is flagged', () => {
  it.each<[string, SuggestionReason]>([
    ['From $150', 'price'],
    ['Drain cleaning starts at $89.99.', 'price'],
    ['Haircuts £25, colour from £60.', 'price'],
    ['Lessons from 45 per hour.', 'price'],
    ['Tutoring is 40 dollars a session.', 'price'],
    ['Private classes at 60 per session.', 'price'],
    ['Ask for Maria, our owner.', 'name'],
    ['Our lead stylist Sophie will look after you.', 'name'],
    ['Dr. Patel sees new patients on Mondays.', 'name'],
    ['Founded by Okafor and friends.', 'name'],
    ['Great job on our kitchen! Maria G.', 'name'],
    ['“They fixed our leak in an hour and left the place spotless” – Dave R.', 'review'],
    ['One happy customer said we were the best they had used.', 'review'],
    ['Licensed and insured, 20 years of experience.', 'years'],
    ['Over ten years serving the neighbourhood.', 'years'],
    ['Serving Austin since 1998.', 'years'],
    ['Family-owned since 1975.', 'years'],
    ['Decades of experience in every job.', 'years'],
    ['A third-generation bakery.', 'years'],
    ['Fully licensed and insured.', 'credential'],
    ['Licenced gas engineers.', 'credential'],
    ['Bonded and insured cleaners.', 'credential'],
    ['Our therapists are board-certified.', 'credential'],
    ['ASE certified mechanics.', 'credential'],
    ['An accredited practice.', 'credential'],
    ['Registered dietitians on staff.', 'credential'],
    ['Every sitter is background-checked.', 'credential'],
    ['We accept most insurance plans.', 'credential'],
    ['Award-winning pastries.', 'credential'],
    ['Voted the friendliest café downtown.', 'credential'],
    ['Austin’s #1 plumber.', 'statistic'],
    ['Rated 4.9 out of 5.', 'statistic'],
    ['A five-star rated salon.', 'statistic'],
    ['The best pizza in Brooklyn.', 'statistic'],
    ['The city’s leading roofer.', 'statistic'],
    ['98% of clients come back.', 'statistic'],
    ['Over 500 happy customers.', 'statistic'],
    ['Trusted by thousands of families.', 'statistic'],
    ['Satisfaction guaranteed.', 'guarantee'],
    ['Every repair carries a 12-month warranty.', 'guarantee'],
    ['100% money-back promise.', 'guarantee'],
    ['Free, no-obligation quotes.', 'guarantee'],
    ['Get a free estimate today.', 'guarantee'],
    ['Your first class is free.', 'guarantee'],
    ['Delivery at no extra cost.', 'guarantee'],
    ['No hidden fees.', 'guarantee'],
    ['10% off your first visit.', 'guarantee'],
    ['Complimentary head massage with every wash.', 'guarantee'],
    ['We will match any written quote: price-match promise.', 'guarantee'],
  ])('%s → %s', (text, reason) => {
    expect(reasonsOf(text)).toEqual([reason]);
  });

  it.each([
    'We fix leaks, unblock drains and fit water heaters across Austin.',
    'Call us today and tell us what you need.',
    'Do you offer free estimates?',
    'Can I get a same-day appointment?',
    'Feel free to call with any question.',
    'You are free to cancel at any time.',
    'Gluten-free and vegan options every day.',
    'Kids aged 5 to 12 years welcome.',
    'Service your boiler every 2 years.',
    'A coating that lasts between two and five years.',
    'Open from 9 to 5, Monday to Friday.',
    'Classes from 8am.',
    'Groups from 10 people.',
    'Kids cut (under 12)',
    'Walk-ins are welcome whenever a chair is free.',
    'Gift certificates make a lovely present.',
    'A 5-year-old can do it.',
    'Call 512-555-0150 for a visit.',
    'We restore old Victorian sash windows.',
    'Serving San Antonio and Santa Maria.',
    'We will give you a clear quote before any work starts.',
    'What customers say',
    'Meet our team',
    'Wood that is bonded with care? No: coatings bonded to the paint.',
  ])('%s → nothing', (text) => {
    expect(findUnconfirmedFacts(text, nothingSaid)).toEqual([]);
  });
});

describe('findUnconfirmedFacts: what the owner said is theirs to state', () => {
  const owner = ownerFactsOf(
    [
      'Rivera Plumbing',
      'Licensed master plumber in Austin since 1998. Drain cleaning from $150, free estimates.',
      'Austin, TX',
    ],
    ['(512) 555-0150', '150 Main St'],
  );

  it.each([
    'Licensed master plumbers you can call any day.',
    'Drain cleaning from $150.',
    'Serving Austin since 1998.',
    'Ask Rivera Plumbing for a free estimate.',
    'Free estimates on every job.',
  ])('%s → not flagged', (text) => {
    expect(findUnconfirmedFacts(text, owner)).toEqual([]);
  });

  it.each<[string, SuggestionReason]>([
    ['Fully licensed and insured.', 'credential'],
    ['From $120', 'price'],
    ['Over 25 years of experience.', 'years'],
    ['Ask for Maria, our owner.', 'name'],
  ])('%s → still %s (the owner said something else)', (text, reason) => {
    expect(reasonsOf(text, owner)).toEqual([reason]);
  });

  it('a number in the phone or street address is not a price the owner gave', () => {
    const contactOnly = ownerFactsOf(['Rivera Plumbing'], ['150 Main St', '(512) 555-0150']);
    expect(reasonsOf('Call-outs from $150.', contactOnly)).toEqual(['price']);
  });

  it('names on the imported page (a real review’s author) are the owner’s', () => {
    const imported = ownerFactsOf(['Shear Joy', 'Maria did my colour and it is perfect. – Dana K.']);
    expect(findUnconfirmedFacts('Ask for Maria at the desk.', imported)).toEqual([]);
  });
});

describe('findUnconfirmedFacts: flags whole sentences, exactly as written', () => {
  it('returns each flagged sentence of a text and leaves the others', () => {
    const text =
      'Rivera Plumbing fixes leaks across Austin. Licensed and insured, 20 years of experience. Ask for Maria, our owner! Call us today.';
    expect(findUnconfirmedFacts(text, nothingSaid)).toEqual([
      {
        text: 'Licensed and insured, 20 years of experience.',
        reason: 'years',
        claim: '20 years',
      },
      { text: 'Ask for Maria, our owner!', reason: 'name', claim: 'Maria' },
    ]);
    for (const found of findUnconfirmedFacts(text, nothingSaid)) expect(text).toContain(found.text);
  });

  it('splits sentences at . ! ? and line breaks, not after "Dr." or an initial', () => {
    expect(sentencesOf('Dr. Patel is in. Call us!\nOpen daily? Yes. Maria G. fixed it.')).toEqual([
      'Dr. Patel is in.',
      'Call us!',
      'Open daily?',
      'Yes.',
      'Maria G. fixed it.',
    ]);
  });

  it('keeps a quotation and its sign-off together', () => {
    expect(sentencesOf('“Fast. Tidy. Fair!” – Dave R. Tell us what you need.')).toEqual([
      '“Fast. Tidy. Fair!” – Dave R.',
      'Tell us what you need.',
    ]);
  });
});
