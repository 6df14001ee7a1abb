import { type Industry, industry } from '@sitewright/model';

/**
 * The evaluation's own view of the trades its businesses are in — written by a reviewer, not read
 * from the generator's taxonomy, so the suite measures the product instead of agreeing with it.
 *
 * One row a trade: `id | category | industry | vocabulary`, a row continued on indented lines.
 * - category: the business-directory category (home services, health, beauty …);
 * - industry: the one of the 30 bundled industries (model's `industry` enum) written for the trade,
 *   or `-` when none is (at least half the trades);
 * - vocabulary: stems a customer of the trade would expect in the name of one of its services,
 *   matched at the start of a word of a service's heading, lower-cased ("groom" matches "Full
 *   grooms"); a stem ending in `$` is a whole word ("ev$" is EV, not "every"). Generous on purpose:
 *   a service whose heading has none of these, nor a word of the owner's own trade words or
 *   services, is not about the trade. Each lists the trade's own names too (barber, florist,
 *   restaurant …): a headline "Your barber in Newark" names the trade.
 *
 * piano-tuner, knife-sharpener and aquarium-maintenance are trades the generator's taxonomy does not
 * list (as of writing): the product must write from the owner's own services and description.
 */
const table = `
# Home services
plumber | home | - | plumb, leak, drain, pipe, water, heater, boiler, toilet, tap, faucet, sink, sewer,
    shower, bath, fixture, clog, unblock, blocked, burst, radiator, sump, gas, disposal, valve, repip
roofer | home | - | roof, shingle, tile, slate, gutter, flashing, leak, skylight, chimney, flat, felt,
    soffit, fascia, storm, reroof, ridge, metal, inspection, moss
locksmith | home | - | lock, key, lockout, locked, rekey, deadbolt, safe, door, access, master key, smart
    lock, upvc, cylinder, security, car key, ignition, padlock, entry
house-painter | home | - | paint, interior, exterior, decorat, wallpaper, cabinet, trim, colour, color,
    stain, deck, fence, plaster, drywall, wall, ceiling, woodwork, feature, spray, pressure wash, prep,
    finish
window-cleaner | home | - | window, glass, gutter, conservator, fascia, soffit, pressure, frame, sill,
    screen, skylight, solar panel, storefront, shop front, pure water, high-rise, clean
pool-service | home | - | pool, spa, hot tub, filter, pump, chemical, water, chlorine, salt, heater,
    opening, closing, winteriz, green, algae, skim, vacuum, leak, tile, balanc, clean
mover | home | - | mov, removal, pack, unpack, storage, relocat, piano, furniture, van, house, office,
    long-distance, local, box, crate, loading, disassembl, man and van, student, flat, apartment,
    clearance
appliance-repair | home | - | appliance, washing, washer, dryer, dishwasher, fridge, refrigerator,
    freezer, oven, cooker, stove, range, microwave, ice maker, hob, tumble, repair, install, diagnos
tree-surgeon | home | - | tree, stump, prun, crown, fell, removal, hedge, limb, branch, grind, storm,
    emergency, arborist, woodchip, mulch, cabling, survey, pollard, deadwood
chimney-sweep | home | - | chimney, sweep, flue, stove, fireplace, wood burn, log burn, cowl, smoke,
    liner, cap, soot, creosote, bird nest, nest, inspection, cctv, pot, birdguard
electrician | home | electrician | electric, wiring, rewir, socket, outlet, light, fuse, panel, breaker,
    circuit, charg, switch, consumer unit, fault, smoke, fan, generator, surge, ev$, safety, inspection,
    testing, install, power
landscaper | home | landscaping | garden, lawn, landscap, plant, hedge, tree, patio, paving, turf, mulch,
    irrigat, border, fenc, deck, prun, weed, yard, hardscap, retaining, bed, seasonal, sod, mow, design,
    outdoor, path, pond
house-cleaner | home | house-cleaning | clean, deep, tenancy, move, oven, carpet, window, regular, spring,
    laundry, iron, sanit, kitchen, bathroom, housekeep, maid, dust, vacuum, office, one-off, weekly,
    fortnightly, airbnb, turnover, post-construction, after-builder
pest-control | home | pest-control | pest, rodent, mice, mouse, rat, wasp, bee, ant, bed bug, bedbug,
    cockroach, roach, termite, flea, mosquito, spider, bird, proof, exclus, inspect, wildlife, moth,
    squirrel, infest, extermin, fumigat, insect, bug
hvac-technician | home | heating-and-cooling | heat, cool, air, ac$, furnace, boiler, duct, hvac,
    thermostat, ventilat, radiator, filter, tune, mini-split, split, refrigerant, humidif, dehumidif,
    condens

# Health
dentist | health | dentist-office | dental, dentist, teeth, tooth, check, clean, whiten, filling, crown,
    implant, root canal, hygien, orthodont, brace, aligner, denture, extraction, emergency, veneer, gum,
    children, kids, smile, bridge, invisalign, bond, x-ray, exam, oral
physiotherapist | health | physical-therapist | physio, therap, rehab, injur, sport, back, neck, pain,
    massage, mobil, exercise, post-op, surg, joint, knee, shoulder, posture, manual, dry needl,
    assessment, recover, strength, acupunct, hydro, pelvic, balance, gait, running
counsellor | health | therapist | counsel, therap, anxiety, depress, couple, grief, trauma, stress,
    session, cbt, family, relationship, individual, online, talk, mental, emdr, mindful, teen, adolescent,
    bereave, psychotherap, burnout, low mood, self-esteem, wellbeing
nutritionist | health | nutritionist | nutrition, diet, meal, plan, weight, gut, food, eating, sport,
    intoler, allerg, recipe, ibs, blood sugar, diabet, hormone, pcos, menopaus, digest, coaching, grocery,
    label, energy, vitamin, supplement, plant-based, vegan
chiropractor | health | - | chiro, adjust, spin, back, neck, posture, sciatica, headache, migraine, pain,
    joint, alignment, manipulat, mobil, pregnan, prenatal, sport, injur, massage, soft tissue, x-ray,
    assessment, exam, rehab, whiplash
podiatrist | health | - | foot, feet, toe, nail, ingrown, bunion, orthotic, insole, heel, plantar, corn,
    callus, verruca, wart, diabet, gait, ankle, nail surg, biomechan, podiat, chiropod, fungal, sport,
    wound
speech-therapist | health | - | speech, language, talk, stutter, stammer, fluency, articulat, voice,
    swallow, feeding, communicat, literacy, reading, social, aac, autism, apraxia, lisp, sound,
    assessment, therap, parent, early, school, accent, aphasia, stroke, late talker
massage-therapist | health | - | massage, deep tissue, swedish, sport, hot stone, prenatal, pregnan,
    trigger, myofascial, relax, aromatherap, reflexolog, lymph, couples, chair, thai, shiatsu, back, neck,
    shoulder, cupping, stretch, tension, remedial
doula | health | - | birth, doula, labou, labor, postpartum, postnatal, prenatal, antenatal, pregnan,
    newborn, breastfeed, feeding, lactat, baby, placenta, support, plan, hypno, caesarean, c-section,
    vbac, home birth, sleep, night, mother, parent

# Beauty
hair-salon | beauty | hair-styling | salon, stylist, hair, cut, colour, color, balayage, highlight, blow,
    styl, perm, keratin, trim, bridal, updo, extension, toner, gloss, fringe, root, tint, lowlight, ombre,
    treatment, curl, straighten, wash, foil, bleach, braid, silk press
barber | beauty | barber-shop | barber, cut, fade, beard, shave, trim, hair, clipper, line, taper, buzz,
    scissor, kid, child, hot towel, moustache, mustache, head shave, crop, skin, razor, styl, grooming,
    wash, design, eyebrow
nail-salon | beauty | - | nail, manicure, mani, pedicure, pedi, gel, acrylic, shellac, polish, extension,
    art, dip, builder, biab, french, cuticle, removal, infill, refill, toe, hand, foot, paraffin, chrome
lash-and-brow | beauty | - | lash, brow, lift, tint, lamination, extension, classic, volume, hybrid,
    infill, refill, wax, thread, shap, microblad, henna, removal, mega, russian, eye
tattoo-studio | beauty | - | tattoo, custom, cover, flash, fine line, blackwork, colour, color, realism,
    traditional, piercing, touch, design, consult, walk-in, sleeve, script, lettering, memorial, rework,
    aftercare, stick
makeup-artist | beauty | - | makeup, make-up, bridal, bride, wedding, trial, prom, event, party, photo,
    shoot, editorial, lesson, masterclass, airbrush, lash, special effect, sfx, glam, skin, hair,
    occasion, bridesmaid, on-location, mother of the bride
day-spa | beauty | spa | massage, facial, spa, body, wrap, scrub, sauna, steam, aromatherap, hot stone,
    relax, manicure, pedicure, package, couple, reflexolog, day, pamper, skin, polish, hydrotherap, float,
    detox, waxing, treatment

# Food and drink
bakery | food | - | bread, loaf, loaves, sourdough, bake, baked, bakery, pastr, croissant, cake, cookie,
    bun, roll, pie, tart, muffin, scone, bagel, brioche, doughnut, donut, baguette, rye, gluten,
    wholesale, order, custom, celebration, cinnamon, focaccia, morning, coffee, sandwich, cupcake, vegan,
    pretzel
food-truck | food | - | taco, burrito, quesadilla, truck, street, lunch, menu, event, cater, party,
    wedding, festival, corporate, private, booking, pop-up, food, bowl, salsa, nacho, elote, churro,
    vegan, vegetarian, special, order, late-night, brewery, office
butcher | food | - | beef, pork, lamb, chicken, poultry, sausage, steak, bacon, meat, cut, mince, burger,
    game, venison, roast, joint, bbq, barbecue, box, order, dry-aged, aged, charcuterie, deli, turkey,
    christmas, marinat, free-range, local, bone, butcher, wholesale, pie, ham
cake-maker | food | - | cake, cupcake, wedding, birthday, celebration, tier, custom, tasting, dessert,
    cookie, macaron, brownie, sugar, flower, decorat, christening, anniversary, baby shower, smash, sheet,
    gluten, vegan, delivery, novelty, bento, drip, party, order, treat, occasion
restaurant | food | restaurant | restaurant, pizzeria, trattoria, italian, bistro, eatery, menu, lunch,
    dinner, brunch, breakfast, dining, dine, dish, tasting, private, takeaway, take-out, takeout,
    delivery, wine, cocktail, chef, kitchen, cuisine, plate, pasta, pizza, grill, seafood, vegan,
    vegetarian, roast, set, group, table, reservation, cater, party, event, tapas, small plate, family,
    meze, mezze, curry, ramen, noodle, sushi, taco, bar, happy hour, special, gift, dessert
coffee-shop | food | coffee-shop | cafe, coffee, espresso, latte, cappuccino, flat white, tea, pastr,
    cake, bake, brunch, breakfast, sandwich, toast, bean, brew, roast, barista, cold, pour, matcha, chai,
    smoothie, lunch, hot chocolate, filter, drink, oat, treat, cookie, bagel, muffin, scone, wholesale,
    subscription, retail, cater, to go, takeaway
caterer | food | catering | cater, buffet, canap, wedding, corporate, lunch, platter, event, menu, party,
    grazing, bbq, barbecue, dessert, private, drop-off, food, finger, dinner, staff, breakfast, boxed,
    box, celebration, funeral, wake, family-style, plated, tasting, cocktail, office, meeting, street
    food, sharing, feast, bowl, hog roast

# Events
dj | events | - | dj, music, wedding, party, parties, birthday, corporate, event, mc, sound, light,
    karaoke, disco, dance, ceremony, playlist, speaker, pa, uplight, school, prom, club, mix, vinyl, first
    dance, anniversar, celebration, festival, private, microphone, silent disco
florist | events | - | florist, flower, floral, bouquet, wedding, bridal, funeral, sympathy, wreath,
    arrangement, delivery, event, corporate, plant, posy, buttonhole, boutonni, corsage, centrepiece,
    centerpiece, subscription, seasonal, rose, dried, workshop, same-day, tribute, gift, hamper, occasion,
    valentine, mother
wedding-planner | events | - | wedding, planning, plan, coordinat, day-of, on-the-day, venue, vendor,
    supplier, budget, design, styl, decor, elopement, destination, rehearsal, timeline, ceremony,
    reception, month-of, full service, partial, engagement, proposal, guest, bride, couple, celebration,
    event
bouncy-castle-hire | events | - | bouncy, castle, bounce, inflatable, slide, party, parties, hire, rental,
    soft play, ball pit, obstacle, assault course, sumo, gladiator, game, fun, kid, children, school,
    fete, event, birthday, garden, indoor, outdoor, generator, popcorn, candy floss, package, disco dome,
    water

# Education
tutor | education | - | math, algebra, geometry, calculus, gcse, a-level, a level, sat, act$, exam, test,
    revision, homework, tutor, lesson, statistic, primary, secondary, eleven plus, 11+, online,
    one-to-one, 1:1, group, study, physics, science, english, reading, prep, catch-up, numeracy, further,
    entrance
music-teacher | education | music-lessons | piano, guitar, violin, voice, sing, vocal, drum, lesson,
    theory, exam, grade, music, recital, ensemble, beginner, ukulele, keyboard, songwrit, ear, audition,
    cello, flute, bass, trial, online, group, children, kids, adult, aural, composition, performance, band
driving-school | education | - | driving, lesson, test, learner, beginner, intensive, crash course,
    refresher, motorway, highway, pass plus, manual, automatic, theory, mock, road, parking, defensive,
    confidence, nervous, licen, permit, instructor, car, road test, teen, adult, pick-up, pickup, block,
    package
language-school | education | - | spanish, french, german, italian, english, language, conversation,
    class, course, lesson, beginner, intermediate, advanced, grammar, exam, dele, delf, ielts, business,
    travel, immersion, private, group, children, kids, online, tutor, speaking, translation, culture,
    intensive, one-to-one, club
swim-school | education | - | swim, lesson, baby, toddler, parent, water, stroke, beginner, adult,
    children, kids, private, group, confidence, safety, lifesav, stroke, squad, technique, crawl, aqua,
    pool, holiday, intensive, infant, triathlon, nervous, learn to swim, survival, preschool
chess-coach | education | chess-instructor | chess, lesson, tournament, opening, endgame, tactic, strateg,
    club, coach, beginner, junior, online, game, analysis, private, group, school, camp, rating, puzzle,
    kids, children, adult, middlegame, blitz, simul, workshop, class

# Auto
auto-repair | auto | - | mechanic, auto, garage, brake, oil, engine, diagnos, check engine, service, mot,
    inspection, transmission, clutch, suspension, steering, exhaust, battery, tyre, tire, align, air con,
    a/c, ac$, cooling, radiator, timing, belt, tune, electrical, repair, car, vehicle, fleet, fluid,
    filter, maintenance, scheduled, pre-purchase, warning light
mobile-mechanic | auto | - | mobile, mechanic, brake, oil, engine, diagnos, service, battery, start,
    breakdown, roadside, on-site, at home, driveway, pre-purchase, inspection, repair, car, vehicle, van,
    fleet, clutch, timing, belt, alternator, starter, suspension, tune, fluid, filter, maintenance, check
    engine, warning light, spark, coolant
towing | auto | - | tow, roadside, recovery, breakdown, jump, battery, lockout, flat, tire, tyre, fuel,
    winch, flatbed, accident, junk car, scrap, transport, motorcycle, long-distance, local, emergency, 24,
    heavy, light-duty, vehicle, car, impound, private property, ditch, relocation
car-detailer | auto | car-detailing | detail, wash, polish, wax, interior, exterior, ceramic, coat, paint,
    valet, clean, upholster, leather, engine, headlight, correction, vacuum, shampoo, odour, odor, seal,
    protect, tint, ppf, film, maintenance, fleet, mobile, boat, rv, pet hair, stain, decontamin, clay,
    glass, wheel, trim
bike-mechanic | auto | bike-repair | bike, bicycle, cycle, service, tune, puncture, tyre, tire, brake,
    gear, wheel, chain, e-bike, ebike, build, fit, derailleur, suspension, headset, repair, true, spoke,
    tubeless, drivetrain, hub, bearing, cable, hydraulic, bleed, safety, check, collection, pickup,
    pick-up, mobile, fork

# Pets
dog-groomer | pets | - | groom, bath, brush, nail, trim, coat, shed, puppy, dog, teeth, fur, de-mat,
    dematt, mat, breed, cut, wash, ear, paw, flea, tidy, hand strip, strip, spa, blueberry, facial, cat,
    style, clip, shave, anal, gland, sanitary, face
dog-walker | pets | - | walk, dog, pack, solo, group, puppy, visit, drop-in, pet, sitting, sitter,
    adventure, hike, off-lead, off-leash, on-lead, lead, leash, midday, lunch, park, feed, boarding, home,
    cat, overnight, training, taxi, play, exercise, senior
dog-trainer | pets | - | train, puppy, obedience, behaviour, behavior, recall, lead, leash, reactiv,
    aggress, anxiety, separation, class, private, one-to-one, group, board, socialis, socializ, agility,
    trick, manners, walk, dog, canine, good citizen, scent, nose, rescue, consult, assessment, session,
    in-home, home visit
pet-sitter | pets | - | cat, pet, sitting, sitter, visit, drop-in, feed, litter, medicat, overnight,
    house, home, holiday, vacation, boarding, dog, walk, rabbit, small animal, bird, fish, reptile, play,
    plant, mail, key, photo, update, insulin, senior, kitten, care, check-in
veterinarian | pets | - | vaccin, neuter, spay, castrat, dental, check, exam, consult, surgery, microchip,
    flea, worm, parasite, x-ray, ultrasound, lab, blood, emergency, puppy, kitten, senior, nutrition,
    weight, euthanasia, end of life, diagnos, pharmacy, prescri, travel, pet, dog, cat, rabbit, exotic,
    wellness, preventive, nail, skin, allerg, vet, health
aquarium-maintenance | pets | - | aquarium, tank, fish, reef, coral, marine, freshwater, saltwater, water,
    filter, clean, maintenance, setup, set-up, install, pond, plant, aquascap, test, vacation, holiday,
    feeding, algae, glass, stock, relocat, move, teardown, custom, design, office, restaurant, health

# Professional services
family-lawyer | professional | - | attorney, solicitor, lawyer, divorce, separation, custody, child,
    support, alimony, maintenance, prenup, prenuptial, postnup, mediation, adoption, guardian, domestic,
    protective, restraining, family, property, asset, settlement, will, estate, probate, cohabit,
    paternity, visitation, parenting, legal, law, court, consult, financial, collaborative, spousal,
    modification
bookkeeper | professional | - | bookkeep, book, payroll, vat, sales tax, reconcil, invoice, invoic,
    accounts payable, accounts receivable, payable, receivable, quickbooks, xero, sage, month-end,
    monthly, catch-up, clean-up, cleanup, bank, expense, report, cash flow, budget, software, setup,
    set-up, tax, record, ledger, financial, statement, year-end, management account, cis, receipt, bill
translator | professional | - | translat, interpret, document, legal, medical, technical, certified,
    sworn, website, locali, proofread, edit, subtitle, transcri, business, marketing, german, english,
    french, spanish, portuguese, polish, italian, birth certificate, certificate, contract, immigration,
    apostille, conference, court, review, copy
web-designer | professional | - | web, website, design, seo, search, ecommerce, e-commerce, shop, store,
    hosting, maintenance, redesign, wordpress, shopify, squarespace, landing, brand, logo, copy, content,
    speed, performance, accessib, analytics, google, mobile, responsive, care plan, support, training, ux,
    ui, development, build, domain, email, update
accountant | professional | accountant | tax, account, bookkeep, payroll, vat, return, self-assessment,
    self assessment, audit, financial, statement, budget, cash, year-end, company, sole trader, planning,
    management, forecast, corporat, business, start-up, startup, r&d, capital gains, inheritance, estate,
    trust, cfo, irs, hmrc, limited, incorporat, compliance, advisory, personal, individual, nonprofit,
    quickbooks, xero
it-support | professional | technology-consulting | tech, it$, computer, network, wifi, wi-fi, server,
    cloud, backup, cyber, security, email, microsoft, 365, software, device, laptop, support, help desk,
    helpdesk, data, migration, virus, malware, setup, set-up, install, repair, remote, managed, printer,
    phone, voip, password, firewall, recovery, consult, strategy, hardware, upgrade, training, monitor,
    patch, google workspace

# Creative
photographer | creative | - | photo, portrait, wedding, engagement, family, newborn, headshot, event,
    product, commercial, brand, elopement, maternity, pet, session, shoot, album, print, studio,
    lifestyle, real estate, corporate, food, editorial, boudoir, senior, graduation, school, drone,
    aerial, retouch, edit, gallery, mini, couple, film, documentary
potter | creative | - | potter, pottery, ceramic, clay, wheel, throw, class, course, workshop, taster,
    hand-build, handbuild, glaz, kiln, firing, studio, membership, commission, mug, bowl, plate,
    tableware, vase, party, parties, date night, kids, children, private, team, gift, voucher, open
    studio, beginner, paint, sculpt
tailor | creative | - | alteration, hem, tailor, suit, dress, wedding, bridal, bridesmaid, prom, trouser,
    pant, jean, zip, zipper, take in, let out, resiz, repair, mend, button, sleeve, jacket, coat, curtain,
    bespoke, made-to-measure, custom, fitting, sew, sewing, garment, clothing, leather, upcycl, costume,
    shirt, skirt, formal, uniform, patch

# Fitness
yoga-studio | fitness | - | yoga, vinyasa, hatha, yin, restorative, flow, ashtanga, hot, prenatal,
    pregnan, postnatal, beginner, class, private, meditat, breath, pranayama, workshop, retreat, teacher
    training, kids, children, chair, senior, gentle, power, nidra, sound bath, mindful, pilates, stretch,
    corporate, online, membership, pass, intro
martial-arts | fitness | - | karate, judo, jiu-jitsu, jiu jitsu, bjj, taekwondo, kickbox, muay thai,
    boxing, mma, kung fu, self-defen, self defen, martial, kids, children, little, junior, teen, adult,
    women, beginner, grading, belt, class, private, sparring, competition, fitness, conditioning, trial,
    after-school, camp, party, kata, grappl, no-gi, family
personal-trainer | fitness | fitness | train, personal, one-to-one, 1:1, strength, weight, fat, loss,
    muscle, conditioning, hiit, cardio, mobility, fitness, program, programme, nutrition, coaching,
    online, small group, group, bootcamp, boot camp, outdoor, assessment, rehab, pre-natal, post-natal,
    prenatal, postnatal, senior, older, sport, running, kettlebell, body, partner, couples, home, session,
    plan, accountab, transform

# Childcare
daycare | childcare | - | infant, baby, babies, toddler, preschool, pre-school, pre-k, nursery, childcare,
    child care, daycare, day care, full-day, full day, half-day, part-time, full-time, before,
    after-school, after school, holiday, summer, kindergarten, early, learning, play, forest, outdoor,
    meal, snack, nap, drop-in, care, room, program, programme, school readiness, montessori, phonics,
    settling, funded, class
after-school-club | childcare | - | after-school, after school, before-school, before school, breakfast,
    club, pick-up, pickup, collection, homework, holiday, camp, summer, snack, tea, play, craft, art,
    sport, games, activit, stem, science, cooking, drama, outdoor, childcare, care, kids, children, school
    run, walking bus, inset, half-term, session
nanny | childcare | - | nanny, nannies, babysit, sitter, childcare, child care, au pair, newborn, night,
    maternity, full-time, part-time, temporary, emergency, backup, back-up, date night, holiday, event,
    wedding, hotel, placement, match, school run, after-school, share, family, kids, children, toddler,
    infant, baby, care, overnight, weekend

# Retail and repair
shoe-repair | retail-repair | - | shoe, boot, heel, sole, resol, stitch, leather, polish, shine, stretch,
    zip, zipper, key, cut, bag, handbag, belt, strap, dye, clean, sneaker, trainer, orthotic, insole,
    engrav, watch, battery, lace, patch, repair, restor, cobbl, waterproof, jacket, suede
phone-repair | retail-repair | - | screen, phone, iphone, android, samsung, battery, charg, port, camera,
    water damage, liquid, tablet, ipad, laptop, computer, macbook, console, data, recovery, unlock, back
    glass, glass, speaker, microphone, button, repair, replace, diagnos, protector, case, accessor,
    refurbish, trade-in, same-day, smartwatch, watch
piano-tuner | retail-repair | - | piano, tuning, tune, regulat, voicing, repair, pitch, raise, restor,
    hammer, string, key, action, pedal, humidity, climate, appraisal, inspection, grand, upright, concert,
    school, church, valuation, move, damper, felt
knife-sharpener | retail-repair | - | knife, knives, sharpen, blade, edge, scissor, shear, chisel, plane,
    axe, tool, garden, mower, chef, kitchen, restaurant, japanese, serrat, repair, tip, chip, restor,
    hone, honing, whetstone, mobile, market, drop-off, mail, post, salon, grooming, clipper
`;

