import {
  type CreationAnswers,
  type Image,
  type SectionType,
  sectionDefinitions,
  type Website,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { type ImageSlot, pickImages } from '../images/pick-images.ts';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import { trades } from '../offline/trades/index.ts';
import { recogniseTrade } from '../offline/trades/recognise-trade.ts';
import type { ImageSource } from './creation-inputs.ts';
import { generateWebsite } from './generate-website.ts';

const generator = new OfflineGenerator();
/** Every section the onboarding offers, so every picture slot is asked for. */
const allSections = (Object.keys(sectionDefinitions) as SectionType[]).filter(
  (t) => !sectionDefinitions[t].hiddenInOnboarding,
);
/** The image source of an app without stock keys, as the api builds it: the bundled pictures. */
const bundledOnly: ImageSource = {
  pick(kind, query, count, hints) {
    const slot: ImageSlot = kind === 'intro' || kind === 'banner' ? kind : 'gallery';
    return pickImages(hints.industry, slot, count, { stock: [], appUrl: 'https://app.example' }, { query });
  },
};
const create = async (answers: CreationAnswers) =>
  (
    await generateWebsite(
      { sections: allSections, ...answers },
      { generator, images: bundledOnly },
      { userId: 'o' },
    )
  ).website;

/** Every picture of a document, wherever it is. */
function picturesOf(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(picturesOf);
  if (value === null || typeof value !== 'object') return [];
  if ('urls' in value && 'provider' in value) return [value as Image];
  return Object.values(value).flatMap(picturesOf);
}
/** The bundled drawing set a picture belongs to ("home-construction" of …/home-construction-intro.svg). */
const setOf = (image: Image) =>
  /\/assets\/images\/(.+)-(?:intro|banner|gallery-\d)\.svg$/.exec(image.urls[0]!.url)?.[1];
const section = (site: Website, type: SectionType) => site.sections.find((s) => s.type === type);

// "No placeholder is ever published. A section without a real picture gets one (bundled
// pictures for the trade …) or the picture is left out of the page; alt text describes the picture."
describe('pictures of a new draft', () => {
  it('a plumber (no bundled industry) gets the building drawings its trade lists, described, never a salon’s', async () => {
    const site = await create({
      businessName: 'Rivera Plumbing',
      description: 'Leak repairs, drain cleaning and water heater installs.',
      location: 'Austin, TX',
    });
    const pictures = picturesOf(site.sections);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pictures.map(setOf))).toEqual(new Set(['home-construction']));
    for (const picture of pictures) {
      expect(picture.description).toMatch(/^Illustration of .*house frame and a hard hat/);
      expect(`${picture.description} ${picture.tags}`).not.toMatch(/placeholder/i);
    }
    const intro = section(site, 'Introduction');
    expect(intro?.type === 'Introduction' && intro.image).not.toBeNull();
  });

  it('a locksmith and a dog groomer get the drawings made for their trades: a key and a padlock, a paw and a bone', async () => {
    const locksmith = await create({
      businessName: 'KeyRight',
      description: 'Locksmith for lockouts and new locks.',
      location: 'Leeds',
    });
    expect(new Set(picturesOf(locksmith.sections).map(setOf))).toEqual(new Set(['locks-and-keys']));
    expect(picturesOf(locksmith.sections)[0]?.description).toMatch(/a key and a padlock/);
    const groomer = await create({
      businessName: 'Sudsy Paws',
      description: 'Mobile dog grooming van.',
      location: 'Denver',
    });
    expect(new Set(picturesOf(groomer.sections).map(setOf))).toEqual(new Set(['pet-care']));
  });

  it('a chimney sweep (no drawing suits it): the pictures are left out, nothing stands in for them', async () => {
    const site = await create({
      businessName: 'Sootaway',
      description: 'Chimney sweep for open fires and wood burners.',
      location: 'Harrogate',
    });
    expect(picturesOf(site)).toEqual([]);
    const intro = section(site, 'Introduction');
    const gallery = section(site, 'Gallery');
    expect(intro?.type === 'Introduction' && intro.image).toBeNull();
    expect(gallery?.type === 'Gallery' && gallery.items).toEqual([]);
  });

  it('no image source: no picture and no stand-in anywhere in the draft', async () => {
    const { website } = await generateWebsite(
      {
        businessName: 'Rivera Plumbing',
        description: 'Leak repairs.',
        location: 'Austin',
        sections: allSections,
      },
      { generator },
      { userId: 'o' },
    );
    expect(picturesOf(website)).toEqual([]);
  });

  it('a bundled industry gets its own drawings', async () => {
    const site = await create({
      businessName: 'Fade Bros',
      description: '',
      location: 'Newark, NJ',
      industry: 'barber-shop',
    });
    expect(new Set(picturesOf(site.sections).map(setOf))).toEqual(new Set(['barber-shop']));
  });

  it('every trade outside the 30 industries gets only the drawings it lists first, or none', async () => {
    const outside = trades.filter((t) => !t.industry);
    expect(outside.length).toBeGreaterThanOrEqual(150);
    let checked = 0;
    for (const trade of outside) {
      const description = `${trade.name}: ${trade.services.slice(0, 3).join(', ')}.`;
      // Only where the description reads as this trade: the check is about pictures, not recognition.
      if (recogniseTrade({ businessName: 'Maple & Co', description }).trade?.id !== trade.id) continue;
      checked++;
      const sets = new Set(
        picturesOf(
          (await create({ businessName: 'Maple & Co', description, location: 'Leeds' })).sections,
        ).map(setOf),
      );
      expect([...sets], trade.id).toEqual(trade.pictures.length > 0 ? [trade.pictures[0]] : []);
    }
    expect(checked).toBeGreaterThanOrEqual(150);
  });
});
