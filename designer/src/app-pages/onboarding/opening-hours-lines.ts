import { type OpeningHours, type Weekday, weekday } from '@sitewright/model';

/**
 * Opening hours as the about step edits them: each line a choice of days and two times. They
 * become the model's structured `openingHours` in the creation body.
 */

const [monday, tuesday, wednesday, thursday, friday, saturday, sunday] = weekday.options as [
  Weekday,
  Weekday,
  Weekday,
  Weekday,
  Weekday,
  Weekday,
  Weekday,
];

/** The day choices of a line: the common groups first, then each day. */
export const dayChoices: Readonly<Record<string, { label: string; days: readonly Weekday[] }>> = {
  'mon-fri': { label: 'Monday to Friday', days: [monday, tuesday, wednesday, thursday, friday] },
  'mon-sat': { label: 'Monday to Saturday', days: [monday, tuesday, wednesday, thursday, friday, saturday] },
  'every-day': { label: 'Every day', days: weekday.options },
  'sat-sun': { label: 'Saturday and Sunday', days: [saturday, sunday] },
  ...Object.fromEntries(weekday.options.map((day) => [day.toLowerCase(), { label: day, days: [day] }])),
};

/** One line of opening hours in the form. */
export interface HoursLine {
  /** A key of {@link dayChoices}. */
  days: string;
  /** `HH:MM`, as a time input gives it. */
  opens: string;
  closes: string;
}

/** A new line: weekdays, nine to five. */
export const newHoursLine = (): HoursLine => ({ days: 'mon-fri', opens: '09:00', closes: '17:00' });

/** The lines as the model's opening hours (an unknown day choice gives no days, which is refused). */
export function openingHoursOf(lines: readonly HoursLine[]): OpeningHours {
  return lines.map((line) => ({
    days: [...(dayChoices[line.days]?.days ?? [])],
    opens: line.opens,
    closes: line.closes,
  }));
}
