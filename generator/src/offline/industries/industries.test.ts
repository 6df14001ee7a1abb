import { countSentences, fieldLimits, fontPairs, generatedTextFits, industry } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { fill } from '../fill.ts';
import { type IndustryProfile, row } from '../industry-profile.ts';
import { generalProfile, industryProfiles } from './index.ts';

const profiles: IndustryProfile[] = [
  ...industry.options.map((slug) => industryProfiles[slug]),
  generalProfile,
];
const long = { name: 'Maple & Co', town: 'Springfield' };
const none = { name: 'Maple & Co', town: '' };
const tokenFree = (t: string) => !t.includes('{town}');

describe('industry data (one file per industry of spec §2)', () => {
  it('covers exactly the 30 industries', () => {
    expect(Object.keys(industryProfiles).sort()).toEqual([...industry.options].sort());
    for (const slug of industry.options) expect(industryProfiles[slug].slug).toBe(slug);
  });

  describe.each(profiles.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    it('has enough of every kind of copy, and every row has its parts', () => {
      // The general profile has no services: a business's services are its own or its trade's.
      expect(p.services.length).toBeGreaterThanOrEqual(p.slug === 'general' ? 0 : 6);
      expect(p.faq.length).toBeGreaterThanOrEqual(6);
      expect(p.ideas.filter((i) => generatedTextFits('idea', i)).length).toBeGreaterThanOrEqual(10);
      for (const s of p.services) expect(s.split(' | ')).toHaveLength(2);
      for (const f of p.faq) expect(row(f, 2).length).toBeGreaterThanOrEqual(2);
      for (const pair of p.look.fonts) expect(fontPairs.map((f) => f.name)).toContain(pair);
    });

    it('keeps every text within its §5 and §9 limits once filled', () => {
      for (const values of [long, none]) {
        const headlines = p.headlines.filter((h) => values.town || tokenFree(h)).map((h) => fill(h, values));
        expect(headlines.filter((h) => generatedTextFits('introHeadline', h)).length).toBeGreaterThanOrEqual(
          3,
        );
      }
      expect(generatedTextFits('contactTitle', p.headings.contact)).toBe(true);
      expect(p.headings.cta.length).toBeLessThanOrEqual(fieldLimits.buttonLabel);
      expect(
        p.quotes.filter((q) => generatedTextFits('quote', q) && q.length <= fieldLimits.quotePrimary).length,
      ).toBeGreaterThanOrEqual(3);
      for (const sentence of p.about) expect(countSentences(fill(sentence, long)), sentence).toBe(1);
      for (const s of p.services) {
        const [heading, paragraph] = row(s, 2);
        expect(heading!.length).toBeLessThanOrEqual(fieldLimits.servicesHeading);
        expect(paragraph!.length).toBeLessThanOrEqual(fieldLimits.servicesBody);
      }
    });
  });

  // "no two industries share services copy"
  it('gives every industry its own service names and descriptions', () => {
    const seen = new Map<string, string>();
    for (const slug of industry.options) {
      for (const s of industryProfiles[slug].services) {
        for (const text of row(s, 2)) {
          const key = text.toLowerCase();
          expect(seen.get(key), `"${text}" in ${slug}`).toBeUndefined();
          seen.set(key, slug);
        }
      }
    }
  });
});
