export {
  minimumTradeScore,
  type RecognisedTrade,
  recogniseTrade,
  type TradeText,
} from './recognise-trade.ts';
export { trades, tradesByCategory } from './taxonomy.ts';
export type { SchemaOrgType, Trade, TradeCategory } from './trade.ts';
