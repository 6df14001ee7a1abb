import type { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../render/render-site.ts';
import { fileText, sharedOrigin, siteWith } from '../render/testing.ts';
import { monogramInitials } from './monogram.ts';

describe('the monogram browser icon (owner set none)', () => {
  it('takes the first letter of the first two words, upper-cased, whole characters', () => {
    expect(monogramInitials('Riverside Heating')).toBe('RH');
    expect(monogramInitials('rosa')).toBe('R');
    expect(monogramInitials('  Smith & Sons Plumbing ')).toBe('SS');
    expect(monogramInitials('A-1 Movers')).toBe('A1');
    expect(monogramInitials('😀 Party Hire')).toBe('😀P');
    expect(monogramInitials('Ελαία Καφέ')).toBe('ΕΚ');
    expect(monogramInitials('   ')).toBe('');
  });

  it("draws the initials in the button's text colour on the button colour, escaped", async () => {
    const base = siteWith({ favIcon: null, businessName: 'Tom & <Jerry>' });
    const site = {
      ...base,
      theme: {
        ...base.theme,
        colors: { ...base.theme.colors, buttonBackgroundColor: '#7C3AED', buttonTextColor: '#FFFFFF' },
      },
    };
    const svg = fileText(await renderSite(site, sharedOrigin), /^assets\/icon\.[0-9a-f]{8}\.svg$/);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">')).toBe(true);
    expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#7C3AED"/>');
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).toMatch(/>T&#60;<\/text><\/svg>$/);
    expect(svg).not.toContain('<Jerry');
    expect(Buffer.byteLength(svg)).toBeLessThan(400);
  });

  it('names the file by its content: a new name when the colours or the name change', async () => {
    const path = async (w: ReturnType<typeof createWebsiteFixture>) =>
      (await renderSite(w, sharedOrigin)).files.find((f) => f.path.endsWith('.svg'))?.path;
    const base = siteWith({ favIcon: null });
    expect(await path(base)).toBe(await path(siteWith({ favIcon: null })));
    expect(await path(siteWith({ favIcon: null, businessName: 'Other Name' }))).not.toBe(await path(base));
  });
});
