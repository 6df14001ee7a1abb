import { describe, expect, it } from 'vitest';
import { extractActivities } from './activities.ts';
import { businessIndustry, classifyIndustry } from './classify.ts';

describe('classifyIndustry: keyword scoring when no industry is given', () => {
  it.each([
    ['Family dentist offering cleanings, whitening and Invisalign', 'dentist-office'],
    ['Skin fades, beard trims and hot towel shaves for men', 'barber-shop'],
    ['Balayage, colour and blow-dry bar for every hair type', 'hair-styling'],
    ['Furnace repair, AC installs and heat pump service', 'heating-and-cooling'],
    ['Licensed electrician for rewiring, panel upgrades and EV chargers', 'electrician'],
    ['Weekly lawn mowing, hedge trimming and garden design', 'landscaping'],
    ['Sports massage, facials and a sauna to unwind', 'spa'],
    ['Counselling for anxiety, depression and trauma, online or in person', 'therapist'],
    ['Physiotherapy and rehab after sports injuries', 'physical-therapist'],
    ['Piano and guitar lessons for kids and adults', 'music-lessons'],
    ['Chess coaching for juniors preparing for tournaments', 'chess-instructor'],
    ['Specialty espresso, pastries and weekend brunch', 'coffee-shop'],
    ['Tax returns, bookkeeping and payroll for small businesses', 'accountant'],
    ['Mice, rats, termites and bed bug treatments', 'pest-control'],
    ['New tyres fitted while you wait, wheel alignment and puncture repair', 'tire-shop'],
  ] as const)('%s → %s', (description, expected) => {
    expect(classifyIndustry({ description }).industry).toBe(expected);
  });

  it('counts the business name more than a scraped page, and needs more than one page mention', () => {
    expect(classifyIndustry({ businessName: 'Northside Dental' }).industry).toBe('dentist-office');
    expect(classifyIndustry({ scrapedText: 'We also sell coffee.' }).industry).toBeNull();
    expect(classifyIndustry({ description: 'We make things better.' }).industry).toBeNull();
  });

  it('falls back to the owner’s own activities when the guess is a near miss (a plumber is not an HVAC firm)', () => {
    const description =
      'We offer emergency plumbing, boiler repairs, bathroom fitting and leak detection across Leeds.';
    const activities = extractActivities(description);
    expect(activities).toEqual([
      'Emergency plumbing',
      'Boiler repairs',
      'Bathroom fitting',
      'Leak detection',
    ]);
    expect(classifyIndustry({ description }).industry).toBe('heating-and-cooling');
    expect(businessIndustry({ description }, activities)).toBeNull();
    const dentist = 'We offer cleanings, whitening and Invisalign.';
    expect(businessIndustry({ description: dentist }, extractActivities(dentist))).toBe('dentist-office');
  });
});
