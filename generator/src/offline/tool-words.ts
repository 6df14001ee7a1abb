/**
 * The small vocabulary the free tools read an owner's words with: words that carry no meaning of
 * their own, trade nouns and what their trade is called, and the images a word calls up for a
 * brandable name. Data, not code; lower case throughout.
 */

/** Words that say nothing about what the business is ("a", "we", "offer", "local", "quality"). */
export const fillerWords = new Set(
  (
    'a an the and or but of in on at to for from with by near around across throughout within into onto ' +
    'over under about after before between per via than that this these those there here which who whom ' +
    'whose what when where why how is are was were be been being am do does did doing done have has had ' +
    'having will would can could should may might must shall i im me my mine we our ours us you your yours ' +
    'he she it its they them their he’s i’m we’re it’s also just very really more most much many some any ' +
    'all each every other another such only own same so too not no nor yes if then else as like love ' +
    'enjoy enjoying good great best better nice new based run running owned offer offering offers provide ' +
    'providing provides help helping helps make making makes get getting want looking need needs start ' +
    'starting small local business businesses company companies service services quality professional ' +
    'affordable reliable friendly trusted experienced expert experts people customers clients things thing ' +
    'stuff lot lots way ways one two three day days week weeks year years time times area areas town city ' +
    'home homes house houses place team work working works job jobs idea ideas interested interest interests ' +
    'skills skill something anything everything etc specialise specialize specialising specializing ' +
    'specialist specialists able well based locally area-wide full whole part kind kinds type types'
  ).split(' '),
);

/** Words that qualify a trade rather than name it; kept for names ("Mobile Grooming Co."). */
export const qualifierWords = new Set(
  (
    'mobile emergency express eco organic vegan custom handmade luxury boutique family independent ' +
    'artisan bespoke green natural same-day weekend late-night 24-hour 24/7 holistic gentle premium'
  ).split(' '),
);

/** -ing words that are not a trade ("something", "morning"). */
export const notTrades = new Set(
  'something anything everything nothing morning evening during bring thing string spring king ring wedding ceiling building clothing'.split(
    ' ',
  ),
);

/**
 * Words a name can borrow for a trade, by word stem met in the owner's words: "dog" calls up
 * "Paw", "Wag", "Tail". A stem matches at the start of a word ("groom" matches "grooming").
 */
