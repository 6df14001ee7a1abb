import { auto } from './auto.ts';
import { beauty } from './beauty.ts';
import { childcare } from './childcare.ts';
import { creative } from './creative.ts';
import { education } from './education.ts';
import { events } from './events.ts';
import { fitness } from './fitness.ts';
import { foodAndDrink } from './food-and-drink.ts';
import { health } from './health.ts';
import { homeServices } from './home-services.ts';
import { lodgingAndCommunity } from './lodging-and-community.ts';
import { pets } from './pets.ts';
import { professional } from './professional.ts';
import { retailAndRepair } from './retail-and-repair.ts';
import type { Trade, TradeCategory } from './trade.ts';

/** The taxonomy by directory category; a missing category is a compile error. */
export const tradesByCategory: Record<TradeCategory, readonly Trade[]> = {
  'home-services': homeServices,
  health,
  beauty,
  'food-and-drink': foodAndDrink,
  events,
  education,
  auto,
  pets,
  professional,
  creative,
  fitness,
  childcare,
  'retail-and-repair': retailAndRepair,
  'lodging-and-community': lodgingAndCommunity,
};

/** Every trade, in category order (the order breaks ties between equally scored trades). */
export const trades: readonly Trade[] = Object.values(tradesByCategory).flat();
