import {
  clipText,
  defaultTheme,
  fieldLimits,
  fontPairs,
  type Theme,
  type ThemeColors,
  type ThemeFont,
  type WebsiteSettings,
} from '@sitewright/model';
import type { WebsiteCopy } from '../copy/website-copy-spec.ts';
import type { IndustryProfile } from '../offline/industry-profile.ts';
import { completePalette } from '../palette/complete-palette.ts';

/** Comma-joined keywords within the §9 256 characters, cut between keywords, never inside one. */
function keywords(parts: readonly string[]): string {
  const seen = new Set<string>();
  let out = '';
  for (const part of parts) {
    const k = part.trim().toLowerCase();
    if (!k || seen.has(k)) continue;
    const next = out ? `${out}, ${k}` : k;
    if (next.length > fieldLimits.seoKeywords) break;
    seen.add(k);
    out = next;
  }
  return out;
}

/** Page title and SEO keywords: the business, its trade and its town. */
export function seoOf(
  businessName: string,
  profile: IndustryProfile,
  town: string,
  copy: WebsiteCopy,
): Pick<WebsiteSettings, 'pageTitle' | 'seoKeywords'> {
  const trade = profile.slug === 'general' ? '' : profile.label;
  const what = [trade, town].filter(Boolean).join(' in ');
  return {
    pageTitle: clipText(what ? `${businessName} | ${what}` : businessName, fieldLimits.websiteTitle),
    seoKeywords: keywords([
      businessName,
      trade,
      ...(town && trade ? [`${trade} ${town}`, town] : town ? [town] : []),
      ...copy.services.map((s) => s.heading),
    ]),
  };
}

/**
 * The theme of a new site: the industry's preset style, the chosen (or first generated) colours
 * and font pair. Chosen colours are completed like generated ones, so the draft keeps WCAG AA
 * whatever the owner picked in onboarding.
 */
export function themeOf(
  profile: IndustryProfile,
  colours: ThemeColors | undefined,
  fonts: { heading: ThemeFont; body: ThemeFont } | undefined,
): Theme {
  const pair = fonts ?? fontPairs.find((p) => p.name === profile.look.fonts[0]) ?? fontPairs[0]!;
  return {
    ...structuredClone(defaultTheme),
    presetStyle: profile.look.preset,
    colors: colours ? completePalette(colours) : { ...defaultTheme.colors },
    headingFont: { ...pair.heading },
    bodyFont: { ...pair.body },
  };
}
