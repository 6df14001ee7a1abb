import type { CreationAnswers, Website } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { extractBusiness } from '../import/extract/extract-business.ts';
import { fixturePage } from '../import/fixtures/fixture-server.ts';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import type { ImportedSummary } from './creation-inputs.ts';
import { generateWebsite } from './generate-website.ts';

const generator = new OfflineGenerator();
const plainPage = async (): Promise<ImportedSummary> =>
  extractBusiness(await fixturePage('generic-plain.html'), 'https://greenline.example/');
const create = async (answers: CreationAnswers, imported: ImportedSummary) =>
  (await generateWebsite(answers, { generator }, { userId: 'owner-1', imported })).website;
const sectionOf = <T extends Website['sections'][number]['type']>(site: Website, type: T) =>
  site.sections.find((s) => s.type === type) as Extract<Website['sections'][number], { type: T }> | undefined;

const answers: CreationAnswers = {
  businessName: 'Greenline Landscaping',
  description: '',
  location: 'Boise, ID',
  link: 'https://greenline.example/',
};

// "Link import fills them when the page has them", unless the owner typed their own.
describe('a draft created from the owner’s page', () => {
  it('takes the phone, address, hours, service area and services the page states', async () => {
    const site = await create(answers, await plainPage());
    expect(site.websiteSettings.contact).toEqual({
      email: '',
      phone: '(208) 555-0163',
      address: '2150 W Fairview Ave, Boise, ID 83702',
      hours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '17:00' },
        { days: ['Saturday'], opens: '08:00', closes: '12:00' },
      ],
      serviceArea: ['Boise', 'Meridian', 'Eagle'],
    });
    expect(sectionOf(site, 'Contact')?.details).toMatchObject({
      phone: '(208) 555-0163',
      address: '2150 W Fairview Ave, Boise, ID 83702',
      otherDetails: 'Mon–Fri 07:00–17:00; Sat 08:00–12:00. Serving Boise, Meridian, Eagle.',
    });
    // The phone as a link visitors tap to call.
    expect(sectionOf(site, 'Footer')?.links).toContainEqual(
      expect.objectContaining({ type: 'Phone', phone: '(208) 555-0163' }),
    );
    expect(
      sectionOf(site, 'Services')
        ?.items.map((i) => i.heading)
        .slice(0, 5),
    ).toEqual([
      'Weekly lawn mowing',
      'Spring and fall clean-ups',
      'Irrigation repair',
      'Water-wise garden design',
      'Paver patios and paths',
    ]);
  });

  it('keeps what the owner typed over what the page says', async () => {
    const site = await create(
      {
        ...answers,
        contact: { phone: '208-555-0199', email: 'hi@greenline.example', address: '9 Main St, Boise, ID' },
        hours: [{ days: ['Saturday'], opens: '09:00', closes: '13:00' }],
        serviceArea: ['Nampa'],
        services: ['Sod installs', 'Tree planting', 'Mulching'],
      },
      await plainPage(),
    );
    expect(site.websiteSettings.contact).toEqual({
      email: 'hi@greenline.example',
      phone: '208-555-0199',
      address: '9 Main St, Boise, ID',
      hours: [{ days: ['Saturday'], opens: '09:00', closes: '13:00' }],
      serviceArea: ['Nampa'],
    });
    expect(sectionOf(site, 'Services')?.items.map((i) => i.heading)).toEqual([
      'Sod installs',
      'Tree planting',
      'Mulching',
    ]);
  });

  it('shows hours it cannot read as the page words them', async () => {
    const facebook = extractBusiness(
      await fixturePage('facebook.html'),
      'https://www.facebook.com/rosasplumbingheating/',
    );
    const site = await create(
      { ...answers, businessName: 'Rosa’s Plumbing & Heating', location: 'Portland, OR' },
      facebook,
    );
    expect(site.websiteSettings.contact.hours).toEqual([]);
    expect(site.websiteSettings.contact.serviceArea).toEqual(['Portland']);
    expect(sectionOf(site, 'Contact')?.details.otherDetails).toBe(
      'Today: 7:00 AM - 6:00 PM. Serving Portland.',
    );
  });
});
