import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { decidedLimits } from './common.ts';
import { clipText } from './default-copy.ts';

/**
 * When and where customers can reach the business: structured opening hours and the places it
 * serves. Structured (not free text) so the page's LocalBusiness JSON-LD can state them
 * (`openingHoursSpecification`, `areaServed`); `openingHoursText` writes them for people.
 * The limits are ours (the spec gives none): see the model README.
 */

/** Days in schema.org's `dayOfWeek` spelling, Monday first. */
export const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
export type Weekday = z.infer<typeof weekday>;

/** A 24-hour time, `HH:MM` (schema.org `opens`/`closes` take this form). */
export const timeOfDay = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Opening hours use 24-hour times like 09:00 or 17:30');

/**
 * One line of opening hours: the same times on one or more days. A closing time earlier than the
 * opening time means the business closes after midnight (18:00–02:00).
 */
export const openingHoursSpan = z
  .object({
    days: z
      .array(weekday)
      .min(1, 'Choose at least one day for these opening hours')
      .max(7)
      .refine(
        (days) => new Set(days).size === days.length,
        'Each day appears once in a line of opening hours',
      ),
    opens: timeOfDay,
    closes: timeOfDay,
  })
  .refine((span) => span.opens !== span.closes, {
    message: 'The closing time must differ from the opening time',
    path: ['closes'],
  });
export type OpeningHoursSpan = z.infer<typeof openingHoursSpan>;

/** Opening hours: at most 14 lines (two per day, for a lunch break). Empty: not given. */
export const openingHours = z
  .array(openingHoursSpan)
  .max(decidedLimits.openingHoursSpans, `At most ${decidedLimits.openingHoursSpans} lines of opening hours`);
export type OpeningHours = z.infer<typeof openingHours>;

/** A town, district or region the business serves, as the owner writes it ("Round Rock"). */
export const serviceAreaPlace = z
  .string()
  .refine((place) => place.trim() !== '', 'A service area place needs a name')
  .refine(
    (place) => place.length <= decidedLimits.location,
    `A service area place has at most ${decidedLimits.location} characters`,
  );

/** Where a business that travels to its customers works. Empty: not given. */
export const serviceArea = z
  .array(serviceAreaPlace)
  .max(decidedLimits.serviceAreaPlaces, `At most ${decidedLimits.serviceAreaPlaces} service area places`);
export type ServiceArea = z.infer<typeof serviceArea>;

const shortDay = (day: Weekday) => day.slice(0, 3);

/** "Mon–Fri" for consecutive days, else "Mon, Wed, Fri". */
function daysText(days: readonly Weekday[]): string {
  const indexes = days.map((d) => weekday.options.indexOf(d)).sort((a, b) => a - b);
  const consecutive = indexes.every((d, i) => i === 0 || d === indexes[i - 1]! + 1);
  const names = indexes.map((i) => shortDay(weekday.options[i]!));
  return consecutive && names.length > 2 ? `${names[0]}–${names.at(-1)}` : names.join(', ');
}

/**
 * Opening hours and service area as one line for people ("Mon–Fri 08:00–17:00; Sat 09:00–12:00.
 * Serving Austin, Round Rock."), within §9 "Other contact details" (512). Empty when neither is given.
 */
export function reachText(hours: OpeningHours, area: ServiceArea): string {
  const parts = [
    hours.map((s) => `${daysText(s.days)} ${s.opens}–${s.closes}`).join('; '),
    area.length > 0 ? `Serving ${area.map((p) => p.trim()).join(', ')}` : '',
  ].filter(Boolean);
  const text = parts.map((p) => `${p}.`).join(' ');
  return clipText(text, fieldLimits.otherContactDetails);
}
