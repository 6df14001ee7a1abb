import { describe, expect, it } from 'vitest';
import { countSentences, countWords, generatedTextFits, generationPrompts } from './generation-prompts.ts';

describe('spec §5 generation prompt constants', () => {
  it('asks for 12 names, 10 ideas of 5–8 words, 8 palettes and 8 font pairs', () => {
    expect(generationPrompts).toMatchObject({
      businessNames: 12,
      businessIdeas: 10,
      ideaWords: { min: 5, max: 8 },
      colourPalettes: 8,
      fontPairs: 8,
      reviewSentencesMax: 4,
      aboutSentencesMax: 4,
      introHeadlineWordsMax: 6,
      quoteWordsMax: 12,
      contactTitleWordsMax: 4,
    });
  });
});

describe('countWords / countSentences', () => {
  it.each([
    ['', 0],
    ['  one  ', 1],
    ['Fast, friendly\nplumbing\tservice', 4],
  ])('countWords(%j) = %i', (text, n) => {
    expect(countWords(text)).toBe(n);
  });

  it.each([
    ['', 0],
    ['One sentence.', 1],
    ['No end punctuation', 1],
    ['Great work! Would hire again? Yes. Truly', 4],
    ['Price is 3.5 dollars.', 1],
    ['Wow!!! ... Really.', 2],
  ])('countSentences(%j) = %i', (text, n) => {
    expect(countSentences(text)).toBe(n);
  });
});

describe('spec §5 generated text lengths', () => {
  it.each([
    ['idea', 'Mobile bike repair for busy commuters', true],
    ['idea', 'Dog walking', false],
    ['idea', 'A very long idea that clearly has far too many words', false],
    ['review', 'Great. Fast. Kind. Cheap.', true],
    ['review', 'Great. Fast. Kind. Cheap. Again.', false],
    ['about', 'We fix pipes. We have done so since 1990.', true],
    ['about', 'One. Two. Three. Four. Five.', false],
    ['introHeadline', 'Plumbing you can trust, fast', true],
    ['introHeadline', 'Plumbing you can really trust, day or night', false],
    ['quote', 'Quality work at fair prices, every single time, guaranteed.', true],
    ['quote', 'one two three four five six seven eight nine ten eleven twelve thirteen', false],
    ['contactTitle', 'Get in touch', true],
    ['contactTitle', 'Get in touch with us', false],
  ] as const)('%s %j → %s', (kind, text, fits) => {
    expect(generatedTextFits(kind, text)).toBe(fits);
  });
});
