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
import type { IndustryProfile } from '../offline/industry-profile.ts';
import { readOwnerWords } from '../offline/owner-words.ts';
import type { Trade } from '../offline/trades/index.ts';
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

/** What the draft's search settings are written from. */
export interface SearchFacts {
  businessName: string;
  town: string;
  /** The recognised trade, or null. */
  trade: Trade | null;
  profile: IndustryProfile;
  /** The owner's description, for the trade in their words when none is recognised. */
  description: string;
  /** The services the page lists, in order (the owner's, else the imported or written ones). */
  services: readonly string[];
  /** The description so far (the owner's, else the written about text). */
  about: string;
}

/** The longest summary sentence: a meta description is cut at 160 characters. */
const summaryMax = 155;

/** "a, b and c" */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the business is, in a title: the trade's name, the industry's label, or the trade in the owner's words. */
function tradeLabelOf(facts: SearchFacts): string {
  if (facts.trade) return facts.trade.name;
  if (facts.profile.slug !== 'general') return facts.profile.label;
  const said = readOwnerWords(facts.description).trade;
  return said ? said.charAt(0) + said.slice(1).toLowerCase() : '';
}

/**
 * The draft's search settings, written from the business's real facts: the page title ("Rivera
 * Plumbing | Plumber in Austin"), keywords from the business, its trade, its town and the services the
 * page lists (never generic words), a description that opens with one sentence naming the trade, the
 * town and the first services (the meta description shows its first 160 characters) followed by the
 * owner's own description, and the schema.org type of the trade for the page's JSON-LD (left out for
 * plain `LocalBusiness`).
 */
export function searchSettingsOf(
  facts: SearchFacts,
): Pick<WebsiteSettings, 'pageTitle' | 'seoKeywords' | 'businessDescription' | 'businessType'> {
  const { businessName, town } = facts;
  const trade = tradeLabelOf(facts);
  const what = [trade, town].filter(Boolean).join(' in ');
  const services = facts.services.map((s) => s.trim()).filter(Boolean);
  const lower = services
    .map((s) => (/^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1)))
    .filter((s) => s.toLowerCase() !== trade.toLowerCase());
  let summary = '';
  for (let n = Math.min(3, lower.length); n >= 0 && (!summary || summary.length > summaryMax); n--) {
    const offers = n > 0 ? ` for ${listed(lower.slice(0, n))}` : '';
    summary =
      what || offers
        ? `${businessName}: ${what ? what.charAt(0).toLowerCase() + what.slice(1) : ''}${offers}.`
        : '';
  }
  summary = summary.replace(': for', ': ').replace(/:\s+\./, '.');
  const about = facts.about.trim();
  const businessType = facts.trade?.schemaType;
  return {
    pageTitle: clipText(what ? `${businessName} | ${what}` : businessName, fieldLimits.websiteTitle),
    seoKeywords: keywords([
      businessName,
      trade,
      ...(town && trade ? [`${trade} ${town}`, town] : town ? [town] : []),
      ...services,
      ...services.slice(0, 2).flatMap((s) => (town ? [`${s} ${town}`] : [])),
    ]),
    businessDescription: clipText(
      summary && !about.startsWith(summary) ? `${summary} ${about}`.trim() : about,
      fieldLimits.businessDescription,
    ),
    ...(businessType && businessType !== 'LocalBusiness' ? { businessType } : {}),
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
