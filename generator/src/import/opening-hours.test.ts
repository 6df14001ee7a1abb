import { describe, expect, it } from 'vitest';
import { openingHoursOf } from './opening-hours.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('openingHoursOf: the hours an imported page states, structured', () => {
  it('reads JSON-LD hours as the importer writes them', () => {
    expect(openingHoursOf(['Monday–Friday: 06:30–17:00', 'Saturday, Sunday: 07:30–15:00'])).toEqual([
      { days: weekdays, opens: '06:30', closes: '17:00' },
      { days: ['Saturday', 'Sunday'], opens: '07:30', closes: '15:00' },
    ]);
  });

  it('reads a Yelp table and a Thumbtack list, joining days with the same times and leaving closed days out', () => {
    expect(
      openingHoursOf([
        'Mon: 7:00 AM - 5:00 PM',
        'Tue: 7:00 AM - 5:00 PM',
        'Sat: 9:00 AM - 1:00 PM',
        'Sun: Closed',
      ]),
    ).toEqual([
      { days: ['Monday', 'Tuesday'], opens: '07:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(
      openingHoursOf(['Monday: 8:00 am - 6:00 pm', 'Friday: 8:00 am - 4:00 pm', 'Sunday: Closed']),
    ).toEqual([
      { days: ['Monday'], opens: '08:00', closes: '18:00' },
      { days: ['Friday'], opens: '08:00', closes: '16:00' },
    ]);
  });

  it('reads a sentence of a plain page and schema.org short forms', () => {
    expect(openingHoursOf(['Office hours: Monday - Friday 7am - 5pm, Saturday 8am - 12pm'])).toEqual([
      { days: weekdays, opens: '07:00', closes: '17:00' },
      { days: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
    expect(openingHoursOf(['Mo-Fr 08:00-17:00', 'Sa 09:00-12:00'])).toEqual([
      { days: weekdays, opens: '08:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:00' },
    ]);
    expect(openingHoursOf(['Tuesday to Thursday 9-5'])).toEqual([
      { days: ['Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '17:00' },
    ]);
    expect(openingHoursOf(['Fri & Sat 6pm - 2am'])).toEqual([
      { days: ['Friday', 'Saturday'], opens: '18:00', closes: '02:00' },
    ]);
  });

  it('reads nothing it cannot place on a day', () => {
    expect(openingHoursOf(['Today: 7:00 AM - 6:00 PM'])).toEqual([]);
    expect(openingHoursOf(['By appointment only', 'We open at 9'])).toEqual([]);
    expect(openingHoursOf([])).toEqual([]);
  });
});
