import { translationStatus } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import {
  fittedTranslation,
  withAnswerTranslations,
  withLanguage,
  withoutLanguage,
  withTranslation,
} from './language-edits.ts';

const heading = {
  key: 'introduction-1/heading',
  text: 'Welcome to Rosa Bakery',
  maxLength: 150,
  multiline: false,
};

describe('the Languages panel’s edits of the draft', () => {
  it('adding Spanish fills the product’s own cookie banner and contact form words, and nothing else', () => {
    const doc = withLanguage(createWebsiteFixture(), 'es');
    expect(doc.secondLanguage?.code).toBe('es');
    const t = doc.secondLanguage!.translations;
    expect(t['settings/cookieBanner/acceptButtonText']).toEqual({ source: 'Accept', text: 'Aceptar' });
    expect(t['contact-1/form/submitButton/label']).toEqual({
      source: 'Send message',
      text: 'Enviar mensaje',
    });
    expect(t['introduction-1/heading']).toBeUndefined();
    // 35 texts in the fixture, 8 of them the product's own words.
    expect(translationStatus(doc).untranslated).toBe(27);
  });

  it('a typed translation is written for the field’s present English words; emptied, it is gone', () => {
    const doc = withTranslation(
      withLanguage(createWebsiteFixture(), 'es'),
      heading,
      'Bienvenidos a Rosa Bakery',
    );
    expect(doc.secondLanguage!.translations['introduction-1/heading']).toEqual({
      source: 'Welcome to Rosa Bakery',
      text: 'Bienvenidos a Rosa Bakery',
    });
    expect(translationStatus(doc).untranslated).toBe(26);
    const emptied = withTranslation(doc, heading, '   ');
    expect(emptied.secondLanguage!.translations['introduction-1/heading']).toBeUndefined();
  });

  it('keeps a translation within its field: the §9 limit, one line for a single-line field', () => {
    expect(fittedTranslation({ maxLength: 5, multiline: false }, 'abcdefgh')).toBe('abcde');
    expect(fittedTranslation({ maxLength: 50, multiline: false }, 'one\n two')).toBe('one two');
    expect(fittedTranslation({ maxLength: 50, multiline: true }, 'one\ntwo')).toBe('one\ntwo');
  });

  it('without a second language a translation changes nothing', () => {
    const doc = createWebsiteFixture();
    expect(withTranslation(doc, heading, 'Hola')).toBe(doc);
  });

  it('merges the AI’s translations written for the present words only, keeping the owner’s', () => {
    const doc = withTranslation(withLanguage(createWebsiteFixture(), 'fr'), heading, 'Bienvenue chez Rosa');
    const { doc: merged, taken } = withAnswerTranslations(doc, {
      'services-1/heading': { source: 'Our services', text: 'Nos services' },
      // Written for words the owner has since changed: left out.
      'gallery-1/heading': { source: 'Our old work', text: 'Nos anciens travaux' },
      'no-such/field': { source: 'x', text: 'y' },
    });
    expect(taken).toBe(1);
    const t = merged.secondLanguage!.translations;
    expect(t['services-1/heading']).toEqual({ source: 'Our services', text: 'Nos services' });
    expect(t['gallery-1/heading']).toBeUndefined();
    expect(t['introduction-1/heading']?.text).toBe('Bienvenue chez Rosa');
  });

  it('removing the language drops it and its translations', () => {
    expect(withoutLanguage(withLanguage(createWebsiteFixture(), 'de')).secondLanguage).toBeNull();
  });
});
