// biome-ignore-all format: one rule per line keeps the word lists reviewable
import type { SuggestionReason } from '@sitewright/model';

/**
 * One kind of fact the owner answers for, as written words. `claim` finds it in a sentence (case
 * does not matter unless the rule says so); `owner` says what in the owner's own words confirms it:
 * `'numbers'` — every number of the claim appears in them ("From $150" is the owner's when they
 * wrote 150); a pattern — it matches them ("licensed" is the owner's when they wrote "licensed").
 */
export interface FactRule {
  reason: SuggestionReason;
  claim: RegExp;
  owner: RegExp | 'numbers';
}

const rule = (reason: SuggestionReason, claim: RegExp, owner: RegExp | 'numbers'): FactRule => ({ reason, claim, owner });

/** Number words read as numbers ("over ten years" is 10 years), both in claims and in the owner's words. */
export const numberWords: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, thousand: 1000,
};
const num = `(?:\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(numberWords).join('|')})`;
/** A count worth boasting of: two digits or more ("500 happy customers", "1,000+ jobs"). */
const count = `(?:\\d{2,}[\\d,]*|hundred|thousand)`;
const money = `(?:[$£€¥₹]\\s?\\d[\\d,]*(?:\\.\\d+)?|\\d[\\d,]*(?:\\.\\d+)?\\s?(?:dollars?|usd|eur|euros?|gbp|pounds?|bucks|cents)\\b)`;
const r = (source: string, flags = 'i') => new RegExp(source, flags);

/**
 * The facts a generator may not state on its own: prices, numbers of years, licences and other
 * credentials, awards, guarantees and free offers, statistics and testimonials. Questions are not
 * read (a question states nothing); people's names are found by {@link firstNames} and the cues below.
 */
