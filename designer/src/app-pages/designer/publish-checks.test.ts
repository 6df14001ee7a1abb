import { describe, expect, it } from 'vitest';
import { addressCandidates, missingLinkLine } from './publish-checks.ts';

describe('publish checks', () => {
  it('suggests addresses from the business name, valid by spec §5 (3–24: letters, digits, dashes)', () => {
    expect(addressCandidates('Rivera Plumbing')).toEqual([
      'rivera-plumbing',
      'rivera-plumbing-2',
      'rivera-plumbing-3',
      'rivera-plumbing-4',
      'rivera-plumbing-5',
    ]);
    expect(addressCandidates('Crème & Co. Bakery', 2)).toEqual(['creme-co-bakery', 'creme-co-bakery-2']);
    // Cut at a word, leaving room for "-2".
    expect(addressCandidates('Northside Emergency Plumbing and Heating', 1)).toEqual(['northside-emergency']);
    expect(addressCandidates('', 2)).toEqual([]);
  });

  it('names a button left out for its missing link', () => {
    expect(
      missingLinkLine({ sectionId: 's', sectionName: 'Scheduling', label: 'Book now', kind: 'button' }),
    ).toBe('Left out: the “Book now” button in Scheduling has no link');
  });
});
