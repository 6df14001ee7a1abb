import { describe, expect, it } from 'vitest';
import { fixturePage } from '../fixtures/fixture-server.ts';
import { openingHoursOf } from '../opening-hours.ts';
import { extractBusiness } from './extract-business.ts';
import { servingPlaces } from './page-heuristics.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const read = async (file: string, url: string) => extractBusiness(await fixturePage(file), url);

// "Link import fills them when the page has them" — phone, e-mail, address or service
// area, opening hours and services, read from the owner's own page.
describe('what only the owner knows, read from their page', () => {
  it('a page with JSON-LD: phone, e-mail, address, hours, the areas it serves and its services', async () => {
    const b = await read('generic-with-jsonld.html', 'https://emberandoak.example/');
    expect(b).toMatchObject({
      phone: '+1-828-555-0134',
      email: 'hello@emberandoak.example',
      address: '718 Haywood Rd, Asheville, NC 28806, US',
      serviceArea: ['Asheville', 'West Asheville'],
    });
    expect(b.services.slice(0, 2)).toEqual(['Espresso and pour-over bar', 'Fresh-roasted beans by the bag']);
    expect(openingHoursOf(b.hours ?? [])).toEqual([
      { days: weekdays, opens: '06:30', closes: '17:00' },
      { days: ['Saturday', 'Sunday'], opens: '07:30', closes: '15:00' },
    ]);
  });

  it('a plain page: the tel: link, the street address, the hours sentence and the towns it serves', async () => {
    const b = await read('generic-plain.html', 'https://greenline.example/');
    expect(b).toMatchObject({ phone: '(208) 555-0163', address: '2150 W Fairview Ave, Boise, ID 83702' });
    expect(b.serviceArea).toEqual(['Boise', 'Meridian', 'Eagle']);
    expect(openingHoursOf(b.hours ?? [])).toEqual([
      { days: weekdays, opens: '07:00', closes: '17:00' },
      { days: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
    expect(b.services).toContain('Irrigation repair');
  });

  it('a Yelp page: the hours table, phone and address', async () => {
    const b = await read('yelp.html', 'https://www.yelp.com/biz/bright-spark-electric-denver');
    expect(b).toMatchObject({ phone: '(720) 555-0187', address: '4410 Tejon St, Denver, CO 80211' });
    expect(openingHoursOf(b.hours ?? [])).toEqual([{ days: weekdays, opens: '07:00', closes: '17:00' }]);
    expect(b.services).toContain('EV charger installation');
  });

  it('a Thumbtack profile: "Serves Austin, TX" and the business hours list', async () => {
    const b = await read(
      'thumbtack.html',
      'https://www.thumbtack.com/tx/austin/house-cleaning/sparkle-sage-home-cleaning/service/443729856384221190',
    );
    expect(b.serviceArea).toEqual(['Austin, TX']);
    expect(openingHoursOf(b.hours ?? [])).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
      { days: ['Friday'], opens: '08:00', closes: '16:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('a Facebook page: phone, e-mail, address, services and the town its description says it serves', async () => {
    const b = await read('facebook.html', 'https://www.facebook.com/rosasplumbingheating/');
    expect(b).toMatchObject({ phone: '(503) 555-0142', email: 'office@rosasplumbing.example' });
    expect(b.address).toMatch(/^2231 SE Division St, Portland/);
    expect(b.serviceArea).toEqual(['Portland']);
    expect(b.services).toContain('Drain cleaning');
    // Facebook shows only today's hours: nothing to place on a day.
    expect(openingHoursOf(b.hours ?? [])).toEqual([]);
  });

  it('reads the places a sentence says a business serves', () => {
    expect(servingPlaces('Lawn care serving Boise, Meridian and Eagle since 2011.')).toEqual([
      'Boise',
      'Meridian',
      'Eagle',
    ]);
    expect(servingPlaces('Proudly serving the Austin area')).toEqual(['Austin']);
    expect(servingPlaces('Serves Austin, TX')).toEqual(['Austin, TX']);
    expect(servingPlaces('We serve great coffee')).toEqual([]);
  });
});
