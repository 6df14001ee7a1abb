import { industry } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from './offline-generator.ts';
import { trades } from './trades/index.ts';
import { stemsOf, tradeActivity } from './trades/trade-words.ts';
import { tradeOfIndustry } from './write-context.ts';

const generator = new OfflineGenerator();

/** Headlines a page for any business could have: they name nothing of the business. */
const generic = [
  'Good work, done right',
  'Friendly, reliable, local service',
  'Here to help, every time',
  'Quality you can count on',
  'Power problems fixed fast',
];

/** Words that name no trade by themselves. */
const contentFree = new Set(
  stemsOf('and the for your with our service care local quality work home homes new good'),
);

/** Whether a headline names the town, or shares a word (by stem, 3+ letters) with the trade or a service. */
function namesTheBusiness(headline: string, town: string, words: readonly string[]): boolean {
  if (town && headline.includes(town)) return true;
  const theirs = new Set(words.flatMap(stemsOf).filter((s) => s.length >= 3 && !contentFree.has(s)));
  return stemsOf(headline).some((s) => theirs.has(s));
}

const headlineOf = async (brief: Parameters<OfflineGenerator['headings']>[0], seed = 0) =>
  (await generator.headings(brief, { seed })).introHeadline;

// "the headline names the trade, a service or the town".
describe('the offline headline names the trade, a service or the town', () => {
  it.each(industry.options)('%s (a bundled industry), with and without a town', async (slug) => {
    const trade = tradeOfIndustry(slug)!;
    const services = (await generator.services({ businessName: 'Maple & Co', industry: slug }, 24)).map(
      (s) => s.heading,
    );
    const words = [trade.name, ...trade.words, ...services];
    for (const seed of [0, 1, 2]) {
      const inTown = await headlineOf(
        { businessName: 'Maple & Co', location: 'Springfield, IL', industry: slug },
        seed,
      );
      expect(namesTheBusiness(inTown, 'Springfield', words), inTown).toBe(true);
      const anywhere = await headlineOf({ businessName: 'Maple & Co', industry: slug }, seed);
      expect(namesTheBusiness(anywhere, '', words), anywhere).toBe(true);
      expect(generic).not.toContain(inTown);
    }
  });

  const owners: Array<[string, string, string]> = [
    ['Rivera Plumbing', 'We fix leaks, clear drains and install water heaters for homes.', 'Austin, TX'],
    ['KeyRight', 'Locksmith: lockouts, new locks and spare keys.', 'Leeds'],
    ['Sudsy Paws', 'Dog grooming van: baths, nail trims and de-shedding.', 'Denver, CO'],
    ['Blue Lagoon', 'Weekly pool cleaning and chemical balancing for homes.', 'Scottsdale, AZ'],
    ['Lens & Light', 'Wedding photographer who also shoots family portraits.', 'Savannah, GA'],
    ['Sootaway', 'Chimney sweep for open fires and wood burners.', 'Harrogate'],
    ['Two Brothers', 'Moving company for apartments and houses, packing help too.', 'Portland, OR'],
    ['Little Acorns', 'Home daycare for toddlers with outdoor play every day.', 'Madison, WI'],
    ['Hook & Needle', 'Alterations, hemming and wedding dress fittings.', 'Bath'],
    ['Ace Tutoring', 'Maths and reading tutoring after school.', 'Boise, ID'],
  ];

  it.each(owners)('%s (a trade outside the 30 industries)', async (businessName, activities, location) => {
    const town = location.split(',')[0]!;
    for (const seed of [0, 1, 2]) {
      const headline = await headlineOf({ businessName, activities, location }, seed);
      const services = (await generator.services({ businessName, activities, location }, 6)).map(
        (s) => s.heading,
      );
      const trade = trades.find((t) => services.includes(t.services[0]!));
      const words = [...(trade ? [trade.name, ...trade.words] : []), ...services];
      expect(namesTheBusiness(headline.replace(businessName, ''), town, words), headline).toBe(true);
    }
  });

  it('repeats the owner’s own word for their trade with the town: "Emergency plumbing across Austin"', async () => {
    expect(
      await headlineOf({
        businessName: 'Rivera Plumbing',
        activities: 'Emergency plumbing repairs, drain cleaning and water heater installs.',
        location: 'Austin, TX',
      }),
    ).toBe('Emergency plumbing across Austin');
    expect(
      await headlineOf({
        businessName: 'Sudsy Paws',
        activities: 'Mobile dog grooming van.',
        location: 'Denver, CO',
      }),
    ).toBe('Mobile dog grooming across Denver');
    // "Family" qualifies the portraits, not the trade.
    expect(
      await headlineOf({
        businessName: 'Lens & Light',
        activities: 'Wedding photographer who also shoots family portraits.',
        location: 'Savannah, GA',
      }),
    ).not.toMatch(/^Family/);
  });

  it('writes a trade it does not know from the owner’s words: "Knife sharpening in Portland"', async () => {
    const brief = {
      businessName: 'Edge & Hone',
      activities:
        'Knife sharpening for home cooks and restaurants, done while you wait at the farmers market.',
      location: 'Portland, OR',
    };
    expect(await headlineOf(brief)).toBe('Knife sharpening in Portland');
    // Who is served ("restaurants") and where ("farmers market") do not make it a restaurant or a farm.
    expect((await generator.services(brief, 6)).map((s) => s.heading)).toEqual(['Knife sharpening']);
  });

  it('writes the image banner of a trade without a bundled industry from its trade, town and services', async () => {
    const banners = new Set<string>();
    for (const seed of [0, 1, 2, 3]) {
      const { bannerText } = await generator.headings(
        {
          businessName: 'Rivera Plumbing',
          activities: 'Leak repairs and drain cleaning.',
          location: 'Austin, TX',
        },
        { seed },
      );
      banners.add(bannerText);
    }
    const plumber = trades.find((t) => t.id === 'plumber')!;
    for (const banner of banners) {
      expect(
        namesTheBusiness(banner, 'Austin', [plumber.name, ...plumber.words, ...plumber.services]),
        banner,
      ).toBe(true);
      expect(banner).not.toMatch(/close to home|here to help/i);
    }
  });

  it('names what a trade does in a sentence from its own words', () => {
    const byId = (id: string) => trades.find((t) => t.id === id)!;
    expect(tradeActivity(byId('plumber'))).toBe('plumbing');
    expect(tradeActivity(byId('dog-groomer'))).toBe('dog grooming');
    expect(tradeActivity(byId('roofer'))).toBe('roofing');
    expect(tradeActivity(byId('locksmith'))).toBe('locksmith');
    expect(tradeActivity(byId('house-cleaner'))).toBe('house cleaning');
    expect(tradeActivity(byId('photographer'))).toBe('photography');
  });
});