export const factRules: readonly FactRule[] = [
  // Testimonials written into the copy.
  rule('review', r(`[“"][^”"]{12,}[”"]\\s*(?:[—–-]|,? says|,? said)\\s*\\S|\\b(?:one|a|our) (?:happy |satisfied |recent |delighted |loyal )?(?:customer|client|patient|parent|student|guest|homeowner|diner)s? (?:said|says|wrote|writes|told us|put it|raves?)\\b|\\bcustomers (?:rave|love us)\\b`), /\b(?:said|says|wrote|review)/i),
  // Prices: an amount of money, "from 45", "45 per hour", rates and discounts.
  rule('price', r(money), 'numbers'),
  rule('price', r(`\\b(?:from|starting at|starts at|only|just|as low as)\\s+\\d[\\d,]*(?:\\.\\d+)?\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|:|\\d|%|to\\s+\\d|[-–]\\s*\\d|years?|minutes?|mins?|hours?|days?|weeks?|months?|people|guests|kids|children|students|ages?))`), 'numbers'),
  rule('price', r(`\\b\\d[\\d,]*(?:\\.\\d+)?\\s*(?:/|per|an?)\\s*(?:hour|hr|session|lesson|class|visit|night|person|head|month|sq\\.? ?ft|square (?:foot|feet|metre|meter))\\b`), 'numbers'),
  // Guarantees, warranties, promises and free offers or discounts.
  rule('guarantee', r(`\\bguarant\\w*|\\bwarrant(?:y|ies|ied)\\b|\\bmoney[- ]back\\b|\\brisk[- ]free\\b|\\b100\\s?%|\\bno[- ]obligation\\b|\\bprice[- ]match\\w*\\b|\\bwe promise\\b|\\bpromise(?:s|d)? (?:to|that|you)\\b`), /\b(?:guarant|warrant|money[- ]back|risk[- ]free|100|obligation|price[- ]match|promise)/i),
  rule('guarantee', r(`(?<!-)\\bfree (?:of charge|quotes?|estimates?|consult(?:ation)?s?|assessments?|inspections?|appraisals?|valuations?|trials?|classes|class|lessons?|sessions?|calls?|first|initial|introductory|discovery|delivery|shipping|installation|fitting|check(?:s|-ups?|ups?)?|diagnos\\w+|call[- ]?backs?|call[- ]?outs?|site visits?|patch tests?|parking|wi-?fi|advice|samples?|returns?|cancellation|tread)\\b|\\bfor free\\b|\\b(?:quotes?|estimates?|consultations?|sessions?|lessons?|class(?:es)?|visits?|parking|delivery|wi-?fi|call[- ]?outs?|the first \\w+) (?:is|are) (?:always |completely |totally )?free\\b|\\b(?:session|lesson|class|visit|consultation|quote|estimate|delivery|trial|week|month) free\\b|\\bat no (?:extra |additional )?(?:cost|charge)\\b|\\bno (?:hidden|extra|call[- ]?out|surprise) (?:fees?|charges?|costs?)\\b|\\bcomplimentary\\b|\\bdiscount(?:s|ed)?\\b|\\b\\d+\\s?%\\s+off\\b|\\bhalf[- ]price\\b`), /\b(?:free|complimentary|discount|no hidden|no extra|no call|at no)\b/i),
  // Years: "20 years of experience", "since 1998", "founded in 2004", "decades of experience".
  rule('years', r(`(?<!\\b(?:every|each|once|twice|in|within|after|to|and|or|lasts?|for the (?:first|next)|aged?|ages)\\s+|[-–]\\s?)(?:over\\s+|more than\\s+|nearly\\s+|almost\\s+)?\\b${num}\\+?[- ]?(?:years?|yrs?|decades?)\\b(?![- ]old)`), 'numbers'),
  rule('years', r(`\\b(?:since|established(?: in)?|founded(?: in)?|est\\.?|opened(?: in)?|serving [\\w\\s]{0,30} since)\\s+(?:19|20)\\d\\d\\b`), 'numbers'),
  rule('years', r(`(?<!\\d\\+?\\s|\\b(?:${Object.keys(numberWords).join('|')})\\s)\\b(?:years|decades|generations) of (?:experience|practice|service|know-how|expertise|trust)\\b|\\b(?:family[- ]run|family[- ]owned) (?:for|since)\\b|\\b(?:second|third|fourth)[- ]generation\\b|\\bdecades?\\b`), /\b(?:years?|decades?|since|generations?)\b/i),
  // Licences, certificates, registrations, insurance and memberships.
  rule('credential', r(`\\blicen[cs](?:ed|e|es)\\b`), /licen[cs]/i),
  rule('credential', r(`\\b(?:fully )?insured\\b|\\bliability (?:insurance|cover)\\b|\\b(?:fully |and |, ?)bonded\\b|\\bbonded and\\b`), /\b(?:insured|insurance|bonded)\b/i),
  rule('credential', r(`\\b(?:accept|take|bill|work with|in[- ]network with)\\w* (?:most |all |many |your )?(?:major )?(?:insurance|insurers|medicare|medicaid)\\b|\\bin[- ]network\\b`), /\b(?:insurance|insurers|medicare|medicaid|in[- ]network)\b/i),
  rule('credential', r(`\\b(?:board[- ])?certifi(?:ed|cation|cations|cate|cates)\\b(?<!gift certificates?)`), /certifi/i),
  rule('credential', r(`\\baccredit(?:ed|ation)\\b|\\bchartered\\b|\\b(?:fully )?qualified (?:\\w+ )?(?:plumbers?|electricians?|engineers?|technicians?|staff|team|teachers?|tutors?|coaches?|instructors?|therapists?|practitioners?|stylists?|mechanics?)\\b`), /\b(?:accredit|chartered|qualified)/i),
  rule('credential', r(`\\b(?:state|board|nationally|fully|gas safe)[- ]registered\\b|\\bregistered (?:dietitian|nurse|nutritionist|therapist|massage therapist|electrician|plumber|architect|pharmacist|practitioner|charity|psychologist|counsel+or)s?\\b`), /\bregistered\b/i),
  rule('credential', r(`\\b(?:master|journeyman) (?:plumber|electrician|carpenter|barber|stylist)s?\\b|\\bbackground[- ]checked\\b|\\bvetted\\b|\\bDBS[- ]checked\\b|\\bproud members? of\\b|\\bBBB\\b`), /\b(?:master|journeyman|background|vetted|dbs|member|bbb)\b/i),
  rule('credential', r(`\\b(?:CPA|DDS|DMD|M\\.D\\.|PhD|RN|LPN|LPC|LMFT|LCSW|LMT|CFP|ASE|NATE|NASM|OSHA|NABCEP|EPA[- ]certified)\\b`, ''), /\b(?:cpa|dds|dmd|md|phd|rn|lpn|lpc|lmft|lcsw|lmt|cfp|ase|nate|nasm|osha|nabcep|epa)\b/i),
  // Awards, ratings and rankings.
  rule('credential', r(`\\baward(?:s|ed|[- ]winning)?\\b|\\bwinners? of\\b|\\bvoted\\b|\\bfinalist\\b`), /\b(?:award|winner|voted|finalist)/i),
  rule('statistic', r(`\\b(?:top|highly|best|five[- ]star|5[- ]star)[- ]rated\\b|\\b(?:five|5|4\\.\\d|4)[- ]stars?\\b|\\b\\d(?:\\.\\d)?\\s*(?:out of|/)\\s*5\\b|★`), /\b(?:rated|stars?|out of 5)\b|★/i),
  rule('statistic', r(`#\\s?1\\b|\\bnumber one\\b|\\bno\\.\\s?1\\b|\\bmost trusted\\b|\\b(?:a|the|[\\w’']+['’]s) leading\\b|\\bfastest[- ]growing\\b`), /#\s?1\b|\bnumber one\b|\bno\.\s?1\b|\bmost trusted\b|\bleading\b|\bfastest/i),
  rule('statistic', r(`\\b[Bb]est (?:[\\w-]+ )?in (?:town|the (?:city|area|region|state|county|country)|[A-Z]\\w+)\\b`, ''), /\bbest\b/i),
  // Statistics: percentages and counts of customers, jobs or reviews.
  rule('statistic', r(`\\b(?!100\\s?%)\\d+(?:\\.\\d+)?\\s?(?:%|per ?cent)(?!\\s+off)`), 'numbers'),
  rule('statistic', r(`\\b(?:over |more than |nearly )?${count}\\+?\\s+(?:happy |satisfied |loyal |local |repeat )?(?:customers|clients|families|homes|homeowners|households|businesses|projects|jobs|installs|installations|repairs|reviews|patients|students|pets|dogs|cats|weddings|events|members|cars|vehicles|bikes|roofs|kitchens|bathrooms)\\b|\\b(?:hundreds|thousands|millions) of\\b`), 'numbers'),
];

/**
 * Given names that are not also common English words, places or trade words (no Grace, Will, Austin,
 * Jordan …): a capitalised one in generated copy is a person. Short on purpose; cues catch the rest.
 */
export const firstNames: ReadonlySet<string> = new Set(
  `Aaron Abigail Adam Adrian Ahmed Aiden Alan Albert Alejandro Alex Alexander Alexandra Alice Alicia Alison Amanda Amelia Amy Ana Andrea Andrew Angela Anna Anne Anthony Antonio Ashley Barbara Benjamin Bethany Brandon Brenda Brian Brittany Caleb Carlos Carmen Caroline Catherine Charles Chloe Christina Christine Christopher Cynthia Daniel Danielle David Deborah Dennis Diana Diego Donna Dorothy Edward Elena Elizabeth Ella Emily Emma Eric Ethan Evelyn Fatima Fernando Gabriel Gabriela Gary George Gregory Hannah Helen Isabel Isabella Jacob James Jamie Jane Janet Jason Javier Jennifer Jeremy Jessica Joanna John Jonathan Jorge Jose José Joseph Joshua Juan Julia Julie Justin Karen Katherine Kathleen Kayla Keith Kelly Kenneth Kevin Kimberly Laura Lauren Leah Linda Lisa Liam Lucas Lucia Luis Luke Lydia Manuel Marco Margaret Maria María Marie Marisol Martha Martin Mary Matthew Megan Melissa Mia Michael Michelle Miguel Mohammed Muhammad Natalie Nathan Nicholas Nicole Noah Olivia Pablo Patricia Patrick Pedro Peter Priya Rachel Rafael Rahul Raymond Rebecca Ricardo Richard Roberto Robert Ronald Rosa Ryan Samantha Samuel Sandra Sara Sarah Scott Sean Sebastian Sergio Sharon Sofia Sophia Sophie Stephanie Stephen Steven Susan Teresa Thomas Timothy Valentina Vanessa Victor Vincent Walter William Zoe`.split(' '),
);

/** Words before a capitalised word that make it a person's name ("Ask for Maria", "Dr. Patel"). */
export const nameCues =
  /\b(?:[Aa]sk for|[Mm]y name is|I['’]m|I am|[Ff]ounded by|[Rr]un by|[Oo]wned by|[Ll]ed by|Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Miss)\s+([A-Z][a-z’'-]+)/g;

/** A signature: a capitalised word and an initial ("Maria G."), as reviews are signed. */
export const signature = /\b([A-Z][a-z]+) [A-Z]\.(?=\s|$|[,;)])/g;

/** Words before a given name that make it a place: San Antonio, Santa Maria, St. Paul, Fort Collins. */
export const placePrefixes = /\b(?:San|Santa|Santo|São|St\.?|Saint|Ste\.?|Fort|Ft\.?|Mount|Mt\.?|Port|Lake|Cape|Glen|Del|Los|Las|El)\s+$/;

/** Capitalised words that follow a cue or sign-off without being a name. */
export const notNames: ReadonlySet<string> = new Set(
  'Our The Your Us We You A An Unit Suite Plan Building Floor Block Level Phase Part Section Step Grade Type Class Room Box Route Highway Exit Apt Apartment No Vitamin Hepatitis'.split(' '),
);
