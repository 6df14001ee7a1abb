import { tableRows, trades } from './trades.ts';

/**
 * The businesses of the evaluation, as their owners would answer onboarding: the name, what the
 * business does in the owner's own words (the description field, "What does your business do?"),
 * the town, a phone and an e-mail, sometimes a street address, and for some their own services
 * (for the others the product must suggest the trade's services).
 *
 * One business a block: `name | trade | trade words | town, region | phone | e-mail`, then the
 * description on indented lines, then optional `services:` (separated by `;`) and `address:` lines.
 * `trade` is the reviewer's label (`trades.ts`); the trade words are the trade as the owner puts
 * it, always in the name or the description — the product is given nothing else. A few owners state
 * a fact of their own (years, insurance, a licence, a certification, a price): the page may repeat
 * those, and only those.
 *
 * Written for this suite, not copied from the generator's own tests, and not tuned to its output.
 */
const table = `
# Home services
Okafor Plumbing & Drains | plumber | plumbing | Columbus, OH | (614) 555-0142 | jobs@okaforplumbing.example
  Family plumbing outfit. We fix leaks, clear blocked drains and swap out old water heaters, mostly for
  homeowners on the east side.
Pipeline Pete | plumber | plumber | Bristol, UK | 0117 496 0233 | pete@pipelinepete.example
  One-man plumber covering Bristol and Bath. Boiler swaps, radiators, bathroom fits and the odd emergency
  leak.
  services: Bathroom fitting; Radiator installs
Summit Roofing Co | roofer | roofing | Boulder, CO | 303-555-0177 | office@summitroofing.example
  Roofing crew doing shingle replacements, hail damage repairs and gutter work on houses around Boulder
  County.
  address: 2150 Pearl St, Boulder, CO 80302
KeyRight Locksmiths | locksmith | locksmith | Manchester, UK | +44 161 496 0718 | help@keyright.example
  Mobile locksmith. Locked out, lost keys, new locks after a break-in or moving house, uPVC door
  mechanisms.
Brushstroke Decorators | house-painter | painting and decorating | Galway, Ireland | +353 91 555 0164 | paint@brushstroke.example
  Painting and decorating for homes: interiors, exterior walls, woodwork and a bit of wallpapering.
  services: Interior painting; Exterior painting; Wallpaper hanging
Crystal View Window Cleaning | window-cleaner | window cleaning | Reading, UK | 0118 496 0557 | rounds@crystalview.example
  Window cleaning round for houses and shops, with a water-fed pole. We also clear gutters and do
  conservatory roofs.
Blue Lagoon Pool Care | pool-service | pool cleaning | Scottsdale, AZ | (480) 555-0119 | service@bluelagoonpools.example
  Weekly pool cleaning and chemical balancing for homes, plus pump and filter repairs when something
  breaks.
Two Brothers Moving | mover | moving company | Portland, OR | 503.555.0126 | book@twobrothersmoving.example
  Small moving company run by two brothers. Apartments, houses, packing help and single heavy items like
  pianos.
  services: Apartment moves; Packing help
FixIt Appliance Repair | appliance-repair | appliance repair | Calgary, AB | (403) 555-0190 | repairs@fixitappliance.example
  Appliance repair at your home: washers, dryers, dishwashers, fridges and ovens from most brands.
Oak & Ash Tree Surgery | tree-surgeon | tree surgeon | Guildford, UK | 01483 496 021 | trees@oakandash.example
  Tree surgeon for gardens in Surrey: crown reductions, felling, hedge cutting and stump grinding. Fully
  insured.
Sootaway Sweeps | chimney-sweep | chimney sweep | Harrogate, UK | 01423 496 330 | sweep@sootaway.example
  Chimney sweep for open fires and wood burners. Sweeping, smoke tests, bird nest removal and cowls
  fitted.
Bright Spark Electrical | electrician | electrician | Leicester, UK | 0116 496 0821 | hello@brightspark.example
  Local electrician. Rewires, extra sockets, new consumer units, outdoor lighting and EV chargers.
Volt Brothers Electric | electrician | electrical contractor | Tampa, FL | 813-555-0135 | office@voltbrothers.example
  Licensed electrical contractor for homes and small businesses: panel upgrades, ceiling fans, generators
  and code fixes.
  services: Panel upgrades; Whole-home generators
Greenway Gardens | landscaper | landscaping | Raleigh, NC | (919) 555-0163 | design@greenwaygardens.example
  Landscaping and garden design. New planting beds, patios, sod installs and seasonal clean-ups.
Spick & Span Home Cleaning | house-cleaner | house cleaning | Sacramento, CA | 916-555-0148 | clean@spickspan.example
  House cleaning by a small team of three. Weekly and every-other-week cleans, deep cleans and move-out
  cleans.
No More Critters | pest-control | pest control | Charleston, SC | (843) 555-0111 | service@nomorecritters.example
  Pest control for homes and restaurants. Termites, roaches, rodents and mosquitoes, and sealing up where
  they get in.
Comfort Air Heating & Cooling | hvac-technician | heating and air conditioning | Omaha, NE | 402-555-0187 | dispatch@comfortairomaha.example
  Heating and air conditioning repair and installs. Furnaces, AC units, heat pumps and yearly tune-ups.

# Health
Lakeside Family Dental | dentist | dentist | Madison, WI | (608) 555-0124 | front@lakesidedental.example
  Dentist for the whole family. Check-ups and cleanings, fillings, crowns and same-day emergency visits.
  address: 410 Lake St, Madison, WI 53703
MoveWell Physiotherapy | physiotherapist | physiotherapy | Edinburgh, UK | 0131 496 0712 | clinic@movewell.example
  Physiotherapy clinic for back and neck pain, sports injuries and rehab after surgery.
Quiet Harbour Counselling | counsellor | counselling | Halifax, NS | (902) 555-0158 | talk@quietharbour.example
  Counselling for adults and couples dealing with anxiety, grief, burnout and relationship trouble. In
  person or online.
Nourish with Nadia | nutritionist | nutritionist | Perth, WA | +61 8 5550 1942 | nadia@nourishwithnadia.example
  I'm a nutritionist helping women with gut health, PCOS and realistic meal plans for busy weeks.
Align Chiropractic | chiropractor | chiropractor | Boise, ID | 208-555-0166 | care@alignchiro.example
  Chiropractor treating lower back pain, neck stiffness and headaches, including during pregnancy.
Happy Feet Podiatry | podiatrist | podiatry | Cardiff, Wales | 029 2018 0455 | feet@happyfeet.example
  Podiatry clinic: ingrown toenails, corns and hard skin, heel pain, diabetic foot checks and insoles.
Little Voices Speech Therapy | speech-therapist | speech therapy | Auckland, New Zealand | +64 9 555 0198 | hello@littlevoices.example
  Speech therapy for children: late talkers, stuttering, unclear speech and help with reading.
Knead to Know Massage | massage-therapist | massage therapist | Asheville, NC | (828) 555-0139 | book@kneadtoknow.example
  Massage therapist offering deep tissue, Swedish and pregnancy massage from a quiet downtown studio.
  services: Deep tissue massage; Swedish massage; Prenatal massage
Gentle Arrival Doula | doula | birth doula | Brighton, UK | 01273 496 080 | hello@gentlearrival.example
  Birth doula supporting families through pregnancy, labour and the first weeks at home with a newborn.

# Beauty
Maple & Rose Hair Studio | hair-salon | hair salon | Nottingham, UK | 0115 496 0349 | book@mapleandrose.example
  Independent hair salon. Cuts for all lengths, colour, highlights and curly hair specialists.
Salon Verve | hair-salon | salon | Austin, TX | (512) 555-0171 | hi@salonverve.example
  A small salon for color, cuts and silk presses. Walk-ins on weekdays, appointments on weekends.
  services: Silk press; Color and gloss
Sal's Barbershop | barber | barbershop | Newark, NJ | 973-555-0120 | sal@salsbarbershop.example
  Neighborhood barbershop since 1987. Fades, tapers, beard lineups and hot towel shaves. Kids welcome.
Polished Nail Lounge | nail-salon | nail salon | Houston, TX | (713) 555-0182 | polished@nail-lounge.example
  Nail salon for gel manicures, acrylic sets, pedicures and nail art.
Brow Theory | lash-and-brow | lash and brow studio | Glasgow, UK | 0141 496 0675 | studio@browtheory.example
  Lash and brow studio. Lash lifts, brow lamination, tints and wax shaping.
Iron Lotus Tattoo | tattoo-studio | tattoo studio | Melbourne, VIC | +61 3 5550 4327 | ink@ironlotus.example
  Private tattoo studio. Custom fine-line and blackwork pieces, cover-ups, and flash days once a month.
Glow by Amara | makeup-artist | makeup artist | London, UK | 020 7946 0321 | amara@glowbyamara.example
  Makeup artist for brides, bridesmaids and special occasions, travelling to you on the day.
  services: Bridal makeup; Bridal trial
Stillwater Day Spa | day-spa | day spa | Sedona, AZ | (928) 555-0117 | relax@stillwaterspa.example
  Day spa with massages, facials, body wraps and spa packages for couples.

# Food and drink
Rise & Crumb Bakery | bakery | bakery | Burlington, VT | 802-555-0153 | orders@riseandcrumb.example
  Neighborhood bakery. Sourdough loaves, croissants and seasonal pies, baked every morning.
The Flour Pot | bakery | bakery | York, UK | 01904 496 120 | hello@theflourpot.example
  Little bakery in York making bread, traybakes and celebration cakes. Loaves from £3.50.
  services: Sourdough bread; Celebration cakes
Taco Loco Truck | food-truck | food truck | San Antonio, TX | (210) 555-0197 | eat@tacolocotruck.example
  Food truck serving street tacos, quesadillas and elote. We also cater parties and office lunches.
Hartley Family Butchers | butcher | butcher | Ludlow, UK | 01584 496 450 | shop@hartleybutchers.example
  Traditional butcher with beef and lamb from local farms, homemade sausages and Christmas turkeys to
  order.
Sugar Bloom Cakes | cake-maker | custom cakes | Nashville, TN | 615-555-0144 | orders@sugarbloom.example
  Home bakery making custom cakes for weddings, birthdays and baby showers, plus cupcakes and cookie
  boxes.
Casa Nonna | restaurant | Italian restaurant | Providence, RI | (401) 555-0108 | ciao@casanonna.example
  Italian restaurant with handmade pasta, wood-fired pizza and a private room for parties.
  address: 221 Atwells Ave, Providence, RI 02903
Grindstone Coffee | coffee-shop | coffee shop | Spokane, WA | 509-555-0131 | hello@grindstonecoffee.example
  Coffee shop roasting our own beans. Espresso drinks, pour-overs, pastries and breakfast sandwiches.
Feast & Co Catering | caterer | catering | Leeds, UK | 0113 496 0761 | events@feastandco.example
  Catering for weddings, office lunches and private parties: buffets, canapés and sharing boards.

# Events
DJ Marcus Lane | dj | wedding DJ | Atlanta, GA | (404) 555-0176 | marcus@djmarcuslane.example
  Wedding DJ and MC. I also play birthday parties and corporate events, with sound and lighting included.
Petal & Stem | florist | florist | Bath, UK | 01225 496 330 | flowers@petalandstem.example
  Florist making bouquets, wedding flowers and funeral tributes, with local delivery.
Ever After Weddings | wedding-planner | wedding planner | Charlottesville, VA | 434-555-0102 | plan@everafterweddings.example
  Wedding planner for couples who want a calm day: full planning, vendor bookings or day-of coordination.
Jump Around Inflatables | bouncy-castle-hire | bouncy castle hire | Sheffield, UK | 0114 496 0902 | bounce@jumparound.example
  Bouncy castle hire for kids parties and school fetes. Castles, slides and soft play, delivered and set
  up.

# Education
Clear Maths Tutoring | tutor | maths tutor | Oxford, UK | 01865 496 217 | tutor@clearmaths.example
  Maths tutor for GCSE and A-level students, one-to-one at home or online.
Keys & Chords Music Studio | music-teacher | piano and guitar lessons | Minneapolis, MN | (612) 555-0133 | lessons@keysandchords.example
  Piano and guitar lessons for kids and adults, beginners welcome. Spring and winter recitals.
Green Light Driving School | driving-school | driving school | Brisbane, QLD | +61 7 5550 2871 | drive@greenlight.example
  Driving school for learners. Lessons in automatic cars, test preparation and refresher lessons for
  nervous drivers.
Hola Spanish Academy | language-school | Spanish classes | Denver, CO | 720-555-0102 | hola@holaspanish.example
  Spanish classes for adults and kids, small groups and private lessons, from beginner to conversation.
Little Dolphins Swim School | swim-school | swim school | Gold Coast, QLD | +61 7 5550 9214 | splash@littledolphins.example
  Swim school teaching babies, toddlers and school-age children to swim in a warm indoor pool.
Checkmate Chess Coaching | chess-coach | chess coaching | Cambridge, MA | 617-555-0185 | coach@checkmatechess.example
  Chess coaching for juniors and adults: private lessons, a Saturday club and tournament preparation.

# Auto
Dave's Auto Care | auto-repair | auto repair shop | Tulsa, OK | (918) 555-0161 | service@davesautocare.example
  Independent auto repair shop. Brakes, oil changes, check engine lights and AC repair on most makes. ASE
  certified techs.
Wrench on Wheels | mobile-mechanic | mobile mechanic | Coventry, UK | 024 7696 0133 | jobs@wrenchonwheels.example
  Mobile mechanic coming to your home or work for servicing, brakes, batteries and diagnostics.
Hook & Haul Towing | towing | towing | Fresno, CA | 559-555-0114 | dispatch@hookandhaul.example
  Towing and roadside help around the clock: tows, jump starts, lockouts and flat tire changes.
Mirror Finish Detailing | car-detailer | car detailing | Kelowna, BC | (250) 555-0128 | detail@mirrorfinish.example
  Mobile car detailing: interior shampoo, paint correction and ceramic coating at your driveway.
Spoke & Chain Cycles | bike-mechanic | bike repair | Utrecht, Netherlands | +31 30 555 0127 | werkplaats@spokeandchain.example
  Bike repair workshop for city bikes, road bikes and e-bikes. Punctures fixed while you wait.

# Pets
Fluff & Buff Grooming | dog-groomer | dog grooming | Bend, OR | 541-555-0199 | woof@fluffandbuff.example
  Dog grooming salon for all breeds. Baths, haircuts, nail trims and gentle handling for nervous dogs.
The Muddy Paw | dog-groomer | dog groomer | Exeter, UK | 01392 496 084 | groom@themuddypaw.example
  I'm a one-to-one dog groomer working from a converted garden studio, so your dog is the only one here.
  services: Hand stripping; Puppy first groom
Happy Tails Dog Walking | dog-walker | dog walking | Vancouver, BC | (604) 555-0170 | walks@happytails.example
  Dog walking in East Vancouver: solo walks, small group adventures and puppy visits.
Good Dog Academy | dog-trainer | dog trainer | Dublin, Ireland | +353 1 555 0143 | train@gooddogacademy.example
  Dog trainer running puppy classes and private sessions for pulling on the lead, recall and reactive
  dogs.
Whisker Watch | pet-sitter | cat sitting | Seattle, WA | 206-555-0151 | meow@whiskerwatch.example
  Cat sitting in your own home while you travel: feeding, litter, playtime and medication, with photo
  updates.
Riverbend Veterinary Clinic | veterinarian | veterinary clinic | Lincoln, NE | (402) 555-0145 | frontdesk@riverbendvet.example
  Veterinary clinic for dogs and cats: wellness exams, vaccines, dental cleanings and surgery.
Coral Cove Aquarium Care | aquarium-maintenance | aquarium maintenance | Sarasota, FL | 941-555-0192 | tanks@coralcove.example
  Aquarium maintenance for homes, offices and restaurants. Freshwater and reef tanks set up, cleaned and
  kept healthy.
  services: Reef tank maintenance; Aquarium setup; Water testing

# Professional services
Morgan Family Law | family-lawyer | family law attorney | Richmond, VA | (804) 555-0123 | intake@morganfamilylaw.example
  Family law attorney handling divorce, custody and support, and prenuptial agreements.
Tidy Ledger Bookkeeping | bookkeeper | bookkeeping | Hamilton, ON | 905-555-0137 | books@tidyledger.example
  Bookkeeping for trades and small shops: monthly reconciliations, payroll and sales tax filings in
  QuickBooks or Xero.
Lingua Bridge Translations | translator | translator | Lyon, France | +33 4 55 50 01 82 | contact@linguabridge.example
  French and English translator for legal documents, business contracts and websites. Certified
  translations for official use.
  services: Certified translations; Legal translation; Website localisation
Pixel Harbor Web Design | web-designer | web design | Portland, ME | (207) 555-0164 | studio@pixelharbor.example
  Web design for local businesses: new websites, redesigns, online shops and basic SEO.
Kapoor & Co Accountants | accountant | accountants | Birmingham, UK | 0121 496 0504 | office@kapoorco.example
  Accountants for sole traders and small limited companies: self assessment, year-end accounts, VAT and
  payroll.
NetSure IT | it-support | IT support | Wellington, New Zealand | +64 4 555 0176 | help@netsureit.example
  IT support for small offices: computers, Microsoft 365, Wi-Fi, backups and cyber security basics.

# Creative
Golden Hour Photography | photographer | photographer | Santa Fe, NM | 505-555-0129 | hello@goldenhourphoto.example
  Wedding and family photographer. Engagement sessions, weddings and relaxed outdoor family portraits.
Muddy Hands Pottery | potter | pottery studio | Hobart, TAS | +61 3 5550 8813 | clay@muddyhands.example
  Pottery studio running wheel-throwing classes, taster sessions and selling handmade mugs and bowls.
Stitch in Time Alterations | tailor | alterations and tailoring | Norwich, UK | 01603 496 270 | sew@stitchintime.example
  Clothing alterations and tailoring: hems, zips, suits taken in, and wedding dress fittings.

# Fitness
Sunrise Yoga Loft | yoga-studio | yoga studio | Boulder, CO | (720) 555-0181 | namaste@sunriseyoga.example
  Yoga studio with vinyasa, yin and gentle classes, plus prenatal yoga on Saturdays.
Tiger Spirit Martial Arts | martial-arts | martial arts school | Plano, TX | 972-555-0147 | dojo@tigerspirit.example
  Martial arts school teaching taekwondo and self-defense to kids, teens and adults.
Strong Start PT | personal-trainer | personal trainer | Cork, Ireland | +353 21 555 0118 | train@strongstartpt.example
  Personal trainer for beginners and over-50s: strength training, weight loss and getting back to fitness
  after injury.
  services: One-to-one training; Strength for over-50s

# Childcare
Acorn Cottage Nursery | daycare | nursery | Cheltenham, UK | 01242 496 390 | office@acorncottage.example
  Day nursery for babies and children up to school age, with a big garden and forest school mornings.
Kid Club After School | after-school-club | after-school club | Arlington, VA | (703) 555-0153 | hello@kidclub.example
  After-school club with pickup from three elementary schools, homework time, snacks and crafts until 6pm.
Trusted Nannies Agency | nanny | nanny agency | Toronto, ON | 416-555-0112 | families@trustednannies.example
  Nanny agency matching families with full-time, part-time and emergency backup nannies.

# Retail and repair
Heel & Sole Repairs | shoe-repair | shoe repair | Chicago, IL | (312) 555-0166 | counter@heelandsole.example
  Shoe repair shop: new heels and soles, boot stretching, bag and zipper repairs, and key cutting.
Cracked Screen Co | phone-repair | phone repair | Adelaide, SA | +61 8 5550 3321 | fix@crackedscreen.example
  Phone repair while you wait: iPhone and Samsung screens, batteries, charging ports and water damage.
True Pitch Piano Service | piano-tuner | piano tuning | Savannah, GA | 912-555-0109 | tune@truepitch.example
  Piano tuning and repair for homes, schools and churches around Savannah.
  services: Piano tuning; Pitch raise; Sticky key repair
Edgewise Sharpening | knife-sharpener | knife sharpening | Asheville, NC | 828-555-0193 | edge@edgewise.example
  Knife sharpening for home cooks and restaurants. I also sharpen scissors and garden tools; find me at
  the Saturday market.
`;

