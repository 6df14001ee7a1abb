import {
  generatedTextFits,
  generationPrompts,
  type Industry,
  industry,
  validateGoogleAd,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../palette/colour-math.ts';
import { paletteProblems } from '../palette/complete-palette.ts';
import { memoryRecorder } from '../record/ai-prompt-recorder.ts';
import { OfflineGenerator } from './offline-generator.ts';

const brief = (slug: Industry, location = 'Springfield, IL') => ({
  businessName: 'Maple & Co',
  location,
  industry: slug,
});

describe('OfflineGenerator: the free tools and the look', () => {
  const recorder = memoryRecorder();
  const generator = new OfflineGenerator(recorder);

  it.each(industry.options)('%s: 12 names, 10 ideas, 3 ads, each within its spec §5 limit', async (slug) => {
    for (const location of ['Springfield, IL', '']) {
      const names = await generator.businessNames(brief(slug, location));
      expect(names).toHaveLength(generationPrompts.businessNames);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(12);
      for (const name of names) expect(name.length).toBeLessThanOrEqual(48);
      const ideas = await generator.businessIdeas(brief(slug, location));
      expect(ideas).toHaveLength(generationPrompts.businessIdeas);
      for (const idea of ideas) expect(generatedTextFits('idea', idea), idea).toBe(true);
      const ads = await generator.googleAds(brief(slug, location));
      expect(ads).toHaveLength(3);
      for (const ad of ads) expect(validateGoogleAd(ad)).toEqual({ ok: true, value: ad });
      expect(JSON.stringify({ names, ideas, ads })).not.toMatch(/\{(name|town)\}|lorem/i);
    }
  });

  it.each(industry.options)(
    '%s: 8 palettes with WCAG AA text and button contrast, 8 font pairs',
    async (slug) => {
      const palettes = await generator.palettes(brief(slug));
      expect(palettes).toHaveLength(generationPrompts.colourPalettes);
      for (const { colors } of palettes) {
        expect(Object.keys(colors)).toHaveLength(7);
        expect(paletteProblems(colors)).toEqual([]);
        expect(relativeLuminance(colors.buttonBackgroundHoverColor)).toBeLessThan(
          relativeLuminance(colors.buttonBackgroundColor),
        );
        expect(relativeLuminance(colors.buttonBackgroundPressedColor)).toBeLessThan(
          relativeLuminance(colors.buttonBackgroundHoverColor),
        );
      }
      const pairs = await generator.fontPairs(brief(slug));
      expect(pairs).toHaveLength(generationPrompts.fontPairs);
      expect(new Set(pairs.map((p) => p.name)).size).toBe(8);
    },
  );

  it('records every call with the offline model and its outcome', async () => {
    const before = recorder.entries.length;
    await generator.quotes(brief('spa'), 2, { userId: 'user-1', websiteId: 'site-1' });
    expect(recorder.entries.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'Quote',
        model: 'offline',
        outcome: 'ok',
        userId: 'user-1',
        websiteId: 'site-1',
        promptTokens: 0,
      }),
    ]);
  });

  it('is deterministic for a seed and varies with it', async () => {
    const one = await generator.businessNames(brief('barber-shop'), { seed: 1 });
    expect(await generator.businessNames(brief('barber-shop'), { seed: 1 })).toEqual(one);
    expect(await generator.businessNames(brief('barber-shop'), { seed: 2 })).not.toEqual(one);
  });

  it('writes quotes of at most 12 words and about texts of at most 4 sentences that use the owner’s words', async () => {
    const about = await generator.about({
      businessName: 'Northside Physio',
      location: 'Leeds',
      activities: 'We help runners and office workers recover from injuries and back pain.',
      industry: 'physical-therapist',
    });
    expect(generatedTextFits('about', about)).toBe(true);
    expect(about).toContain('We help runners and office workers recover from injuries and back pain.');
    for (const q of await generator.quotes(brief('therapist'), 3))
      expect(generatedTextFits('quote', q.text)).toBe(true);
  });

  it('gives what the data holds when asked for more items than it has', async () => {
    const services = await generator.services(brief('accountant'), 24);
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.length).toBeLessThanOrEqual(24);
  });

  it('writes no price, no review and no team member: those are the owner’s to give', async () => {
    for (const location of ['Leeds, UK', 'Dublin, Ireland', 'Austin, TX']) {
      const services = await generator.services({ ...brief('tire-shop'), location }, 6);
      expect(services).toHaveLength(6);
      expect(services.map((s) => s.pricing)).toEqual(['', '', '', '', '', '']);
      expect(JSON.stringify(services)).not.toMatch(/[$£€]\s?\d/);
    }
    expect(await generator.reviews(brief('hair-styling'), 3)).toEqual([]);
    expect(await generator.teamBios(brief('hair-styling'), 3)).toEqual([]);
  });
});
