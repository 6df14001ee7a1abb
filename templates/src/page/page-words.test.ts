import { siteLanguageCodes } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { pageWords } from './page-words-translated.ts';

describe('the templates’ own words', () => {
  it('are written in every site language, none left empty', () => {
    expect(Object.keys(pageWords).sort()).toEqual([...siteLanguageCodes].sort());
    for (const code of siteLanguageCodes) {
      for (const [key, text] of Object.entries(pageWords[code])) {
        expect(text.trim(), `${code}.${key}`).not.toBe('');
      }
    }
  });

  it('keep the English page’s words as they were, the e-mail message as spec §5 words it', () => {
    expect(pageWords.en.emailInvalid).toBe('Please enter a valid email address');
    expect(pageWords.en.skipToContent).toBe('Skip to content');
    expect(pageWords.en.madeWith).toBe('Made with Sitewright');
    expect(pageWords.en.newsletterSuccess).toBe("Thank you for subscribing! You're on the list.");
  });

  it('translate the words a visitor reads on the page in each second language', () => {
    for (const code of siteLanguageCodes.filter((c) => c !== 'en')) {
      for (const key of [
        'skipToContent',
        'languageNav',
        'madeWith',
        'emailInvalid',
        'fieldRequired',
      ] as const) {
        expect(pageWords[code][key], `${code}.${key}`).not.toBe(pageWords.en[key]);
      }
    }
  });
});
