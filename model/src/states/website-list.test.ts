import { describe, expect, it } from 'vitest';
import { sortWebsiteList } from './website-list.ts';

describe('spec §3 website list: newest first by lastDesignedAt, else modifiedAt', () => {
  it('orders by last designed, falling back to last modified', () => {
    const items = [
      { id: 'a', lastDesignedAt: '2025-01-01T00:00:00Z', modifiedAt: '2025-05-01T00:00:00Z' },
      { id: 'b', lastDesignedAt: null, modifiedAt: '2025-03-01T00:00:00Z' },
      { id: 'c', lastDesignedAt: '2025-04-01T00:00:00Z', modifiedAt: '2025-01-01T00:00:00Z' },
      { id: 'd' },
      { id: 'e', modifiedAt: 1_700_000_000_000 },
    ];
    expect(sortWebsiteList(items).map((i) => i.id)).toEqual(['c', 'b', 'a', 'e', 'd']);
  });

  it('keeps input order for ties and does not mutate the input', () => {
    const items = [
      { id: 'x', modifiedAt: '2025-01-01T00:00:00Z' },
      { id: 'y', modifiedAt: '2025-01-01T00:00:00Z' },
    ];
    const copy = [...items];
    expect(sortWebsiteList(items).map((i) => i.id)).toEqual(['x', 'y']);
    expect(items).toEqual(copy);
  });
});
