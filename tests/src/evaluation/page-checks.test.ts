import { describe, expect, it } from 'vitest';
import type { Business } from './businesses.ts';
import { type CheckName, checkPage } from './page-checks.ts';
import { readPage } from './read-page.ts';
import { jaccard, overlapsAcrossGroups, servicesWordSet } from './services-overlap.ts';

/** The evaluation's checks catch what they are for, and pass a page that has none of it. */
const groomer: Business = {
  name: 'Suds & Scissors',
  trade: 'dog-groomer',
  says: 'dog grooming',
  description: 'Mobile dog grooming van: baths, nail trims and breed cuts at your door.',
  town: 'Denver',
  region: 'CO',
  phone: '(303) 555-0188',
  email: 'woof@suds.example',
};

interface Parts {
  headline: string;
  services: [string, string][];
  extra: string;
  tel: string;
}

const good: Parts = {
  headline: 'Mobile dog grooming in Denver',
  services: [
    ['Full grooms', 'Bath, blow-dry and a breed cut, finished with nails and ears.'],
    ['Nail trims', 'Nails clipped and filed at your door.'],
    ['De-shedding treatments', 'Loose undercoat brushed out before it reaches your sofa.'],
  ],
  extra: '',
  tel: 'tel:3035550188',
};

function html(parts: Partial<Parts> = {}): string {
  const p = { ...good, ...parts };
  const items = p.services
    .map(
      ([h, t]) =>
        `<li class="sw-services__item"><h3 class="sw-services__name">${h}</h3><p class="sw-services__text">${t}</p></li>`,
    )
    .join('');
  return `<!doctype html><html><head><title>Suds &amp; Scissors | Denver</title>
    <script type="application/ld+json">{"@type":"LocalBusiness","name":"Suds & Scissors"}</script></head>
    <body><header><a class="sw-header__logo" href="/">Suds &amp; Scissors</a></header><main>
    <section class="sw-section sw-introduction"><h1>${p.headline}</h1></section>
    <section class="sw-section sw-services"><h2>Services</h2><ul class="sw-services__list">${items}</ul></section>
    ${p.extra}
    <section class="sw-contact"><address><p><a href="${p.tel}">(303) 555-0188</a></p><p>Denver, CO</p></address>
    <p data-sw-success="" hidden>Thanks, sample text hidden from visitors.</p></section>
    </main></body></html>`;
}

const checksOf = (page: string, business: Business = groomer): CheckName[] => [
  ...new Set(checkPage(business, readPage(page, 'http://127.0.0.1:3001/suds/')).map((f) => f.check)),
];

