import { describe, expect, it } from 'vitest';
import { openingHours, reachText, serviceArea } from './business-reach.ts';
import { dialablePhone } from './common.ts';
import { businessContact } from './website-settings.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('opening hours (decided limits: 14 lines, HH:MM times)', () => {
  const line = { days: ['Monday'], opens: '09:00', closes: '17:00' };

  it('takes 14 lines, refuses a 15th', () => {
    expect(openingHours.safeParse(Array.from({ length: 14 }, () => line)).success).toBe(true);
    expect(firstMessage(openingHours.safeParse(Array.from({ length: 15 }, () => line)))).toBe(
      'At most 14 lines of opening hours',
    );
  });

  it('refuses a time that is not HH:MM, a line without days, a repeated day and equal times', () => {
    expect(firstMessage(openingHours.safeParse([{ ...line, opens: '9am' }]))).toBe(
      'Opening hours use 24-hour times like 09:00 or 17:30',
    );
    expect(firstMessage(openingHours.safeParse([{ ...line, closes: '24:00' }]))).toBe(
      'Opening hours use 24-hour times like 09:00 or 17:30',
    );
    expect(firstMessage(openingHours.safeParse([{ ...line, days: [] }]))).toBe(
      'Choose at least one day for these opening hours',
    );
    expect(firstMessage(openingHours.safeParse([{ ...line, days: ['Monday', 'Monday'] }]))).toBe(
      'Each day appears once in a line of opening hours',
    );
    expect(firstMessage(openingHours.safeParse([{ ...line, closes: '09:00' }]))).toBe(
      'The closing time must differ from the opening time',
    );
  });

  it('takes hours past midnight', () => {
    expect(openingHours.safeParse([{ days: ['Friday'], opens: '18:00', closes: '02:00' }]).success).toBe(
      true,
    );
  });
});

describe('service area (decided limits: 20 places of at most 128 characters)', () => {
  it('takes 20 places of 128 characters, refuses a 21st, a 129th character and a blank place', () => {
    expect(serviceArea.safeParse(Array.from({ length: 20 }, () => 'a'.repeat(128))).success).toBe(true);
    expect(firstMessage(serviceArea.safeParse(Array.from({ length: 21 }, () => 'Austin')))).toBe(
      'At most 20 service area places',
    );
    expect(firstMessage(serviceArea.safeParse(['a'.repeat(129)]))).toBe(
      'A service area place has at most 128 characters',
    );
    expect(firstMessage(serviceArea.safeParse(['  ']))).toBe('A service area place needs a name');
  });
});

describe('dialable phone', () => {
  it('takes empty and dialable numbers, refuses words and too few digits', () => {
    for (const ok of ['', '+1 (512) 555-0134', '512.555.0134', '0207 946 0018']) {
      expect(dialablePhone.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['call me', '555', 'javascript:alert(1)']) {
      expect(firstMessage(dialablePhone.safeParse(bad))).toBe(
        'Please enter a phone number a customer can dial, like +1 512 555 0134',
      );
    }
    expect(dialablePhone.safeParse('1'.repeat(25)).success).toBe(false);
  });
});

describe('business contact', () => {
  it('a contact saved before hours and service area existed parses with both empty', () => {
    const old = { email: 'hello@example.com', phone: '512 555 0134', address: '1 Main St' };
    expect(businessContact.parse(old)).toEqual({ ...old, hours: [], serviceArea: [] });
  });

  it('writes hours and service area for people', () => {
    const hours = openingHours.parse([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:00' },
    ]);
    expect(reachText(hours, ['Austin', 'Round Rock'])).toBe(
      'Mon–Fri 08:00–17:00; Sat 09:00–12:00. Serving Austin, Round Rock.',
    );
    expect(reachText([], [])).toBe('');
  });
});
