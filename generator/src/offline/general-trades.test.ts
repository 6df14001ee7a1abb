import { describe, expect, it } from 'vitest';
import { extractActivities } from './activities.ts';
import { OfflineGenerator } from './offline-generator.ts';
import { namedTrade, readOwnerWords, tradeOfWords } from './owner-words.ts';
import { recogniseTrade, trades } from './trades/index.ts';
import { stemsInContext } from './trades/trade-words.ts';

const generator = new OfflineGenerator();
const headings = async (businessName: string, activities: string, location: string) =>
  (await generator.services({ businessName, activities, location }, 8)).map((s) => s.heading);
const headline = async (businessName: string, activities: string, location: string) =>
  (await generator.headings({ businessName, activities, location }, { seed: 0 })).introHeadline;

// "the product is also measured on businesses that are not in the repo: make it general,
// not tuned to your cases". Each rule below is general; the businesses are examples of it.
describe('any trade: what the business does, in its own words', () => {
  it('reads what the work is done on ("of homes and construction sites") as less than what is done', () => {
    const words = stemsInContext('Aerial photos of homes and construction sites with a drone pilot.');
    expect(words.filter((w) => w.aside).map((w) => w.stem)).toEqual(['hom', 'and', 'construction', 'sit']);
    // A word that counts what follows is not a thing worked on: "a team of plumbers" is plumbing.
    expect(stemsInContext('A team of plumbers').some((w) => w.aside)).toBe(false);
    expect(namedTrade('Aerial photos and video of homes and construction sites').trades).toEqual([]);
    expect(
      tradeOfWords({
        businessName: 'Skyline Drone Media',
        description: 'Aerial photos and video of homes and construction sites with a licensed drone pilot.',
      })?.id,
    ).toBe('drone-photographer');
    // Without the business name's "Drone", the doing still outweighs the homes it is done on.
    expect(
      tradeOfWords({
        businessName: 'Blue Sky Media',
        description: 'Aerial video of farms and new housing estates.',
      })?.id,
    ).toBe('drone-photographer');
  });

  it('writes a drone photographer’s own services and no builder’s', async () => {
    const services = await headings(
      'Skyline Drone Media',
      'Aerial photos and video of homes and construction sites with a licensed drone pilot.',
      'Denver, CO',
    );
    expect(services.slice(0, 2)).toEqual(['Aerial photos', 'Aerial video']);
    expect(services.join(' ')).not.toMatch(/home building|remodel|addition/i);
  });

  it('does not take "removal" alone for movers: only "removals" companies, house removals and moving', () => {
    const mover = trades.find((t) => t.id === 'mover')!;
    expect(
      recogniseTrade({ description: 'Swarm removal, honey and beekeeping lessons for beginners.' }).trade,
    ).toBe(null);
    expect(tradeOfWords({ description: 'House removals and packing across the county' })).toBe(mover);
    expect(tradeOfWords({ description: 'Local and long-distance moving, we pack everything' })).toBe(mover);
  });

  it('gives a trade the taxonomy lacks the owner’s own services, never another trade’s', async () => {
    const services = await headings(
      'Harbor Beekeeping',
      'Swarm removal, honey and beekeeping lessons for beginners.',
      'Halifax, NS',
    );
    expect(services).toEqual(['Swarm removal', 'Honey', 'Beekeeping lessons']);
    expect(
      await headline(
        'Harbor Beekeeping',
        'Swarm removal, honey and beekeeping lessons for beginners.',
        'Halifax, NS',
      ),
    ).not.toMatch(/movers|moving/i);
  });

  it('recognises clothing alterations as tailoring, not a clothing shop', async () => {
    const description = 'Clothing alterations, hemming, zipper replacement and wedding dress fittings.';
    expect(tradeOfWords({ businessName: 'Stitch Fix-It', description })?.id).toBe('seamstress');
    // "Clothing" names what is altered, not a doing: no clothing boutique.
    expect(namedTrade(description).trades.map((t) => t.id)).toEqual(['seamstress']);
    const services = await headings('Stitch Fix-It', description, 'Boston, MA');
    expect(services.slice(0, 2)).toEqual(['Clothing alterations', 'Hemming']);
    expect(services).not.toContain('Womenswear');
    expect(services).not.toContain('Menswear');
    expect(await headline('Stitch Fix-It', description, 'Boston, MA')).not.toMatch(/^Clothing in/);
  });

  it('drops bare words after a finished list: they qualify its last item ("…, shingles and metal")', async () => {
    expect(
      extractActivities('Roof repairs, leak detection and full roof replacement, shingles and metal.'),
    ).toEqual(['Roof repairs', 'Leak detection', 'Full roof replacement']);
    expect(extractActivities('We offer dog walking, pet sitting and home visits, kids and litter.')).toEqual([
      'Dog walking',
      'Pet sitting',
      'Home visits',
    ]);
    // Before the list ends, one word is a service of its own: "Roofing, gutters, chimney repairs."
    expect(extractActivities('Roofing, gutters, chimney repairs.')).toEqual([
      'Roofing',
      'Gutters',
      'Chimney repairs',
    ]);
    const services = await headings(
      'Roof Rescue',
      'Roof repairs, leak detection and full roof replacement, shingles and metal.',
      'Tulsa, OK',
    );
    expect(services).not.toContain('Metal');
    expect(services).not.toContain('Shingles');
  });

  it('never glues two listed things into one headline ("Sourdough pastries")', async () => {
    const description = 'Sourdough, pastries and custom birthday cakes baked every morning.';
    expect(readOwnerWords(description).trade).toBe('Sourdough');
    expect(await headline('Sweet Crumb Bakery', description, 'Bristol, UK')).not.toMatch(
      /Sourdough pastries/i,
    );
    // A doing after a comma is not glued to the noun before it: "Alterations, hemming" → "Hemming".
    expect(readOwnerWords('Alterations, hemming and repairs').trade).toBe('Hemming');
  });
});