export const imagesOfStem: ReadonlyArray<readonly [stem: string, images: readonly string[]]> = [
  ['dog', ['Paw', 'Wag', 'Pup', 'Tail', 'Fetch', 'Bark']],
  ['pup', ['Paw', 'Wag', 'Tail', 'Fetch']],
  ['pet', ['Paw', 'Whisker', 'Tail', 'Snout']],
  ['cat', ['Whisker', 'Paw', 'Purr']],
  ['groom', ['Fluff', 'Brush', 'Suds', 'Fur']],
  ['horse', ['Saddle', 'Mane', 'Hoof', 'Bridle']],
  ['plumb', ['Pipe', 'Flow', 'Drain', 'Valve', 'Tap']],
  ['drain', ['Pipe', 'Flow', 'Clear']],
  ['leak', ['Pipe', 'Drip', 'Seal']],
  ['electric', ['Spark', 'Volt', 'Current', 'Circuit', 'Wire']],
  ['roof', ['Ridge', 'Gable', 'Shingle', 'Eave', 'Slate']],
  ['paint', ['Brush', 'Coat', 'Hue', 'Palette']],
  ['clean', ['Sparkle', 'Shine', 'Fresh', 'Spotless', 'Polish']],
  ['garden', ['Fern', 'Root', 'Leaf', 'Sprout', 'Bloom']],
  ['lawn', ['Blade', 'Turf', 'Green', 'Mow']],
  ['landscap', ['Stone', 'Root', 'Fern', 'Terrace']],
  ['tree', ['Oak', 'Timber', 'Branch', 'Canopy']],
  ['bak', ['Crumb', 'Whisk', 'Oven', 'Flour', 'Rise']],
  ['bread', ['Crust', 'Loaf', 'Crumb', 'Rise']],
  ['sourdough', ['Crust', 'Loaf', 'Starter', 'Rise']],
  ['cake', ['Frosting', 'Whisk', 'Sprinkle', 'Layer']],
  ['coffee', ['Bean', 'Roast', 'Brew', 'Crema', 'Grind']],
  ['tea', ['Leaf', 'Steep', 'Kettle', 'Brew']],
  ['food', ['Fork', 'Spoon', 'Table', 'Plate']],
  ['cater', ['Table', 'Platter', 'Feast', 'Spoon']],
  ['cook', ['Skillet', 'Spoon', 'Pantry', 'Stove']],
  ['taco', ['Salsa', 'Tortilla', 'Lime', 'Chili']],
  ['pizza', ['Slice', 'Crust', 'Oven', 'Basil']],
  ['truck', ['Wheel', 'Roadside', 'Route']],
  ['van', ['Wheel', 'Route', 'Roadside']],
  ['mobile', ['Roaming', 'Wheel', 'Route', 'On-the-Go']],
  ['car', ['Gear', 'Axle', 'Piston', 'Wheel']],
  ['auto', ['Gear', 'Axle', 'Piston', 'Torque']],
  ['bike', ['Spoke', 'Pedal', 'Chain', 'Crank']],
  ['cycl', ['Spoke', 'Pedal', 'Chain', 'Crank']],
  ['hair', ['Mane', 'Curl', 'Strand', 'Shear']],
  ['nail', ['Polish', 'Lacquer', 'Gloss']],
  ['beauty', ['Glow', 'Bloom', 'Radiance']],
  ['skin', ['Glow', 'Dew', 'Radiance']],
  ['massage', ['Knead', 'Calm', 'Balance']],
  ['yoga', ['Lotus', 'Breath', 'Balance', 'Flow']],
  ['fitness', ['Stride', 'Pulse', 'Forge', 'Grit']],
  ['gym', ['Forge', 'Iron', 'Grit', 'Pulse']],
  ['train', ['Stride', 'Pulse', 'Grit']],
  ['photo', ['Lens', 'Frame', 'Shutter', 'Focus']],
  ['video', ['Frame', 'Reel', 'Focus']],
  ['wedding', ['Vow', 'Veil', 'Ever After']],
  ['event', ['Gather', 'Occasion', 'Celebrate']],
  ['flower', ['Petal', 'Stem', 'Blossom', 'Bouquet']],
  ['florist', ['Petal', 'Stem', 'Blossom', 'Bouquet']],
  ['music', ['Note', 'Chord', 'Melody', 'Tempo']],
  ['piano', ['Keys', 'Chord', 'Melody']],
  ['guitar', ['Fret', 'Chord', 'String']],
  ['tutor', ['Bright Minds', 'Chalk', 'Quill']],
  ['math', ['Equation', 'Sum', 'Chalk']],
  ['child', ['Little Steps', 'Acorn', 'Sprout']],
  ['kid', ['Little Steps', 'Acorn', 'Sprout']],
  ['wood', ['Grain', 'Timber', 'Oak', 'Chisel']],
  ['carpent', ['Grain', 'Timber', 'Chisel', 'Dovetail']],
  ['furniture', ['Grain', 'Timber', 'Dovetail']],
  ['build', ['Cornerstone', 'Beam', 'Keystone', 'Brick']],
  ['construct', ['Cornerstone', 'Beam', 'Keystone', 'Brick']],
  ['lock', ['Key', 'Bolt', 'Latch']],
  ['move', ['Box', 'Haul', 'Route']],
  ['moving', ['Box', 'Haul', 'Route']],
  ['tax', ['Ledger', 'Balance', 'Tally']],
  ['account', ['Ledger', 'Balance', 'Tally']],
  ['bookkeep', ['Ledger', 'Balance', 'Tally']],
  ['law', ['Counsel', 'Charter', 'Keystone']],
  ['computer', ['Byte', 'Circuit', 'Pixel']],
  ['tech', ['Byte', 'Circuit', 'Pixel']],
  ['web', ['Pixel', 'Byte', 'Thread']],
  ['design', ['Pixel', 'Canvas', 'Sketch']],
  ['sew', ['Stitch', 'Thread', 'Needle', 'Bobbin']],
  ['tailor', ['Stitch', 'Thread', 'Needle', 'Seam']],
  ['knit', ['Stitch', 'Yarn', 'Purl']],
  ['candle', ['Wick', 'Glow', 'Ember']],
  ['soap', ['Lather', 'Suds', 'Bubble']],
  ['jewel', ['Gem', 'Facet', 'Gilt']],
  ['pottery', ['Kiln', 'Clay', 'Glaze']],
  ['ceramic', ['Kiln', 'Clay', 'Glaze']],
  ['art', ['Canvas', 'Easel', 'Palette']],
  ['book', ['Page', 'Chapter', 'Quill']],
  ['pool', ['Splash', 'Ripple', 'Clear Water']],
  ['window', ['Pane', 'Clear View', 'Glass']],
  ['pest', ['Shield', 'Guard', 'Barrier']],
  ['heat', ['Ember', 'Hearth', 'Comfort']],
  ['hvac', ['Airflow', 'Comfort', 'Climate']],
  ['air', ['Airflow', 'Breeze', 'Climate']],
  ['dent', ['Smile', 'Pearl', 'Bright Smile']],
  ['teeth', ['Smile', 'Pearl', 'Bright Smile']],
  ['health', ['Vital', 'Thrive', 'Well']],
  ['therap', ['Haven', 'Compass', 'Harbor']],
  ['counsel', ['Haven', 'Compass', 'Harbor']],
  ['travel', ['Compass', 'Passport', 'Wayfarer']],
  ['tour', ['Compass', 'Trail', 'Wayfarer']],
  ['hike', ['Trail', 'Summit', 'Ridge']],
  ['boat', ['Harbor', 'Anchor', 'Tide']],
  ['fish', ['Tide', 'Reel', 'Anchor']],
  ['surf', ['Tide', 'Swell', 'Break']],
  ['wine', ['Vine', 'Cellar', 'Cork']],
  ['beer', ['Hop', 'Barrel', 'Tap']],
  ['brew', ['Hop', 'Barrel', 'Kettle']],
  ['print', ['Ink', 'Press', 'Proof']],
  ['sign', ['Ink', 'Letter', 'Bold']],
  ['tile', ['Grout', 'Mosaic', 'Level']],
  ['floor', ['Plank', 'Grain', 'Level']],
  ['weld', ['Spark', 'Forge', 'Iron']],
  ['metal', ['Forge', 'Iron', 'Anvil']],
  ['laundr', ['Suds', 'Fresh', 'Fold']],
  ['dry clean', ['Press', 'Fresh', 'Fold']],
  ['clothes', ['Thread', 'Seam', 'Hanger']],
  ['fashion', ['Thread', 'Seam', 'Muse']],
  ['solar', ['Sun', 'Ray', 'Daybreak']],
];

/** Brandable words for a trade no image is known for; combined with the owner's trade words. */
export const plainImages: readonly string[] = [
  'Bright',
  'Summit',
  'Keystone',
  'Evergreen',
  'Northstar',
  'Blue Door',
  'Cornerstone',
  'Harbor',
  'Maple',
  'Copper',
  'True North',
  'Lighthouse',
];

/** Endings for a name built from a trade word ("Denver Dog Grooming Co."). */
export const nameEndings: readonly string[] = [
  'Co.',
  'Works',
  'Collective',
  'Studio',
  'Crew',
  'House',
  '& Co.',
];
