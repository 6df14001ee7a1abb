import type { Industry, LocalBusinessType } from '@sitewright/model';
import type { PictureSet } from '../../images/bundled/trade-art.ts';

/**
 * The schema.org types a trade's page may declare: `LocalBusiness` and the subtypes that name a
 * trade — the model's closed list, so a misspelt type in the data is a compile error.
 */
export type SchemaOrgType = LocalBusinessType;

/**
 * One small-business trade, as a business directory lists it. Data only: what the trade is called,
 * the words owners and customers use for it, what it typically offers and what customers ask.
 * Nothing here is a fact about one business (no prices, years, credentials or promises): those are
 * the owner's to state.
 */
export interface Trade {
  /** kebab-case, unique: "plumber", "dog-groomer". */
  id: string;
  /** What the trade is called in a heading: "Plumber", "Dog groomer". */
  name: string;
  /**
   * Words and short phrases that point to this trade, as owners and customers write them
   * ("plumbing", "leak", "water heater"). Matched on word stems, so "leaks" and "leak" are one word;
   * a word points to one trade only.
   */
  words: readonly string[];
  /** 4–8 typical services, as short headings ("Drain cleaning"). */
  services: readonly string[];
  /**
   * What each service involves, one sentence each in the order of `services` ("Slow sinks, blocked
   * showers and clogged main lines cleared…"): the Services copy of a business no bundled industry
   * is written for. Absent for a trade with an `industry`, whose rich copy has its own.
   */
  descriptions?: readonly string[];
  /** Questions customers of this trade ask (no answers: those are the owner's). */
  faq: readonly string[];
  /** The schema.org type of such a business, else `LocalBusiness`. */
  schemaType: SchemaOrgType;
  /** The bundled industry whose rich copy is written for this very trade, when there is one. */
  industry?: Industry;
  /**
   * Bundled drawing sets that suit this trade, best first: an industry's, or one drawn for trades
   * none of them draws ("pet-care", "photography"); empty when none does.
   */
  pictures: readonly PictureSet[];
}

/** The directory categories the taxonomy is split into, one data module each. */
export type TradeCategory =
  | 'home-services'
  | 'health'
  | 'beauty'
  | 'food-and-drink'
  | 'events'
  | 'education'
  | 'auto'
  | 'pets'
  | 'professional'
  | 'creative'
  | 'fitness'
  | 'childcare'
  | 'retail-and-repair'
  | 'lodging-and-community';
