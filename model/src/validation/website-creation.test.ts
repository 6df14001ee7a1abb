import { describe, expect, it } from 'vitest';
import { validateWebsiteCreation } from './website-creation.ts';

describe('spec §5 creating a website: non-empty id and owned count below the limit', () => {
  it.each([
    ['no websites yet', { id: 'w1', ownedCount: 0 }],
    ['4 owned, limit 5', { id: 'w1', ownedCount: 4 }],
    ['9 owned, raised limit 10 (spec §9 local development)', { id: 'w1', ownedCount: 9, limit: 10 }],
  ])('accepts: %s', (_rule, request) => {
    expect(validateWebsiteCreation(request)).toEqual({ ok: true, value: 'w1' });
  });

  it.each([
    ['5 owned, limit 5', { id: 'w1', ownedCount: 5 }, 'Maximum allowed website limit exceeded'],
    ['10 owned, limit 10', { id: 'w1', ownedCount: 10, limit: 10 }, 'Maximum allowed website limit exceeded'],
    ['empty id', { id: '', ownedCount: 0 }, 'A website id is required'],
    ['blank id', { id: '  ', ownedCount: 0 }, 'A website id is required'],
  ])('refuses: %s', (_rule, request, message) => {
    expect(validateWebsiteCreation(request)).toEqual({ ok: false, message });
  });
});
