import type { CreationAnswers, Website } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import { generateWebsite } from './generate-website.ts';

const generator = new OfflineGenerator();
const create = async (answers: CreationAnswers) =>
  (await generateWebsite(answers, { generator }, { userId: 'owner-1' })).website;

/** The meta description a page shows: the first 160 characters of the business description. */
const metaOf = (site: Website) => site.websiteSettings.businessDescription.slice(0, 160);
const keywordsOf = (site: Website) => site.websiteSettings.seoKeywords.split(', ');
const servicesOf = (site: Website) =>
  site.sections.flatMap((s) => (s.type === 'Services' ? s.items.map((i) => i.heading) : []));

/** What the generic offers of a business without a trade used to be. */
const filler =
  /standard service|priority appointments|ongoing support|gift vouchers|business accounts|consultation/i;

// "meta description and keywords come from the real services".
describe('search settings of a new draft', () => {
  const plumber: CreationAnswers = {
    businessName: 'Rivera Plumbing',
    description: 'Family plumbing business fixing leaks and clearing drains for homeowners.',
    location: 'Austin, TX',
  };

  it('a plumber: the title, meta description and keywords name the trade, its services and the town', async () => {
    const site = await create(plumber);
    const services = servicesOf(site);
    expect(services.slice(0, 3)).toEqual(['Leak repairs', 'Drain cleaning', 'Water heater installation']);
    expect(site.websiteSettings.pageTitle).toBe('Rivera Plumbing | Plumber in Austin');
    expect(metaOf(site)).toMatch(
      /^Rivera Plumbing: plumber in Austin for leak repairs, drain cleaning and water heater installation\. Family plumbing business/,
    );
    expect(keywordsOf(site)).toEqual(
      expect.arrayContaining([
        'rivera plumbing',
        'plumber',
        'plumber austin',
        'austin',
        'leak repairs',
        'drain cleaning',
      ]),
    );
    expect(site.websiteSettings.seoKeywords.length).toBeLessThanOrEqual(256);
    expect(`${metaOf(site)} ${site.websiteSettings.seoKeywords}`).not.toMatch(filler);
  });

  it('uses the services the owner gave, in their order (two are completed to three with the trade’s)', async () => {
    const site = await create({ ...plumber, services: ['Bathroom fitting', 'Radiator installs'] });
    expect(servicesOf(site)).toEqual(['Bathroom fitting', 'Radiator installs', 'Leak repairs']);
    expect(metaOf(site)).toMatch(
      /^Rivera Plumbing: plumber in Austin for bathroom fitting, radiator installs and leak repairs\./,
    );
    expect(keywordsOf(site)).toEqual(expect.arrayContaining(['bathroom fitting', 'radiator installs']));
    expect(keywordsOf(site)).not.toContain('sewer line inspection');
  });

  it('a trade the taxonomy does not know: the trade and services in the owner’s words, never generic offers', async () => {
    const site = await create({
      businessName: 'Edge & Hone',
      description: 'Knife sharpening for home cooks and restaurants.',
      location: 'Portland, OR',
      services: ['Kitchen knives', 'Scissors and shears'],
    });
    expect(site.websiteSettings.pageTitle).toBe('Edge & Hone | Knife sharpening in Portland');
    expect(metaOf(site)).toMatch(
      /^Edge & Hone: knife sharpening in Portland for kitchen knives and scissors and shears\./,
    );
    expect(`${metaOf(site)} ${site.websiteSettings.seoKeywords}`).not.toMatch(filler);
    expect(site.websiteSettings.businessType).toBeUndefined();
  });

  it('a bundled industry without a description: the industry’s label, services and town', async () => {
    const site = await create({
      businessName: 'Maple & Co',
      description: '',
      location: 'Springfield, IL',
      industry: 'electrician',
    });
    expect(site.websiteSettings.pageTitle).toBe('Maple & Co | Electrician in Springfield');
    expect(metaOf(site)).toMatch(/^Maple & Co: electrician in Springfield for /);
    expect(keywordsOf(site)).toEqual(expect.arrayContaining(['electrician springfield', 'panel upgrades']));
  });

  // "LocalBusiness JSON-LD carries … the matching schema.org type".
  it.each([
    ['Rivera Plumbing', 'Leak repairs and drain cleaning.', undefined, 'Plumber'],
    ['KeyRight', 'Locksmith for lockouts and lock changes.', undefined, 'Locksmith'],
    ['Shear Joy', 'A friendly hair salon for cuts, colour and balayage.', undefined, 'HairSalon'],
    ['Still Water', '', 'spa' as const, 'DaySpa'],
    ['Bright Smiles', 'Family dentist: check-ups, fillings and whitening.', undefined, 'Dentist'],
    ['Paws & Claws', 'Vaccinations, spaying and check-ups for cats and dogs.', undefined, 'VeterinaryCare'],
  ])('%s: businessType %s', async (businessName, description, industry, type) => {
    const site = await create({
      businessName,
      description,
      location: 'Austin, TX',
      ...(industry ? { industry } : {}),
    });
    expect(site.websiteSettings.businessType).toBe(type);
  });

  it('leaves the type out (LocalBusiness) when no trade is known or the trade has no subtype', async () => {
    const unknown = await create({
      businessName: 'Maple & Co',
      description: 'We do all sorts.',
      location: 'Leeds',
    });
    expect(unknown.websiteSettings.businessType).toBeUndefined();
    const groomer = await create({
      businessName: 'Sudsy Paws',
      description: 'Mobile dog grooming.',
      location: 'Denver',
    });
    expect(groomer.websiteSettings.businessType).toBeUndefined();
  });
});