export interface Business {
  name: string;
  trade: string;
  /** The trade as the owner words it ("mobile dog grooming"). */
  says: string;
  description: string;
  town: string;
  /** State, county or country after the town in the location ("Austin, TX"). */
  region: string;
  phone: string;
  email: string;
  address?: string;
  /** The owner's own services; none: the product suggests the trade's. */
  services?: readonly string[];
}

/** `first | … | e-mail`, its continuation lines joined after the e-mail: description, then labels. */
function parseBusinesses(text: string): Business[] {
  return tableRows(text).map(([name, trade, says, place, phone, last, ...extra]) => {
    const [email, ...more] = (last ?? '').split(' ');
    const [description, ...labelled] = more.join(' ').split(/ (?=(?:services|address): )/);
    const label = (key: string) =>
      labelled
        .find((part) => part.startsWith(`${key}: `))
        ?.slice(key.length + 2)
        .trim();
    const comma = (place ?? '').indexOf(', ');
    if (!name || !trade || !trades[trade] || !says || comma < 0 || !phone || !email || !description)
      throw new Error(`Malformed business row: ${name}`);
    if (extra.length > 0) throw new Error(`${name}: too many cells`);
    const services = label('services')
      ?.split(';')
      .map((s) => s.trim());
    const address = label('address');
    return {
      name,
      trade,
      says,
      description,
      town: place!.slice(0, comma),
      region: place!.slice(comma + 2),
      phone,
      email,
      ...(address ? { address } : {}),
      ...(services ? { services } : {}),
    };
  });
}

export const businesses: readonly Business[] = parseBusinesses(table);
