import { describe, expect, it } from 'vitest';
import { createDefaultWebsite } from './create-default-website.ts';
import { sectionType } from './enums.ts';
import { knownCopyTexts, knownTranslation, knownTranslations } from './known-copy.ts';
import type { Section } from './sections/index.ts';
import { secondLanguage, secondLanguageCodes, siteLanguageCodes } from './site-language.ts';
import { textFields, translatedWebsite, translationStatus } from './text-fields.ts';
import { type Website, website } from './website.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const doc = (): Website =>
  website.parse(
    createDefaultWebsite({
      id: 'w1',
      userId: 'u1',
      businessName: 'Rosa Bakery',
      description: 'Sourdough and pastries.',
      now,
      sectionTypes: sectionType.options,
    }),
  );
const of = <T extends Section['type']>(w: Website, type: T) =>
  w.sections.find((s): s is Extract<Section, { type: T }> => s.type === type)!;

describe('site languages (issue 19)', () => {
  it('offers English first and es, fr, de, pt, it, nl as the second language', () => {
    expect(siteLanguageCodes).toEqual(['en', 'es', 'fr', 'de', 'pt', 'it', 'nl']);
    expect(secondLanguageCodes).toEqual(['es', 'fr', 'de', 'pt', 'it', 'nl']);
    expect(secondLanguage.safeParse({ code: 'en', translations: {} }).success).toBe(false);
    expect(secondLanguage.safeParse({ code: 'ja', translations: {} }).error?.issues[0]?.message).toBe(
      'Choose Spanish, French, German, Portuguese, Italian or Dutch',
    );
    expect(secondLanguage.parse({ code: 'nl' })).toEqual({ code: 'nl', translations: {} });
  });

  it('a draft with a second language parses, one without still does', () => {
    const w = doc();
    expect(
      website.parse({ ...w, secondLanguage: { code: 'es', translations: {} } }).secondLanguage?.code,
    ).toBe('es');
    expect(website.parse(w).secondLanguage).toBeUndefined();
    expect(website.parse({ ...w, secondLanguage: null }).secondLanguage).toBeNull();
  });

  it('limits a translation to 5000 characters and a draft to 1000 translated texts', () => {
    const long = { source: 'a', text: 'x'.repeat(5001) };
    expect(
      secondLanguage.safeParse({ code: 'es', translations: { 'settings/pageTitle': long } }).success,
    ).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: 1001 }, (_, i) => [`k${i}`, { source: 'a', text: 'b' }]),
    );
    expect(secondLanguage.safeParse({ code: 'es', translations: many }).success).toBe(false);
    many.k1000 = undefined as never;
    delete many.k1000;
    expect(secondLanguage.safeParse({ code: 'es', translations: many }).success).toBe(true);
  });
});

describe('textFields', () => {
  it('lists every text a visitor reads, keyed by section, item and field', () => {
    const w = doc();
    const fields = textFields(w);
    const keys = fields.map((x) => x.key);
    const services = of(w, 'Services');
    const item = services.items[0]!;
    expect(keys).toContain(`${services.id}/heading`);
    expect(keys).toContain(`${services.id}/items/${item.id}/paragraph`);
    expect(keys).toContain('settings/cookieBanner/primaryText');
    const header = of(w, 'Header');
    expect(keys).toContain(`${header.id}/navLinks/0/label`);
    const contact = of(w, 'Contact');
    expect(keys).toContain(`${contact.id}/form/successMessage`);
    // A video address that is not YouTube or Vimeo is a link with these words.
    const video = of(w, 'Video');
    video.link.label = 'Watch our tour';
    expect(textFields(w).map((x) => x.key)).toContain(`${video.id}/link/label`);
    expect(keys).toContain(`${contact.id}/form/fields/${contact.form.fields[0]!.id}/title`);
    expect(new Set(keys).size).toBe(keys.length);
    // Each field's text is the document's own words, within the field's limit.
    for (const x of fields) {
      expect(x.text.trim()).not.toBe('');
      expect(x.text.length).toBeLessThanOrEqual(x.maxLength);
    }
    const paragraph = fields.find((x) => x.key === `${services.id}/items/${item.id}/paragraph`)!;
    expect(paragraph).toMatchObject({
      text: item.paragraph,
      maxLength: 1024,
      multiline: true,
      itemId: item.id,
    });
    expect(paragraph.label).toBe(`Services · ${item.heading} · Paragraph`);
  });

  it('leaves out names, contact details, addresses and empty fields', () => {
    const w = doc();
    const team = of(w, 'Team');
    const contact = of(w, 'Contact');
    contact.details.address = '12 Elm Street';
    const texts = textFields(w).map((x) => x.text);
    for (const m of team.members) if (m.name) expect(texts).not.toContain(m.name);
    expect(texts).not.toContain('12 Elm Street');
    expect(textFields(w).map((x) => x.key)).not.toContain('settings/businessName');
    expect(texts).not.toContain('');
  });
});

