import { countWords, validateGoogleAd } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from './offline-generator.ts';

const generator = new OfflineGenerator();
const names = (activities: string, businessName = '') =>
  generator.businessNames({ businessName, activities });

/** Descriptions with the words a name for them may reasonably contain (lower case, word starts). */
const described: Array<[string, string[]]> = [
  [
    'a mobile dog grooming van in Denver',
    ['groom', 'paw', 'pup', 'dog', 'denver', 'mobile', 'van', 'tail', 'wag', 'fur', 'fluff', 'bark', 'fetch'],
  ],
  [
    'an emergency plumber in Austin',
    ['plumb', 'pipe', 'drain', 'flow', 'valve', 'tap', 'austin', 'emergency'],
  ],
  [
    'Handmade sourdough bakery in Portland',
    ['bak', 'sourdough', 'bread', 'crumb', 'loaf', 'oven', 'portland'],
  ],
  ['Wedding photographer based in Savannah, GA', ['photo', 'wedding', 'savannah', 'lens', 'vow', 'frame']],
  ['Piano lessons for kids and adults in Boise', ['piano', 'lesson', 'boise', 'chord', 'keys', 'melody']],
  [
    'Tax preparation and bookkeeping for freelancers in Tulsa',
    ['tax', 'bookkeep', 'tulsa', 'ledger', 'tally'],
  ],
  ['Dog walking and pet sitting in Seattle', ['dog', 'walk', 'pet', 'sit', 'seattle', 'paw', 'wag', 'tail']],
  ['Mobile bike repair in Leeds', ['bike', 'cycl', 'repair', 'leeds', 'spoke', 'pedal', 'chain', 'mobile']],
];

const related = (name: string, stems: string[]) =>
  name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => stems.some((stem) => word.startsWith(stem)));

describe('free tools on the offline generator answer their input', () => {
  it('builds at least 8 of 12 names from the trade, the owner’s words or the town', async () => {
    for (const [description, stems] of described) {
      const list = await names(description);
      expect(list, description).toHaveLength(12);
      expect(
        list.filter((n) => related(n, stems)).length,
        `${description}: ${list.join(', ')}`,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives two different descriptions at most 2 names in common (spec: 12 names)', async () => {
    const lists = await Promise.all(described.map(([d]) => names(d)));
    let most = 0;
    for (let a = 0; a < lists.length; a++) {
      for (let b = a + 1; b < lists.length; b++) {
        const shared = lists[a]!.filter((n) => lists[b]!.includes(n));
        expect(shared.length, `${described[a]![0]} / ${described[b]![0]}: ${shared}`).toBeLessThanOrEqual(2);
        most = Math.max(most, shared.length);
      }
    }
    expect(most).toBe(0);
  });

  it('names the town and includes the word asked for', async () => {
    expect(await names('a mobile dog grooming van in Denver')).toContain('Denver Dog Grooming');
    expect(await names('an emergency plumber in Austin')).toContain('Austin Plumbing');
    const withWord = await names('emergency plumbing repairs', 'Rivera');
    expect(withWord).toContain('Rivera Plumbing');
    expect(withWord.filter((n) => n.includes('Rivera')).length).toBeGreaterThanOrEqual(2);
  });

  it('never claims a fact in a name', async () => {
    for (const [description] of described) {
      for (const name of await names(description)) {
        expect(name).not.toMatch(/since|licen[cs]ed|certified|insured|award|guarantee|\d|best|#1/i);
      }
    }
  });

  it('gives the same names for the same words, every time', async () => {
    expect(await names('an emergency plumber in Austin')).toEqual(
      await names('an emergency plumber in Austin'),
    );
  });

  it('writes ideas from the stated interests, 5 to 8 words each', async () => {
    const ideas = await generator.businessIdeas({ businessName: '', activities: 'photography, dogs' });
    expect(ideas).toHaveLength(10);
    for (const idea of ideas) {
      expect(countWords(idea), idea).toBeGreaterThanOrEqual(5);
      expect(countWords(idea), idea).toBeLessThanOrEqual(8);
      expect(idea, idea).toMatch(/photograph|dog/i);
    }
    const baking = await generator.businessIdeas({ businessName: '', activities: 'I love baking' });
    expect(baking.filter((idea) => /bak/i.test(idea)).length).toBeGreaterThanOrEqual(8);
    expect(baking.filter((idea) => ideas.includes(idea))).toEqual([]);
  });

  it('writes Google ads naming the trade and the town or business, within 30 / 90 characters', async () => {
    const cases: Array<[string, string, RegExp, RegExp]> = [
      [
        'Rivera Plumbing',
        'Emergency plumbing repairs and drain cleaning in Austin',
        /plumb|drain/i,
        /Austin|Rivera Plumbing/,
      ],
      ['Rivera Plumbing, Austin', 'Repairs for homes and small shops', /plumb/i, /Austin|Rivera Plumbing/],
      ['Paws on Wheels', 'a mobile dog grooming van in Denver', /groom/i, /Denver|Paws on Wheels/],
      ['Ledger Lane', 'Tax preparation and bookkeeping for freelancers', /tax|bookkeep/i, /Ledger Lane/],
    ];
    for (const [businessName, activities, trade, where] of cases) {
      const ads = await generator.googleAds({ businessName, activities }, 3);
      expect(ads.length, businessName).toBe(3);
      for (const ad of ads) {
        expect([...ad.headline].length, ad.headline).toBeLessThanOrEqual(30);
        expect([...ad.description].length, ad.description).toBeLessThanOrEqual(90);
        expect(validateGoogleAd(ad).ok).toBe(true);
        const text = `${ad.headline} ${ad.description}`;
        expect(text, text).toMatch(trade);
        expect(text, text).toMatch(where);
        expect(text, text).not.toMatch(/licen[cs]ed|insured|certified|since|\$|free|years?/i);
      }
    }
    const austin = await generator.googleAds(
      { businessName: 'Rivera Plumbing', activities: cases[0]![1] },
      3,
    );
    expect(austin.every((ad) => `${ad.headline} ${ad.description}`.includes('Austin'))).toBe(true);
  });
});
