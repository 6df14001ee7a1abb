import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAnswers } from './onboarding-answers.ts';
import {
  keepWebsiteSettings,
  parseStoredWebsiteSettings,
  readWebsiteSettings,
  websiteSettingsStorageKey,
} from './onboarding-storage.ts';

const counts = { fontPairs: 8, palettes: 8, steps: 5 };
const answers = {
  ...initialAnswers(new URLSearchParams('industry=spa'), 'Austin, United States'),
  businessName: 'Calm Waters Spa',
  description: 'Massage and facials.',
  fontPair: 2,
  palette: 3,
};
const kept = { answers, step: 2, query: 'industry=spa' };

/** A session storage for Node: the designer's unit tests have no DOM. */
function fakeSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

// spec §4 "Session storage keeps: website settings …"
describe('the website settings kept in session storage during onboarding', () => {
  it('keeps the answers, the step and the hand-off query under one named key, and reads them back', () => {
    const items = fakeSessionStorage();
    keepWebsiteSettings(kept);
    expect(websiteSettingsStorageKey).toBe('sitewright.websiteSettings');
    expect(JSON.parse(items.get(websiteSettingsStorageKey)!)).toEqual(kept);
    expect(readWebsiteSettings(counts)).toEqual(kept);
    keepWebsiteSettings(null);
    expect(items.has(websiteSettingsStorageKey)).toBe(false);
    expect(readWebsiteSettings(counts)).toBeNull();
  });

  it('refuses anything malformed, out of range or from another shape', () => {
    const parse = (value: unknown) => parseStoredWebsiteSettings(JSON.stringify(value), counts);
    expect(parse(kept)).toEqual(kept);
    expect(parseStoredWebsiteSettings('{not json', counts)).toBeNull();
    expect(parseStoredWebsiteSettings(null, counts)).toBeNull();
    expect(parse({ ...kept, step: 5 })).toBeNull();
    expect(parse({ ...kept, query: undefined })).toBeNull();
    expect(parse({ ...kept, answers: { ...answers, palette: 8 } })).toBeNull();
    expect(parse({ ...kept, answers: { ...answers, industry: 'nonsense' } })).toBeNull();
    expect(parse({ ...kept, answers: { ...answers, sections: ['CodeEmbed', 'Nope'] } })).toBeNull();
    expect(parse({ ...kept, answers: { ...answers, businessName: 'x'.repeat(49) } })).toBeNull();
    expect(parse({ ...kept, answers: { ...answers, description: 42 } })).toBeNull();
  });

  it('ignores storage the browser refuses (privacy mode)', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => keepWebsiteSettings(kept)).not.toThrow();
    expect(readWebsiteSettings(counts)).toBeNull();
  });

  it("reads back the owner's details, starts them empty for settings kept before them, refuses malformed ones", () => {
    const detailed = {
      ...kept,
      answers: {
        ...answers,
        services: ['Massage'],
        phone: '512 555 0134',
        hours: [{ days: 'mon-fri', opens: '09:00', closes: '17:00' }],
      },
    };
    expect(parseStoredWebsiteSettings(JSON.stringify(detailed), counts)).toEqual(detailed);
    const { services: _s, phone: _p, email: _e, address: _a, serviceArea: _r, hours: _h, ...older } = answers;
    expect(parseStoredWebsiteSettings(JSON.stringify({ ...kept, answers: older }), counts)?.answers).toEqual({
      ...older,
      services: [],
      phone: '',
      email: '',
      address: '',
      serviceArea: '',
      hours: [],
    });
    const badLine = {
      ...kept,
      answers: { ...answers, hours: [{ days: 'someday', opens: '09:00', closes: '17:00' }] },
    };
    expect(parseStoredWebsiteSettings(JSON.stringify(badLine), counts)).toBeNull();
    const tooMany = {
      ...kept,
      answers: { ...answers, services: Array.from({ length: 25 }, (_, n) => `S${n}`) },
    };
    expect(parseStoredWebsiteSettings(JSON.stringify(tooMany), counts)).toBeNull();
  });
});
