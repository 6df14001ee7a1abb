import { countSentences } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { overlongReview } from '../testing/answers.ts';
import { type JsonSchemaNode, repairToSchema } from './repair-to-schema.ts';
import { cutAtSentence, keepSentences, splitSentences } from './text-fit.ts';

describe('cutting text at sentence ends', () => {
  it('splits sentences the way countSentences counts them', () => {
    expect(splitSentences('One. Two! Three? Four')).toEqual(['One.', 'Two!', 'Three?', 'Four']);
    expect(countSentences(keepSentences(overlongReview.paragraph, 4))).toBe(4);
    expect(keepSentences('Short. Text.', 4)).toBe('Short. Text.');
  });

  it('keeps whole leading sentences within a length, or refuses when none fits', () => {
    expect(cutAtSentence('First sentence. Second one is longer.', 20)).toBe('First sentence.');
    expect(cutAtSentence('A single sentence that is far too long.', 10)).toBeNull();
    expect(cutAtSentence('Fits.', 10)).toBe('Fits.');
  });
});

describe('repairToSchema', () => {
  const schema: JsonSchemaNode = {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 10 },
      body: { type: 'string', maxLength: 30 },
      items: { type: 'array', maxItems: 2, items: { type: 'string' } },
    },
  };

  it('cuts long text at a sentence end, drops extra items, and reports each change', () => {
    const { value, changes } = repairToSchema(
      {
        title: '  Hello  ',
        body: 'One sentence here. Another sentence there.',
        items: ['a', 'b', 'c'],
        extra: 1,
      },
      schema,
    );
    expect(value).toEqual({ title: 'Hello', body: 'One sentence here.', items: ['a', 'b'], extra: 1 });
    expect(changes).toEqual([
      'body: cut at a sentence end to 18 of 30 characters',
      'items: kept the first 2 of 3 items',
    ]);
  });

  it('never cuts mid-sentence: a short field over its limit is left for the schema to refuse', () => {
    const { value, changes } = repairToSchema({ title: 'Much too long headline' }, schema);
    expect(value).toEqual({ title: 'Much too long headline' });
    expect(changes).toEqual([]);
  });
});
