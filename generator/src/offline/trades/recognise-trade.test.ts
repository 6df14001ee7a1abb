import { describe, expect, it } from 'vitest';
import { tradeOfWords } from '../owner-words.ts';
import { recogniseTrade } from './index.ts';

describe('recogniseTrade: the trade from the owner’s own words', () => {
  it.each([
    ['Rivera Plumbing – leak repairs, drain cleaning and water heater installs', 'plumber'],
    ['mobile dog grooming van in Denver', 'dog-groomer'],
    ['we fix smartphones and laptops', 'electronics-repair'],
    ['bridal makeup for weddings', 'makeup-artist'],
    ['We unblock toilets and replace leaking taps and pipes', 'plumber'],
    ['Rewiring old houses, new sockets and consumer units', 'electrician'],
    ['Keeping homes warm in winter and cool in summer: furnaces and heat pumps', 'hvac'],
    ['New roofs, shingle repairs and skylights for homeowners', 'roofer'],
    ['Locked out of your house? We come fast and change locks too', 'locksmith'],
    ['Weekly maid service and deep cleans for busy families', 'house-cleaner'],
    ['Steam cleaning for carpets, rugs and sofas', 'carpet-cleaner'],
    ['We take away old furniture, appliances and garage clutter', 'junk-removal'],
    ['Stump grinding and safe removal of dead trees', 'tree-service'],
    ['Weekly mowing and edging to keep your lawn neat', 'lawn-care'],
    ['Termites, mice and bed bugs gone for good', 'pest-control'],
    ['Hardwood floors sanded and refinished, laminate fitted', 'flooring'],
    ['Broken dishwasher or noisy fridge? We repair all major brands', 'appliance-repair'],
    ['Local and long-distance moves, we pack everything', 'mover'],
    ['Solar panels and home batteries for lower bills', 'solar-installer'],
    ['Braces and clear aligners for teens and adults', 'orthodontist'],
    ['Adjustments for back and neck pain, posture checks', 'chiropractor'],
    ['Eye exams and designer frames for the whole family', 'optometrist'],
    ['Talking therapy for anxiety, grief and stress', 'counselor'],
    ['In-home companionship and personal care for older adults', 'home-care'],
    ['Ingrown toenails, bunions and custom orthotics', 'podiatrist'],
    ['Fades, beard trims and hot towel shaves', 'barber'],
    ['Gel nails, manicures and pedicures', 'nail-salon'],
    ['Lash extensions and brow shaping studio', 'lash-and-brow'],
    ['Custom tattoos and cover-ups by appointment', 'tattoo-studio'],
    ['Facials and chemical peels for glowing skin', 'esthetician'],
    ['Fresh sourdough and croissants every morning', 'bakery'],
    ['Wedding cakes and cupcakes made to order', 'cake-designer'],
    ['Buffets and canapés for weddings and office lunches', 'caterer'],
    ['Street tacos from our food truck', 'food-truck'],
    ['Neighbourhood pub with craft cocktails and quiz nights', 'bar'],
    ['Gelato and sorbet made fresh in small batches', 'ice-cream'],
    ['Cooking dinner parties in your home as your private chef', 'personal-chef'],
    ['Bouquets and funeral flowers delivered same day', 'florist'],
    ['DJ and MC for weddings and birthday parties', 'dj'],
    ['Bouncy castles and water slides for kids parties', 'bounce-house'],
    ['Helping students with algebra, reading and homework', 'tutor'],
    ['Guitar and piano lessons for all ages', 'music-teacher'],
    ['Learn to drive with patient instructors, test preparation included', 'driving-school'],
    ['Ballet, tap and hip hop classes for children', 'dance-studio'],
    ['Beginner Spanish and French conversation classes', 'language-school'],
    ['Brake jobs, oil changes and check engine lights diagnosed', 'auto-repair'],
    ['Dent and collision repairs, bumpers resprayed', 'auto-body'],
    ['Windshield chip repairs and replacements', 'auto-glass'],
    ['24 hour tow truck and roadside assistance', 'towing'],
    ['Puppy classes and obedience training', 'dog-trainer'],
    ['Vaccinations, spaying and check-ups for cats and dogs', 'veterinarian'],
    ['Midday dog walking and pack walks', 'dog-walker'],
    ['Tax returns, payroll and annual accounts for small firms', 'accountant'],
    ['Wills, divorce and estate planning attorney', 'lawyer'],
    ['Helping first-time buyers find a home loan', 'mortgage-broker'],
    ['Managed IT, network setup and cybersecurity for small offices', 'it-support'],
    ['We design WordPress and Shopify websites', 'web-designer'],
    ['Headshots, newborn sessions and family photos', 'photographer'],
    ['Logo design and brand identity for small businesses', 'graphic-designer'],
    ['Alterations and hemming while you wait', 'seamstress'],
    ['Reformer and mat classes for core strength', 'pilates'],
    ['Karate and judo for kids and adults', 'martial-arts'],
    ['One-to-one personal training and online coaching', 'personal-trainer'],
    ['Hot yoga and meditation classes downtown', 'yoga-studio'],
    ['Nursery care for infants and toddlers', 'daycare'],
    ['Date-night babysitting and full-time nannies', 'nanny'],
    ['Bike repairs, e-bike servicing and puncture fixes', 'bike-shop'],
    ['Cosy cabins and a beach house to rent for your holidays', 'vacation-rental'],
    ['Guided walking tours of the old town', 'tour-guide'],
    ['Botox and lip filler in a discreet clinic', 'med-spa'],
    ['Speech and language help for toddlers who are late talkers', 'speech-therapist'],
  ] as const)('%s → %s', (description, expected) => {
    expect(recogniseTrade({ description }).trade?.id).toBe(expected);
    // The drafts and the free tools read the trade the same way.
    expect(tradeOfWords({ description })?.id).toBe(expected);
  });

  it.each([
    'hello world',
    'Welcome to our website',
    'Quality service at fair prices',
    'We are open Monday to Friday',
    '',
  ])('recognises no trade in “%s”', (description) => {
    expect(recogniseTrade({ description }).trade).toBeNull();
  });

  it('reads the business name too, and weighs it more than the description', () => {
    expect(recogniseTrade({ businessName: 'Rivera Plumbing' }).trade?.id).toBe('plumber');
    expect(
      recogniseTrade({ businessName: 'Paws & Suds Dog Grooming', description: 'Mobile van in Denver' }).trade
        ?.id,
    ).toBe('dog-groomer');
    expect(
      recogniseTrade({ businessName: 'Northside Bakery', description: 'We also serve coffee' }).trade?.id,
    ).toBe('bakery');
  });

  it('needs more than one word on a linked page, and scores deterministically', () => {
    expect(recogniseTrade({ linkText: 'We also sell coffee.' }).trade).toBeNull();
    expect(recogniseTrade({ linkText: 'Espresso, lattes and brunch at our café' }).trade?.id).toBe('cafe');
    const { scoreOf, ...one } = recogniseTrade({ description: 'Drain cleaning and leak repairs' });
    const { scoreOf: again, ...other } = recogniseTrade({ description: 'Drain cleaning and leak repairs' });
    expect(other).toEqual(one);
    expect(again(one.trade!)).toBe(scoreOf(one.trade!));
    expect(one.trade?.id).toBe('plumber');
    expect(one.score).toBeGreaterThanOrEqual(2);
  });
});
