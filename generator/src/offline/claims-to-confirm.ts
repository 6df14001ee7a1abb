// biome-ignore-all format: one line per category or trade keeps the data reviewable
import type { Industry } from '@sitewright/model';
import type { ClaimToConfirm } from '../copy/website-copy-spec.ts';
import { trades, tradesByCategory } from './trades/index.ts';
import type { Trade, TradeCategory } from './trades/trade.ts';

const credential = (text: string): ClaimToConfirm => ({ text, reason: 'credential' });
const guarantee = (text: string): ClaimToConfirm => ({ text, reason: 'guarantee' });

/**
 * Sentences customers of a trade look for that only the owner can vouch for: the offline draft
 * proposes them in the Introduction as marked suggestions, never as facts. Where a category is too
 * mixed for one line (a book shop is not a repair shop, a courier offers no consultation), it has
 * none and the trades that fit are listed below.
 */
const byCategory: Partial<Record<TradeCategory, readonly ClaimToConfirm[]>> = {
  'home-services': [credential('Fully licensed and insured.'), guarantee('Free, no-obligation quotes.')],
  auto: [credential('Certified, insured technicians.'), guarantee('Free estimates before any work starts.')],
  health: [credential('Licensed and insured practitioners.')],
  beauty: [credential('Licensed, insured professionals.')],
  fitness: [credential('Certified, insured coaches.'), guarantee('Your first class is free.')],
  pets: [credential('Fully insured and pet first-aid certified.')],
  childcare: [credential('Licensed, with background-checked staff trained in first aid.')],
  education: [credential('Qualified, background-checked teachers.'), guarantee('Your first lesson is free.')],
  events: [credential('Fully insured.')],
};

/** Trades whose lines differ from their category's. */
const byTrade: Readonly<Record<string, readonly ClaimToConfirm[]>> = {
  accountant: [credential('Certified and insured.'), guarantee('A free first consultation.')],
  'tax-preparer': [credential('Certified and insured.'), guarantee('A free first consultation.')],
  lawyer: [credential('Licensed to practise, with professional insurance.'), guarantee('A free first consultation.')],
  'insurance-agent': [credential('Licensed and insured.'), guarantee('Free, no-obligation quotes.')],
  'real-estate-agent': [credential('Licensed and insured.'), guarantee('A free, no-obligation valuation.')],
  'mortgage-broker': [credential('Licensed and insured.'), guarantee('A free first consultation.')],
  'financial-advisor': [credential('Certified and insured.'), guarantee('A free first consultation.')],
  architect: [credential('Licensed and insured.'), guarantee('A free first consultation.')],
  'land-surveyor': [credential('Licensed and insured.'), guarantee('Free, no-obligation quotes.')],
  'private-investigator': [credential('Licensed and insured.'), guarantee('A free first consultation.')],
  doula: [credential('Certified and insured.')],
  'life-coach': [credential('Certified and insured.'), guarantee('A free first consultation.')],
  'electronics-repair': [guarantee('Repairs come with a warranty.'), guarantee('Free diagnosis before any repair.')],
  'bike-shop': [guarantee('Repairs come with a warranty.')],
  'shoe-repair': [guarantee('Repairs come with a warranty.')],
  'watch-repair': [guarantee('Repairs come with a warranty.')],
  'small-appliance-repair': [guarantee('Repairs come with a warranty.'), guarantee('Free diagnosis before any repair.')],
  bookkeeper: [credential('Certified and insured.'), guarantee('A free first consultation.')],
  'it-support': [guarantee('A free first consultation.')],
  'web-designer': [guarantee('A free first consultation.')],
  'marketing-agency': [guarantee('A free first consultation.')],
  'business-consultant': [guarantee('A free first consultation.')],
  photographer: [credential('Fully insured.'), guarantee('A free first consultation.')],
  videographer: [credential('Fully insured.'), guarantee('A free first consultation.')],
  'graphic-designer': [guarantee('A free first consultation.')],
  'interior-designer': [guarantee('A free first consultation.')],
  'professional-organizer': [credential('Fully insured.'), guarantee('A free first consultation.')],
  'home-inspector': [credential('Licensed and insured.')],
};

const categoryOf = new Map<Trade, TradeCategory>(
  (Object.entries(tradesByCategory) as Array<[TradeCategory, readonly Trade[]]>).flatMap(([category, list]) =>
    list.map((t): [Trade, TradeCategory] => [t, category]),
  ),
);

/**
 * What the offline draft proposes for this trade (or, when the copy is written for one of the 30
 * industries, the trade that industry is written for); none for a business of no known trade.
 */
export function claimsToConfirm(trade: Trade | null, industry: Industry | 'general'): readonly ClaimToConfirm[] {
  const known = trade ?? trades.find((t) => t.industry === industry) ?? null;
  if (!known) return [];
  return byTrade[known.id] ?? byCategory[categoryOf.get(known)!] ?? [];
}

/** The data, for its test: every line, with where it is used. */
export const claimLines = { byCategory, byTrade };