export const categories = [
  'home',
  'health',
  'beauty',
  'food',
  'events',
  'education',
  'auto',
  'pets',
  'professional',
  'creative',
  'fitness',
  'childcare',
  'retail-repair',
] as const;
export type Category = (typeof categories)[number];

export interface TradeEntry {
  category: Category;
  industry: Industry | null;
  /** Stems; a whole word is kept with a trailing space ("ev "), as `hasStem` reads it. */
  vocabulary: readonly string[];
}

/** The rows of a `|` table: `#` lines are headings, indented lines continue the row above. */
export function tableRows(text: string): string[][] {
  const rows: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (/^\s/.test(line) && rows.length > 0) rows[rows.length - 1] += ` ${line.trim()}`;
    else rows.push(line.trim());
  }
  return rows.map((row) => row.split('|').map((cell) => cell.trim()));
}

function parseTrades(text: string): Record<string, TradeEntry> {
  const entries: Record<string, TradeEntry> = {};
  for (const [id, category, industryCell, vocabulary, ...extra] of tableRows(text)) {
    if (!id || !vocabulary || extra.length > 0) throw new Error(`Malformed trade row: ${id}`);
    if (!(categories as readonly string[]).includes(category ?? ''))
      throw new Error(`${id}: category ${category}`);
    if (entries[id]) throw new Error(`Trade ${id} twice`);
    entries[id] = {
      category: category as Category,
      industry: industryCell === '-' ? null : industry.parse(industryCell),
      vocabulary: vocabulary
        .split(',')
        .map((stem) => stem.trim())
        .filter(Boolean)
        .map((stem) => (stem.endsWith('$') ? `${stem.slice(0, -1)} ` : stem)),
    };
  }
  return entries;
}

export const trades: Readonly<Record<string, TradeEntry>> = parseTrades(table);

/** The table's entry of a trade (a business names only trades of the table: checked when parsed). */
export function tradeEntry(id: string): TradeEntry {
  const entry = trades[id];
  if (!entry) throw new Error(`No trade ${id} in the evaluation's table`);
  return entry;
}
