import { describe, expect, it } from 'vitest';
import { activitiesFromVerbs, listedServices } from './activities.ts';
import { OfflineGenerator } from './offline-generator.ts';

describe('the owner’s own services', () => {
  it('reads the Services lines of a brief: the owner’s first, then the imported page’s, without repeats', () => {
    expect(
      listedServices(
        'Services: Bathroom fitting; Radiator installs\nName: Pete\nServices: Leak repairs – fast; radiator installs',
      ),
    ).toEqual(['Bathroom fitting', 'Radiator installs', 'Leak repairs']);
  });

  it('reads what an owner says they do to things, with their own verb', () => {
    expect(
      activitiesFromVerbs(
        'Knife sharpening for cooks. I also sharpen scissors and garden tools; find me at the market.',
      ),
    ).toEqual(['Scissor sharpening', 'Garden tool sharpening']);
    expect(activitiesFromVerbs('We tune pianos and harpsichords.')).toEqual([
      'Piano tuning',
      'Harpsichord tuning',
    ]);
    expect(activitiesFromVerbs('We love dogs and we are open on Sundays.')).toEqual([]);
  });

  it('gives a trade the taxonomy does not know the services its owner describes', async () => {
    const services = await new OfflineGenerator().services(
      {
        businessName: 'Edgewise Sharpening',
        activities:
          'Knife sharpening for home cooks and restaurants. I also sharpen scissors and garden tools; find me at the Saturday market.',
        location: 'Asheville, NC',
      },
      6,
    );
    expect(services.map((s) => s.heading)).toEqual([
      'Knife sharpening',
      'Scissor sharpening',
      'Garden tool sharpening',
    ]);
    for (const s of services) expect(s.paragraph.toLowerCase()).toContain(s.heading.toLowerCase());
  });
});
