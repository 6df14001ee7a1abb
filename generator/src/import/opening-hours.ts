import {
  type OpeningHours,
  type OpeningHoursSpan,
  openingHours,
  openingHoursSpan,
  type Weekday,
  weekday,
} from '@sitewright/model';

/** Day names as pages write them, longest first so "Thursday" is not read as "Thu" + "rsday". */
const dayNames: ReadonlyArray<[RegExp, Weekday]> = [
  [/^mon(?:day)?$|^mo$/i, 'Monday'],
  [/^tue(?:s|sday)?$|^tu$/i, 'Tuesday'],
  [/^wed(?:nesday)?$/i, 'Wednesday'],
  [/^thu(?:r|rs|rsday)?$|^th$/i, 'Thursday'],
  [/^fri(?:day)?$|^fr$/i, 'Friday'],
  [/^sat(?:urday)?$|^sa$/i, 'Saturday'],
  [/^sun(?:day)?$|^su$/i, 'Sunday'],
];
const day = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun|mo|tu|th|fr|sa|su)\.?`;
const through = String.raw`\s*(?:-|–|—|to|through|thru)\s*`;
const dayRange = `${day}(?:${through}${day})?`;
const days = `${dayRange}(?:\\s*(?:,|&|and|\\/)\\s*${dayRange})*`;
const time = String.raw`\d{1,2}(?:[:.]\d{2})?(?::\d{2})?\s*(?:[ap]\.?m\.?)?`;
/** "Monday - Friday 7am - 5pm", "Sat: 9:00 AM – 1:00 PM", "Mo-Fr 08:00-17:00", "Sunday: Closed". */
const line = new RegExp(
  `\\b(${days})\\s*:?\\s*(?:(${time})\\s*(?:-|–|—|to|until)\\s*(${time})|(closed))`,
  'gi',
);

function weekdayOf(word: string): Weekday | undefined {
  const clean = word.replace(/\.$/, '');
  return dayNames.find(([pattern]) => pattern.test(clean))?.[1];
}

/** The days a day list names, in its order ("Monday - Friday", "Sat & Sun", "Mo-Fr, Su"). */
function daysOf(text: string): Weekday[] {
  const out: Weekday[] = [];
  for (const part of text.split(/\s*(?:,|&|\band\b|\/)\s*/i)) {
    const [from, to] = part.split(new RegExp(through, 'i')).map((d) => weekdayOf(d.trim()));
    if (!from) continue;
    if (!to) {
      out.push(from);
      continue;
    }
    const start = weekday.options.indexOf(from);
    const end = weekday.options.indexOf(to);
    for (let i = start; ; i = (i + 1) % 7) {
      out.push(weekday.options[i]!);
      if (i === end) break;
    }
  }
  return out;
}

/** "7am" → 7:00, "5:30 PM" → 17:30, "17:00" → 17:00; `pm` says the hour is afternoon when unmarked. */
function clockOf(text: string, pm: boolean): { hours: number; minutes: number; marked: boolean } | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*(?:([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (hours > 24 || minutes > 59) return null;
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  if (!half && pm && hours < 12) hours += 12;
  return { hours: hours % 24, minutes, marked: half !== undefined };
}

const hhmm = (c: { hours: number; minutes: number }) =>
  `${String(c.hours).padStart(2, '0')}:${String(c.minutes).padStart(2, '0')}`;

/** Opening and closing times of a range; "9-5" closes in the afternoon. */
function rangeOf(opensText: string, closesText: string): Pick<OpeningHoursSpan, 'opens' | 'closes'> | null {
  const opens = clockOf(opensText, false);
  let closes = clockOf(closesText, false);
  if (!opens || !closes) return null;
  // An unmarked closing hour before the opening one is the afternoon ("9-5"), not past midnight.
  if (!closes.marked && closes.hours <= opens.hours && closes.hours < 12) closes = clockOf(closesText, true);
  return closes ? { opens: hhmm(opens), closes: hhmm(closes) } : null;
}

/**
 * Opening hours an imported page states, as the model's structured hours: each day with its
 * opening and closing times ("Monday–Friday: 06:30–17:00", "Mon: 7:00 AM - 5:00 PM", "Office
 * hours: Monday - Friday 7am - 5pm, Saturday 8am - 12pm", "Mo-Fr 08:00-17:00"), days with the same
 * times in one line, closed days left out. A day is read once (its first mention); lines it cannot
 * read ("Today: 7:00 AM - 6:00 PM", "By appointment") are skipped. Empty when none can be read.
 */
export function openingHoursOf(lines: readonly string[]): OpeningHours {
  const seen = new Set<Weekday>();
  const spans: OpeningHoursSpan[] = [];
  for (const m of lines.join('; ').matchAll(line)) {
    const named = daysOf(m[1]!).filter((d) => !seen.has(d));
    for (const d of named) seen.add(d);
    if (m[4] || named.length === 0) continue;
    const range = rangeOf(m[2]!, m[3]!);
    if (!range) continue;
    const same = spans.find((s) => s.opens === range.opens && s.closes === range.closes);
    if (same) same.days.push(...named);
    else spans.push({ days: named, ...range });
  }
  const valid = spans
    .map((s) => ({ ...s, days: weekday.options.filter((d) => s.days.includes(d)) }))
    .filter((s) => openingHoursSpan.safeParse(s).success);
  const parsed = openingHours.safeParse(valid);
  return parsed.success ? parsed.data : [];
}
