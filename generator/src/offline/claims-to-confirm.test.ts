import { describe, expect, it } from 'vitest';
import { findUnconfirmedFacts, ownerFactsOf } from '../truth/find-unconfirmed-facts.ts';
import { claimLines, claimsToConfirm } from './claims-to-confirm.ts';
import { trades } from './trades/index.ts';

const trade = (id: string) => trades.find((t) => t.id === id)!;

describe('claims the offline draft proposes for the owner to confirm', () => {
  const lines = [...Object.values(claimLines.byCategory), ...Object.values(claimLines.byTrade)].flat();

  it.each(lines.map((l) => [l.text, l.reason] as const))(
    '"%s" is one sentence the truthfulness check flags as %s',
    (text, reason) => {
      expect(findUnconfirmedFacts(text, ownerFactsOf([]))).toMatchObject([{ text, reason }]);
    },
  );

  it('every trade named in the data exists', () => {
    for (const id of Object.keys(claimLines.byTrade)) expect(trade(id), id).toBeDefined();
  });

  it('by trade: a plumber, a car mechanic, a book shop, a lawyer, a non-profit, a courier', () => {
    expect(claimsToConfirm(trade('plumber'), 'general').map((c) => c.text)).toEqual([
      'Fully licensed and insured.',
      'Free, no-obligation quotes.',
    ]);
    expect(claimsToConfirm(trade('auto-repair'), 'general').map((c) => c.text)).toEqual([
      'Certified, insured technicians.',
      'Free estimates before any work starts.',
    ]);
    expect(claimsToConfirm(trade('book-store'), 'general')).toEqual([]);
    expect(claimsToConfirm(trade('lawyer'), 'general').map((c) => c.reason)).toEqual([
      'credential',
      'guarantee',
    ]);
  });

  it('for one of the 30 industries, the trade it is written for; none for an unknown trade', () => {
    expect(claimsToConfirm(null, 'electrician').map((c) => c.text)).toEqual([
      'Fully licensed and insured.',
      'Free, no-obligation quotes.',
    ]);
    expect(claimsToConfirm(null, 'general')).toEqual([]);
  });
});
