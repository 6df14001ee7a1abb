import type { Website } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { countRows, createSite, signInUser, type TestUser } from './testing/website-helpers.ts';

/** What only the owner knows, given at creation: contact details, hours, service area, services. */
const ownerAnswers = {
  contact: { phone: '+44 113 496 0000', email: 'hello@harborplumbing.example', address: '4 Dock St, Leeds' },
  services: ['Furnace repair', '  Leak detection ', 'furnace REPAIR', 'Bathroom fitting'],
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    { days: ['Saturday'], opens: '09:00', closes: '12:00' },
  ],
  serviceArea: ['Leeds', 'Bradford'],
};

describe('POST /api/websites with what only the owner knows', () => {
  let h: AuthHarness;
  let owner: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    owner = await signInUser(h, 'owner-answers');
  });
  afterAll(() => h?.close());

  it("lists exactly the owner's services and puts the contact details, hours and area on the page", async () => {
    const answer = await createSite(h, owner, ownerAnswers);
    expect(answer.status).toBe(201);
    const document = answer.body.document as Website;
    const services = document.sections.find((s) => s.type === 'Services');
    if (services?.type !== 'Services') throw new Error('no Services section');
    // In the owner's order, trimmed, a repeat left out; no price anywhere.
    expect(services.items.map((i) => i.heading)).toEqual([
      'Furnace repair',
      'Leak detection',
      'Bathroom fitting',
    ]);
    expect(services.items.map((i) => i.pricing)).toEqual(['', '', '']);
    // A service the generator does not know gets a plain sentence from the owner's own words.
    expect(services.items[1]?.paragraph).toBe(
      'Leak detection from Harbor Plumbing in Leeds. Get in touch to tell us what you need.',
    );
    // One it knows gets its description instead.
    expect(services.items[0]?.paragraph).not.toBe(
      'Furnace repair from Harbor Plumbing in Leeds. Get in touch to tell us what you need.',
    );
    expect(services.items[0]?.paragraph.length).toBeGreaterThan(20);

    const contact = document.sections.find((s) => s.type === 'Contact');
    if (contact?.type !== 'Contact') throw new Error('no Contact section');
    expect(contact.details).toEqual({
      phone: '+44 113 496 0000',
      email: 'hello@harborplumbing.example',
      address: '4 Dock St, Leeds',
      otherDetails: 'Mon–Fri 08:00–17:00; Sat 09:00–12:00. Serving Leeds, Bradford.',
    });
    // The phone on every page, also where there is no Contact section: a link visitors tap to call.
    const footer = document.sections.find((s) => s.type === 'Footer');
    expect(footer?.type === 'Footer' && footer.links).toEqual([
      {
        type: 'Phone',
        label: 'Call +44 113 496 0000',
        phone: '+44 113 496 0000',
        buttonStyle: 'solid',
        buttonSize: 'Medium',
      },
    ]);
    // Stored structured, where LocalBusiness JSON-LD can state them.
    expect(document.websiteSettings.contact).toEqual({
      phone: '+44 113 496 0000',
      email: 'hello@harborplumbing.example',
      address: '4 Dock St, Leeds',
      hours: ownerAnswers.hours,
      serviceArea: ['Leeds', 'Bradford'],
    });
  });

  it.each([
    [
      'a phone nobody can dial',
      { contact: { phone: 'call me' } },
      'Please enter a phone number a customer can dial, like +1 512 555 0134',
    ],
    [
      'a phone longer than 24',
      { contact: { phone: '1'.repeat(25) } },
      'contact.phone: Too big: expected string to have <=24 characters',
    ],
    ['an invalid e-mail', { contact: { email: 'hello@' } }, 'Please enter a valid email address'],
    [
      'an address longer than 512',
      { contact: { address: 'a'.repeat(513) } },
      'contact.address: Too big: expected string to have <=512 characters',
    ],
    ['a blank service', { services: ['Drain cleaning', ' '] }, 'A service needs a name'],
    [
      'a service longer than 64',
      { services: ['s'.repeat(65)] },
      'services.[0]: Too big: expected string to have <=64 characters',
    ],
    [
      '25 services',
      { services: Array.from({ length: 25 }, (_, i) => `Service ${i}`) },
      'At most 24 services',
    ],
    [
      'a time that is not HH:MM',
      { hours: [{ days: ['Monday'], opens: '9am', closes: '17:00' }] },
      'Opening hours use 24-hour times like 09:00 or 17:30',
    ],
    [
      'hours without days',
      { hours: [{ days: [], opens: '09:00', closes: '17:00' }] },
      'Choose at least one day for these opening hours',
    ],
    [
      'an unknown day',
      { hours: [{ days: ['Funday'], opens: '09:00', closes: '17:00' }] },
      'hours.[0].days.[0]: Invalid option: expected one of "Monday"|"Tuesday"|"Wednesday"|"Thursday"|"Friday"|"Saturday"|"Sunday"',
    ],
    [
      'closing when it opens',
      { hours: [{ days: ['Monday'], opens: '09:00', closes: '09:00' }] },
      'The closing time must differ from the opening time',
    ],
    [
      '15 lines of hours',
      { hours: Array.from({ length: 15 }, () => ({ days: ['Monday'], opens: '09:00', closes: '10:00' })) },
      'At most 14 lines of opening hours',
    ],
    ['a blank service area place', { serviceArea: [''] }, 'A service area place needs a name'],
    [
      '21 service area places',
      { serviceArea: Array.from({ length: 21 }, (_, i) => `Town ${i}`) },
      'At most 20 service area places',
    ],
  ])('refuses %s with 400 and its message, creating nothing', async (_case, extra, message) => {
    const before = await countRows(h.db, 'websites');
    const answer = await createSite(h, owner, extra);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid-request', message });
    expect(await countRows(h.db, 'websites')).toBe(before);
  });

  it('refuses hours or a service area put inside contact: they are answers of their own', async () => {
    const answer = await createSite(h, owner, { contact: { hours: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'unknown-field', message: "Unknown field in contact: 'hours'." });
  });
});
