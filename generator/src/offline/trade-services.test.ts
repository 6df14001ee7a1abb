import { describe, expect, it } from 'vitest';
import { OfflineGenerator } from './offline-generator.ts';
import { industryOf } from './write-context.ts';

const brief = (businessName: string, activities: string) => ({
  businessName,
  location: 'Austin, TX',
  activities,
  scrapedText: '',
});

describe('the offline generator and the trade taxonomy', () => {
  const generator = new OfflineGenerator();

  it('files a plumber whose description mentions drain cleaning as no bundled industry, not house cleaning', () => {
    expect(
      industryOf(
        brief('Rivera Plumbing', 'Rivera Plumbing – leak repairs, drain cleaning and water heater installs'),
      ),
    ).toBeNull();
  });

  it('writes a recognised trade’s own services, never the general filler', async () => {
    const plumber = await generator.services(
      brief('Rivera Plumbing', 'Rivera Plumbing – leak repairs, drain cleaning and water heater installs'),
      6,
    );
    expect(plumber.map((s) => s.heading)).toEqual([
      'Leak repairs',
      'Drain cleaning',
      'Water heater installation',
      'Toilet and faucet repairs',
      'Pipe replacement',
      'Sewer line inspection',
    ]);
    expect(plumber.map((s) => s.pricing)).toEqual(['', '', '', '', '', '']);
    const groomer = await generator.services(brief('Paws on Wheels', 'mobile dog grooming van in Denver'), 4);
    expect(groomer.map((s) => s.heading)).toEqual([
      'Full grooms',
      'Bath and brush',
      'Nail trims',
      'De-shedding treatments',
    ]);
    for (const list of [plumber, groomer])
      expect(JSON.stringify(list)).not.toMatch(
        /Standard service|Priority appointments|Gift vouchers|Business accounts/,
      );
  });

  it('lists the owner’s own activities first and does not repeat them from the trade', async () => {
    const services = await generator.services(
      brief(
        'Leeds Pipeworks',
        'We offer emergency plumbing, boiler repairs, bathroom fitting and leak detection across Leeds.',
      ),
      8,
    );
    expect(services.map((s) => s.heading)).toEqual([
      'Emergency plumbing',
      'Boiler repairs',
      'Bathroom fitting',
      'Leak detection',
      'Leak repairs',
      'Drain cleaning',
      'Water heater installation',
      'Toilet and faucet repairs',
    ]);
  });

  it('keeps the bundled industries’ rich copy for the trades they are written for', () => {
    for (const [activities, industry] of [
      ['Skin fades, beard trims and hot towel shaves for men', 'barber-shop'],
      ['Day spa: facials, body wraps and a sauna to unwind', 'spa'],
      ['Specialty espresso, pastries and weekend brunch', 'coffee-shop'],
      ['Mice, rats, termites and bed bug treatments', 'pest-control'],
      ['Homes for sale and buyer representation', 'real-estate-agent'],
    ] as const)
      expect(industryOf(brief('Maple & Co', activities)), activities).toBe(industry);
    expect(industryOf({ ...brief('Rivera Plumbing', 'drain cleaning'), industry: 'house-cleaning' })).toBe(
      'house-cleaning',
    );
    // A massage therapist is not a day spa: its own services, described by the taxonomy.
    expect(industryOf(brief('Knead to Know', 'Sports massage and deep tissue work'))).toBeNull();
  });
});
