import { describe, expect, it } from 'vitest';
import { namedTrade, readOwnerWords, tradeOfWords } from './owner-words.ts';

describe('tradeOfWords: one reading of the trade for drafts and free tools', () => {
  it('takes the trade the owner names themselves over other words of their text', () => {
    const pete = {
      businessName: 'Pipeline Pete',
      description:
        'One-man plumber covering Bristol and Bath. Boiler swaps, radiators, bathroom fits and the odd emergency leak.',
      linkText: 'Services: Bathroom fitting; Radiator installs',
    };
    expect(tradeOfWords(pete)?.id).toBe('plumber');
    expect(tradeOfWords({ description: 'Wedding photographer who also shoots family portraits.' })?.id).toBe(
      'photographer',
    );
    expect(tradeOfWords({ description: 'Chimney sweep for open fires and wood burners.' })?.id).toBe(
      'chimney-sweep',
    );
  });

  it('knows no trade when the owner leads with a doing the taxonomy does not know', () => {
    expect(
      tradeOfWords({ description: 'Piano tuning and repair for homes, schools and churches.' }),
    ).toBeNull();
    expect(
      tradeOfWords({
        description:
          'Knife sharpening for home cooks and restaurants. I also sharpen scissors and garden tools; find me at the Saturday market.',
      }),
    ).toBeNull();
    expect(namedTrade('Piano tuning and repair').unknownLead).toBe('Piano tuning');
  });

  it('does not take who is served or where for the trade', () => {
    expect(tradeOfWords({ description: 'Pest control for homes and restaurants.' })?.id).toBe('pest-control');
    expect(namedTrade('Bookkeeping for restaurants and cafés').words).toBe('Bookkeeping');
  });

  it('names the trade in the owner’s words for the free tools', () => {
    expect(readOwnerWords('a mobile dog grooming van in Denver').trade).toBe('Dog Grooming');
    expect(readOwnerWords('an emergency plumber in Austin').trade).toBe('Plumbing');
    expect(readOwnerWords('Piano tuning and repair in Savannah').trade).toBe('Piano Tuning');
    expect(readOwnerWords('Handmade sourdough bakery in Portland').trade).toBe('Sourdough Bakery');
  });
});
