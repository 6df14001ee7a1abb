import { describe, expect, it } from 'vitest';
import { memoryRecorder } from '../record/ai-prompt-recorder.ts';
import { editDistance, fixSpelling, fixTyping, spellingNote } from './spelling.ts';
import { OfflineRewriter, RewriteRefusal } from './text-rewriter.ts';

const request = (text: string, maxLength = 150) =>
  ({ action: 'fixSpelling', text, maxLength, multiline: false }) as const;

describe('the offline Fix spelling: a real dictionary, one clear correction or none', () => {
  it('corrects misspelt words that have one clear correction, keeping their case', async () => {
    const result = await fixSpelling('Fast, tidy plumbng repairs. Emergancy callouts, definately on time.');
    expect(result.text).toBe('Fast, tidy plumbing repairs. Emergency callouts, definitely on time.');
    expect(result.fixed).toEqual([
      { from: 'plumbng', to: 'plumbing' },
      { from: 'Emergancy', to: 'Emergency' },
      { from: 'definately', to: 'definitely' },
    ]);
  });

  it('swapped letters and a letter left out', async () => {
    expect((await fixSpelling('teh new boilr')).text).toBe('the new boiler');
    expect((await fixSpelling('We recieve requests')).text).toBe('We receive requests');
  });

  it('accepts US and British spellings as they are', async () => {
    const text = 'The colour and color of the neighbourhood centre and center.';
    expect(await fixSpelling(text)).toMatchObject({ text, fixed: [], unsure: [] });
  });

  it('leaves names alone: a capitalised word inside a sentence is a name', async () => {
    const text = 'Call Brennan or Aoife at Rivvera Plumbing in Leeds.';
    expect((await fixSpelling(text)).text).toBe(text);
  });

  it('leaves a word with several equally close corrections as written, and names it', async () => {
    const result = await fixSpelling('Tell us wich day suits you');
    expect(result.text).toBe('Tell us wich day suits you');
    expect(result.unsure).toEqual([{ word: 'wich', options: expect.arrayContaining(['which']) }]);
  });

  it('does not turn trade words the dictionaries lack into other words', async () => {
    const text = 'Free wifi, a callout within the hour and online booking';
    expect((await fixSpelling(text)).text).toBe(text);
  });

  it('fixes typing slips: a doubled word, a lone i, doubled spaces, a space before a comma', () => {
    expect(fixTyping('I fix the the leaks  fast , and i’m tidy').text).toBe(
      'I fix the leaks fast, and I’m tidy',
    );
    expect(fixTyping('We had had enough').text).toBe('We had had enough');
  });

  it('counts edits as insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('plumbng', 'plumbing')).toBe(1);
    expect(editDistance('callout', 'fallout')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('OfflineRewriter: only what the dictionary really does', () => {
  it('offers Fix spelling only, and refuses the others with the note to connect OpenAI', async () => {
    const rewriter = new OfflineRewriter();
    expect(rewriter.actions).toEqual(['fixSpelling']);
    expect(rewriter.languages).toEqual([]);
    for (const action of ['shorter', 'longer', 'friendlier', 'moreFormal', 'translate'] as const) {
      const refused = rewriter.rewrite({ ...request('Fast plumbing'), action, language: 'es' });
      await expect(refused).rejects.toThrow(RewriteRefusal);
      await expect(refused).rejects.toThrow('Connect OpenAI to rewrite text');
    }
  });

  it('answers the corrected text with a note, and records the call', async () => {
    const recorder = memoryRecorder();
    const rewriter = new OfflineRewriter(recorder);
    const answer = await rewriter.rewrite(request('Fast, tidy plumbng repairs'), {
      websiteId: 'w1',
      userId: 'u1',
    });
    expect(answer).toEqual({
      text: 'Fast, tidy plumbing repairs',
      changed: true,
      note: 'Corrected: plumbng → plumbing.',
    });
    expect(recorder.entries).toMatchObject([
      { kind: 'Rewrite', model: 'offline', outcome: 'ok', websiteId: 'w1' },
    ]);
    expect(await rewriter.rewrite(request('Fast, tidy plumbing repairs'))).toEqual({
      text: 'Fast, tidy plumbing repairs',
      changed: false,
      note: 'No spelling mistakes found.',
    });
  });

  it('refuses a correction longer than the room its field has (spec §9), never cuts it', async () => {
    // 26 characters, corrected 27; the field has room for 26.
    const refused = new OfflineRewriter().rewrite(request('Fast, tidy plumbng repairs', 26));
    await expect(refused).rejects.toThrow(
      'The corrected text would be longer than this text may be (26 characters). Shorten it first.',
    );
  });
});

describe('the offline Fix spelling keeps the api responsive', () => {
  it('looks up at most 100 unknown words per call and says the rest were left', async () => {
    const words = Array.from(
      { length: 110 },
      (_, i) => `zqx${String.fromCharCode(97 + (i % 26))}${'w'.repeat(1 + Math.floor(i / 26))}`,
    );
    const started = performance.now();
    const result = await fixSpelling(`${words.join(' ')} plumbng`);
    expect(result.skipped).toBe(11);
    expect(result.text.endsWith('plumbng')).toBe(true);
    expect(spellingNote(result)).toMatch(
      /^Not in the dictionary, left as written: zqxaw, .* and 103 more\.$/,
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
