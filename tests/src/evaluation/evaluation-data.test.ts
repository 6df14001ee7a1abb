import { contactEmail, dialablePhone } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { businesses } from './businesses.ts';
import { coverage } from './report.ts';
import { trades } from './trades.ts';
import { normalise } from './words.ts';

/** The evaluation's table (both it and the evaluation run in `npm test`). */
describe('evaluation businesses', () => {
  it('≥ 60 businesses across ≥ 40 trades, at least half outside the 30 industries', () => {
    const c = coverage(businesses);
    expect(c.businesses).toBeGreaterThanOrEqual(60);
    expect(c.trades).toBeGreaterThanOrEqual(40);
    expect(c.outsideIndustries * 2).toBeGreaterThanOrEqual(c.trades);
  });

  it("covers the directory's categories the issue names", () => {
    expect([...coverage(businesses).categories].sort()).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  it('every trade of the table has a business, and every business a trade of the table', () => {
    expect(new Set(businesses.map((b) => b.trade))).toEqual(new Set(Object.keys(trades)));
  });

  it('each owner names the trade in the name or description, and gives a town, a dialable phone and an e-mail', () => {
    for (const b of businesses) {
      expect(normalise(`${b.name} ${b.description}`), b.name).toContain(normalise(b.says));
      expect(b.description.length, b.name).toBeGreaterThan(20);
      expect(b.description.length, `${b.name}: a short description`).toBeLessThanOrEqual(200);
      expect(b.town.trim(), b.name).not.toBe('');
      expect(dialablePhone.safeParse(b.phone).success, b.phone).toBe(true);
      expect(contactEmail.safeParse(b.email).success && b.email !== '', b.email).toBe(true);
    }
  });

  it('some owners give 2–3 services of their own, the others none', () => {
    const given = businesses.filter((b) => b.services);
    expect(given.length).toBeGreaterThanOrEqual(10);
    expect(businesses.length - given.length).toBeGreaterThanOrEqual(40);
    for (const b of given) expect(b.services!.length, b.name).toBeGreaterThanOrEqual(2);
    for (const b of given) expect(b.services!.length, b.name).toBeLessThanOrEqual(3);
  });

  it('names and phones are unique', () => {
    expect(new Set(businesses.map((b) => b.name)).size).toBe(businesses.length);
    expect(new Set(businesses.map((b) => b.phone.replace(/\D/g, ''))).size).toBe(businesses.length);
  });
});
