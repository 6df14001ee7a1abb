import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary.ts';
import { emptyBusiness, type ImportedBusiness } from './imported-business.ts';
import { missingInformation, needsMoreInformation } from './more-information.ts';

const imported = (fields: Partial<ImportedBusiness>): ImportedBusiness => ({
  ...emptyBusiness('Generic', 'https://example.com/'),
  ...fields,
});

// Spec §2/§8 'More information needed': the rule is decided in more-information.ts.
describe('needsMoreInformation', () => {
  it.each([
    [
      'a name and a real description',
      { businessName: 'Rosa Plumbing', description: 'Family plumbers fixing leaks in Portland' },
      undefined,
      [],
    ],
    [
      'a name and a one-word description',
      { businessName: 'Rosa Plumbing', description: 'plumbing' },
      undefined,
      ['whatTheBusinessDoes'],
    ],
    ['nothing at all', {}, undefined, ['businessName', 'whatTheBusinessDoes']],
    [
      'a description but no name',
      { description: 'Family plumbers fixing leaks in Portland' },
      undefined,
      ['businessName'],
    ],
    [
      'a blank name',
      { businessName: '   ', description: 'Family plumbers fixing leaks in Portland' },
      undefined,
      ['businessName'],
    ],
    [
      'a name and imported services',
      { businessName: 'Rosa' },
      imported({ services: ['Drain cleaning'] }),
      [],
    ],
    [
      'a name and an imported description',
      { businessName: 'Rosa' },
      imported({ description: 'We repair water heaters and boilers.' }),
      [],
    ],
    [
      'a name and 500 characters of page text',
      { businessName: 'Rosa' },
      imported({ text: 'x'.repeat(500) }),
      [],
    ],
    [
      'a name and 499 characters of page text',
      { businessName: 'Rosa' },
      imported({ text: 'x'.repeat(499) }),
      ['whatTheBusinessDoes'],
    ],
    [
      'an imported name and services, nothing answered',
      {},
      imported({ name: 'Rosa', services: ['Leaks'] }),
      [],
    ],
    [
      'a name and only a category',
      { businessName: 'Rosa' },
      imported({ category: 'Plumbing Service' }),
      ['whatTheBusinessDoes'],
    ],
  ] as const)('%s → missing %j', (_label, answers, business, missing) => {
    expect(missingInformation(answers, business)).toEqual(missing);
    expect(needsMoreInformation(answers, business)).toBe(missing.length > 0);
  });
});

describe('importSummary', () => {
  it('lists the facts, then the page text, within 7500 characters', () => {
    const summary = importSummary(
      imported({
        name: 'Ember & Oak Coffee',
        services: ['Espresso bar', 'Beans'],
        rating: { value: 4.7, count: 312 },
        reviews: [{ text: 'Lovely porch.', author: 'Keisha L.' }],
        text: 'y'.repeat(7500),
      }),
    );
    expect(summary).toMatch(
      /^Name: Ember & Oak Coffee\nServices: Espresso bar; Beans\nRating: 4.7 out of 5 from 312 reviews\n/,
    );
    expect(summary).toContain('Review by Keisha L.: Lovely porch.');
    expect(summary).toHaveLength(7500);
  });

  it('is empty when nothing was imported', () => {
    expect(importSummary(imported({}))).toBe('');
  });
});
