import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { createSavedDrafts } from './saved-drafts.ts';

const draft = (name: string): Website => {
  const fixture = createWebsiteFixture();
  return { ...fixture, websiteSettings: { ...fixture.websiteSettings, businessName: name } };
};

describe('SavedDrafts', () => {
  it('answers the draft saved as exactly that version of that website', () => {
    const saved = createSavedDrafts();
    const v3 = draft('Three');
    saved.remember('site-a', 3, v3);
    expect(saved.find('site-a', 3)).toBe(v3);
    expect(saved.find('site-a', 2)).toBeUndefined();
    expect(saved.find('site-a', 4)).toBeUndefined();
    expect(saved.find('site-b', 3)).toBeUndefined();
  });

  it('keeps the newest version of a website when saves finish out of order', () => {
    const saved = createSavedDrafts();
    const v5 = draft('Five');
    saved.remember('site-a', 5, v5);
    saved.remember('site-a', 4, draft('Four'));
    expect(saved.find('site-a', 4)).toBeUndefined();
    expect(saved.find('site-a', 5)).toBe(v5);
    const v6 = draft('Six');
    saved.remember('site-a', 6, v6);
    expect(saved.find('site-a', 5)).toBeUndefined();
    expect(saved.find('site-a', 6)).toBe(v6);
    expect(saved.size).toBe(1);
  });

  it('forgets the least recently used website beyond its bound', () => {
    const saved = createSavedDrafts(2);
    saved.remember('site-a', 1, draft('A'));
    saved.remember('site-b', 1, draft('B'));
    expect(saved.find('site-a', 1)).toBeDefined(); // site-a used last: site-b goes first
    saved.remember('site-c', 1, draft('C'));
    expect(saved.size).toBe(2);
    expect(saved.find('site-b', 1)).toBeUndefined();
    expect(saved.find('site-a', 1)).toBeDefined();
    expect(saved.find('site-c', 1)).toBeDefined();
  });
});