describe('page checks', () => {
  it('a page with the owner’s facts and nothing invented passes every check', () => {
    expect(checkPage(groomer, readPage(html(), 'http://127.0.0.1:3001/suds/'))).toEqual([]);
  });

  it('finds a missing town, a missing tel: link and a tel: link to another number', () => {
    expect(checksOf(html().replaceAll('Denver', 'Boulder'))).toContain('names the business and the town');
    expect(checksOf(html({ tel: 'mailto:woof@suds.example' }))).toContain('shows the phone as a tel: link');
    expect(checksOf(html({ tel: 'tel:3035550199' }))).toContain('shows the phone as a tel: link');
  });

  it('counts only distinct services about the trade', () => {
    const filler = html({
      services: [
        ['Full grooms', 'A full groom.'],
        ['Standard service', 'Our standard service.'],
        ['Priority appointments', 'Sooner appointments.'],
        ['Gift vouchers', 'Give a groom.'],
        ['With photo updates', 'Photos as we go.'],
      ],
    });
    expect(checksOf(filler)).toContain('has ≥ 3 services specific to the trade');
    const repeated = html({
      services: [
        ['Nail trims', 'Trims.'],
        ['Nail trim repairs', 'Trims again.'],
        ['Full grooms', 'A groom.'],
      ],
    });
    expect(checksOf(repeated)).toContain('has ≥ 3 services specific to the trade');
    const plumbing = html({
      services: [
        ['Leak repairs', 'x'],
        ['Drain cleaning', 'x'],
        ['Pipe replacement', 'x'],
      ],
    });
    expect(checksOf(plumbing)).toContain('has ≥ 3 services specific to the trade');
  });

  it('an owner’s own services count as theirs, and headings written for 3+ categories do not', () => {
    const own = { ...groomer, services: ['Doggy spa day', 'Teeth and ears'] };
    const page = html({
      services: [
        ['Doggy spa day', 'x'],
        ['Teeth and ears', 'x'],
        ['Full grooms', 'x'],
      ],
    });
    expect(checksOf(page, own)).not.toContain('has ≥ 3 services specific to the trade');
    const shared = new Set(['full grooms']);
    expect(checkPage(groomer, readPage(html(), 'http://x/'), shared).map((f) => f.check)).toContain(
      'has ≥ 3 services specific to the trade',
    );
  });

  it('a slogan is not a specific headline; the trade, a service or the town is', () => {
    expect(checksOf(html({ headline: 'Good work, done right' }))).toContain('has a specific headline');
    expect(checksOf(html({ headline: 'Suds & Scissors' }))).toContain('has a specific headline');
    expect(checksOf(html({ headline: 'Gentle grooming at your door' }))).not.toContain(
      'has a specific headline',
    );
    expect(checksOf(html({ headline: 'Proudly serving Denver' }))).not.toContain('has a specific headline');
    expect(checksOf(html({ headline: 'Guitar lessons in Denver' }))).toContain('has a specific headline');
    expect(checksOf(html({ headline: 'Welcome to Suds & Scissors' }))).toContain('has a specific headline');
  });

  it('finds stand-in pictures and placeholder words, not hidden ones', () => {
    expect(checksOf(html({ extra: '<img src="data:image/svg+xml;base64,AAAA" alt="A dog">' }))).toContain(
      'publishes no placeholder',
    );
    expect(
      checksOf(html({ extra: '<img src="https://img.example/p.jpg" alt="Placeholder picture">' })),
    ).toContain('publishes no placeholder');
    expect(checksOf(html({ extra: '<p>Lorem ipsum dolor</p>' }))).toContain('publishes no placeholder');
    expect(checksOf(html({ extra: '<img src="/suds/images/van.jpg" alt="The grooming van">' }))).toEqual([]);
  });

  it('finds reviews: their section, a (sample review), a heading, stars, JSON-LD', () => {
    const review = (extra: string) => checksOf(html({ extra }));
    expect(review('<section class="sw-customer-reviews"><p>Lovely</p></section>')).toContain(
      'publishes no review or testimonial',
    );
    expect(review('<section><h2>What our customers say</h2></section>')).toContain(
      'publishes no review or testimonial',
    );
    expect(review('<p>★★★★★ Great groom</p>')).toContain('publishes no review or testimonial');
    expect(review('<p>Great groom! (sample review)</p>')).toContain('publishes no placeholder');
    expect(
      review('<script type="application/ld+json">{"aggregateRating":{"ratingValue":5}}</script>'),
    ).toContain('publishes no review or testimonial');
    expect(review('<ul class="sw-team__list"><li class="sw-team__member">Jo</li></ul>')).toContain(
      'publishes no invented team member',
    );
  });

  it('finds prices, years and credentials the owner did not give, and keeps the ones they did', () => {
    const stated = (text: string, business = groomer) =>
      checksOf(html({ extra: `<p>${text}</p>` }), business);
    expect(stated('Full grooms from $45.')).toContain('states no price the owner did not give');
    expect(stated('Grooms from 45 for small dogs.')).toContain('states no price the owner did not give');
    expect(stated('A groom costs £30.')).toContain('states no price the owner did not give');
    expect(stated('Open from 9:00 to 17:00.')).not.toContain('states no price the owner did not give');
    expect(stated('With 15 years of experience.')).toContain('states no years the owner did not give');
    expect(stated('Serving Denver since 2009.')).toContain('states no years the owner did not give');
    expect(stated('Puppies from 12 weeks, dogs up to 15 years old.')).toEqual([]);
    expect(stated('Fully insured and certified groomers.')).toContain(
      'states no credential the owner did not give',
    );
    expect(stated('Award-winning grooming.')).toContain('states no credential the owner did not give');
    expect(stated('Every groom guaranteed.')).toContain('states no credential the owner did not give');
    const owner = {
      ...groomer,
      description: 'Certified groomer since 2009, fully insured. Full grooms from $45.',
    };
    expect(stated('Certified groomer since 2009, fully insured. Full grooms from $45.', owner)).toEqual([]);
  });
});

describe('services overlap (word-set Jaccard)', () => {
  it('drops stop words and compares word sets', () => {
    const a = servicesWordSet([{ heading: 'Nail trims', paragraph: 'Nails clipped at your door.' }]);
    expect([...a].sort()).toEqual(['clipped', 'door', 'nail', 'nails', 'trims']);
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, new Set(['pipes']))).toBe(0);
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
  });

  it('pairs only items of different groups, highest first', () => {
    const items = [
      { g: 'plumber', words: new Set(['leak', 'drain']) },
      { g: 'plumber', words: new Set(['leak', 'drain']) },
      { g: 'groomer', words: new Set(['leak', 'nail']) },
    ];
    const pairs = overlapsAcrossGroups(
      items,
      (i) => i.words,
      (i) => i.g,
    );
    expect(pairs).toHaveLength(2);
    expect(pairs[0]!.jaccard).toBeCloseTo(1 / 3);
    expect(pairs[0]!.shared).toEqual(['leak']);
  });
});
