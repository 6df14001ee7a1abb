import { describe, expect, it } from 'vitest';
import { createWebsiteFixture } from '../testing/index.ts';
import { localBusinessType } from './business-type.ts';
import { website } from './website.ts';
import { websiteSettings } from './website-settings.ts';

describe('the business type (schema.org LocalBusiness subtype)', () => {
  it('takes LocalBusiness and subtypes that name a trade', () => {
    for (const type of ['LocalBusiness', 'Plumber', 'Locksmith', 'DaySpa', 'HairSalon', 'HVACBusiness'])
      expect(localBusinessType.safeParse(type).success, type).toBe(true);
  });

  it('refuses anything else: a misspelling, another schema.org type, markup', () => {
    for (const type of ['plumber', 'Plumbers', 'Person', 'WebPage', '', '"><script>', 'Plumber '])
      expect(localBusinessType.safeParse(type).success, type).toBe(false);
  });

  it('is optional in the website settings: a document saved without it parses unchanged', () => {
    const draft = createWebsiteFixture();
    const { businessType: _, ...settings } = draft.websiteSettings;
    const parsed = website.parse({ ...draft, websiteSettings: settings });
    expect(parsed.websiteSettings.businessType).toBeUndefined();
    expect(
      websiteSettings.safeParse({ ...draft.websiteSettings, businessType: 'Plumber' }).data?.businessType,
    ).toBe('Plumber');
    expect(websiteSettings.safeParse({ ...draft.websiteSettings, businessType: 'Person' }).success).toBe(
      false,
    );
  });
});
