import { describe, expect, it } from 'vitest';
import { hasEditAccess, takeEditControl } from './edit-control.ts';

const at = '2025-01-01T00:00:00.000Z';

describe('spec §4 editing control', () => {
  it.each([
    [
      'last modifier is the user',
      { userId: 'owner', lastModifiedBy: { userId: 'ed', timestamp: at } },
      'ed',
      true,
    ],
    ['no last modifier, user is the owner', { userId: 'owner' }, 'owner', true],
    ['null last modifier, user is the owner', { userId: 'owner', lastModifiedBy: null }, 'owner', true],
    [
      'last modifier is someone else (even for the owner)',
      { userId: 'owner', lastModifiedBy: { userId: 'ed', timestamp: at } },
      'owner',
      false,
    ],
    ['no last modifier, user is an editor', { userId: 'owner' }, 'ed', false],
  ])('%s → %s', (_rule, website, userId, access) => {
    expect(hasEditAccess(website, userId)).toBe(access);
  });
});

describe('spec §4 taking control', () => {
  const now = new Date('2025-02-02T10:00:00.000Z');

  it('records the user as last modifier and names whose changes are lost', () => {
    const website = { userId: 'owner', lastModifiedBy: { userId: 'ed', timestamp: at } };
    const result = takeEditControl(website, 'owner', now);
    expect(result).toEqual({
      lastModifiedBy: { userId: 'owner', timestamp: '2025-02-02T10:00:00.000Z' },
      displacedUserId: 'ed',
    });
    expect(hasEditAccess({ ...website, lastModifiedBy: result.lastModifiedBy }, 'owner')).toBe(true);
    expect(hasEditAccess({ ...website, lastModifiedBy: result.lastModifiedBy }, 'ed')).toBe(false);
  });

  it('an editor taking control from an idle site displaces the owner', () => {
    expect(takeEditControl({ userId: 'owner' }, 'ed', now).displacedUserId).toBe('owner');
  });

  it('taking control one already holds displaces nobody', () => {
    expect(takeEditControl({ userId: 'owner' }, 'owner', now).displacedUserId).toBeNull();
  });
});
