import { fieldLimits, industry } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { pictureSets } from '../../images/bundled/trade-art.ts';
import { trades, tradesByCategory } from './index.ts';
import { stemsOf } from './trade-words.ts';

/** Words that would state a fact the owner answers for (a price, years, a credential, a promise). */
const claims =
  /[$£€]|\d|\b(?:(?<!-)free|cheap|best|award|certified|licensed|licenced|insured|guarantee|guaranteed|years?|experienced|expert|top-rated|#1|cheapest|affordable)\b/i;

describe('the trade taxonomy', () => {
  it('lists at least 150 trades across the 14 directory categories', () => {
    expect(trades.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(tradesByCategory)).toEqual([
      'home-services',
      'health',
      'beauty',
      'food-and-drink',
      'events',
      'education',
      'auto',
      'pets',
      'professional',
      'creative',
      'fitness',
      'childcare',
      'retail-and-repair',
      'lodging-and-community',
    ]);
    for (const list of Object.values(tradesByCategory)) expect(list.length).toBeGreaterThanOrEqual(5);
  });

  it('has every entry complete: an id, a name, words, 4–8 services (described unless an industry is), FAQ questions, a schema.org type', () => {
    for (const t of trades) {
      expect(t.id, t.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(t.name.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.words.length, t.id).toBeGreaterThanOrEqual(4);
      expect(t.services.length, t.id).toBeGreaterThanOrEqual(4);
      expect(t.services.length, t.id).toBeLessThanOrEqual(8);
      expect(t.faq.length, t.id).toBeGreaterThanOrEqual(3);
      expect(t.schemaType, t.id).toMatch(/^[A-Z][A-Za-z]+$/);
      for (const w of t.words) expect(w, t.id).toMatch(/^[a-z0-9&é][a-z0-9&é' -]*$/);
      for (const s of t.services) {
        expect(s.length, `${t.id}: ${s}`).toBeLessThanOrEqual(40);
        expect(s, `${t.id}: ${s}`).toMatch(/^[A-Z]/);
        expect(s, `${t.id}: ${s}`).not.toMatch(claims);
      }
      for (const q of t.faq) {
        expect(q, `${t.id}: ${q}`).toMatch(/^[A-Z].*\?$/);
        expect(q, `${t.id}: ${q}`).not.toMatch(claims);
      }
      for (const p of t.pictures) expect(pictureSets, t.id).toContain(p);
      if (t.industry) expect(industry.options, t.id).toContain(t.industry);
      expect(new Set(t.services).size, t.id).toBe(t.services.length);
      // A trade no bundled industry is written for describes each of its services itself.
      if (!t.industry) {
        expect(t.descriptions?.length, t.id).toBe(t.services.length);
        for (const d of t.descriptions ?? []) {
          expect(d, `${t.id}: ${d}`).toMatch(/^[A-Z].{15,}\.$/);
          expect(d.length, `${t.id}: ${d}`).toBeLessThanOrEqual(fieldLimits.servicesBody);
          expect(d, `${t.id}: ${d}`).not.toMatch(claims);
        }
      }
    }
  });

  it('has unique ids and names, and each recognition word (by its stems) points to one trade only', () => {
    expect(new Set(trades.map((t) => t.id)).size).toBe(trades.length);
    expect(new Set(trades.map((t) => t.name.toLowerCase())).size).toBe(trades.length);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of trades) {
      for (const w of t.words) {
        const key = stemsOf(w).join(' ');
        const other = owner.get(key);
        if (other !== undefined && other !== t.id) clashes.push(`${w}: ${other} and ${t.id}`);
        owner.set(key, t.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('maps each of the 30 bundled industries to the trade whose rich copy it is', () => {
    const mapped = new Set(trades.flatMap((t) => (t.industry ? [t.industry] : [])));
    expect([...mapped].sort()).toEqual([...industry.options].sort());
  });
});