describe('translatedWebsite', () => {
  it('takes each translation written for the present words and keeps the first language elsewhere', () => {
    const w = doc();
    const services = of(w, 'Services');
    const item = services.items[0]!;
    const headingKey = `${services.id}/heading`;
    const paragraphKey = `${services.id}/items/${item.id}/paragraph`;
    const language = secondLanguage.parse({
      code: 'es',
      translations: {
        [headingKey]: { source: services.heading, text: 'Nuestros servicios' },
        [paragraphKey]: { source: 'Older words', text: 'Palabras antiguas' },
      },
    });
    const { website: es, untranslated } = translatedWebsite(w, language);
    expect(of(es, 'Services').heading).toBe('Nuestros servicios');
    // Written for older words: out of date, so the page keeps the present English words.
    expect(of(es, 'Services').items[0]!.paragraph).toBe(item.paragraph);
    expect(untranslated.map((x) => x.key)).toContain(paragraphKey);
    expect(untranslated.map((x) => x.key)).not.toContain(headingKey);
    // The contact form follows the matching form language; the draft itself is untouched.
    expect(of(es, 'Contact').form.language).toBe('Spanish');
    expect(of(w, 'Services').heading).toBe(services.heading);
    expect(website.safeParse(es).success).toBe(true);
  });

  it('Portuguese and Dutch keep the form language (the spec has none for them) and take the words', () => {
    const w = doc();
    const { website: pt } = translatedWebsite(w, { code: 'pt', translations: knownTranslations(w, 'pt') });
    expect(of(pt, 'Contact').form.language).toBe('English');
    expect(of(pt, 'Contact').form.submitButton.label).toBe('Enviar mensagem');
  });

  it('reports the status of every field: translated, missing or outdated', () => {
    const w = doc();
    const services = of(w, 'Services');
    const status = translationStatus({
      ...w,
      secondLanguage: {
        code: 'fr',
        translations: {
          [`${services.id}/heading`]: { source: services.heading, text: 'Nos services' },
          'settings/pageTitle': { source: 'old', text: 'Ancien' },
        },
      },
    });
    const byKey = new Map(status.fields.map((x) => [x.key, x]));
    expect(byKey.get(`${services.id}/heading`)?.state).toBe('translated');
    expect(byKey.get('settings/pageTitle')?.state).toBe('outdated');
    expect(status.untranslated).toBe(status.fields.length - 1);
    expect(translationStatus(w).untranslated).toBe(status.fields.length);
  });
});

describe('knownTranslations', () => {
  it('translates the words the product wrote itself, each within its field limit', () => {
    const w = doc();
    const found = knownTranslations(w, 'de');
    expect(found['settings/cookieBanner/primaryText']).toEqual({
      source: 'This website uses cookies',
      text: 'Diese Website verwendet Cookies',
    });
    const fields = new Map(textFields(w).map((x) => [x.key, x]));
    for (const [key, t] of Object.entries(found))
      expect(t.text.length).toBeLessThanOrEqual(fields.get(key)!.maxLength);
    for (const text of knownCopyTexts) {
      for (const code of secondLanguageCodes) expect(knownTranslation(text, code)?.trim()).toBeTruthy();
    }
    // The owner's own words are never translated by the product.
    expect(knownTranslation('Sourdough and pastries.', 'de')).toBeUndefined();
  });
});
