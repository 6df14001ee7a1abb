import type { RewriteRequest } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { GenerationError } from '../generation-error.ts';
import { jsonReply } from '../testing/index.ts';
import { openAiStubSuite } from '../testing/openai-stub-suite.ts';
import { OpenAiRewriter } from './openai-rewriter.ts';
import { RewriteRefusal } from './text-rewriter.ts';

/** The real SDK against the local Chat Completions server: the prompt each action sends, the parsed answer, the limit held. */
describe('OpenAiRewriter on the local OpenAI-protocol server', () => {
  const suite = openAiStubSuite((connection) => new OpenAiRewriter(connection));
  const { recorder } = suite;

  const intro = 'We fix leaking taps, blocked drains and broken boilers across Leeds, and we tidy up after.';
  const ask = (over: Partial<RewriteRequest>): RewriteRequest => ({
    action: 'shorter',
    text: intro,
    maxLength: 150,
    multiline: false,
    ...over,
  });
  const sent = () => {
    const body = suite.stub.requests.at(-1)!.body;
    return { system: body.messages[0]!.content, user: body.messages[1]!.content, body };
  };

  it('each action sends its own task with the text and the limit, as a structured output', async () => {
    const tasks = {
      shorter: 'Make the text shorter',
      longer: 'Make the text a little longer (at most 150 characters)',
      friendlier: 'warmer, friendlier tone',
      moreFormal: 'more formal, professional tone',
      fixSpelling: 'Correct the spelling, grammar and punctuation of the text and nothing else',
      translate: 'Translate the text into Spanish',
    } as const;
    const answers = {
      shorter: 'We fix taps, drains and boilers across Leeds, and tidy up after.',
      longer: `${intro} Tell us what is wrong before we start.`,
      friendlier:
        'We’re here to fix your leaking taps, blocked drains and broken boilers across Leeds, and we always tidy up!',
      moreFormal:
        'We repair leaking taps, blocked drains and faulty boilers throughout Leeds, and leave every site clean.',
      fixSpelling: intro,
      translate:
        'Reparamos grifos que gotean, desagües atascados y calderas averiadas en Leeds, y lo dejamos todo limpio.',
    } as const;
    for (const action of Object.keys(tasks) as Array<keyof typeof tasks>) {
      suite.stub.enqueue(jsonReply({ text: answers[action] }));
      const answer = await suite.client.rewrite(ask({ action, language: 'es' }), {
        websiteId: 'w1',
        userId: 'u1',
      });
      expect(answer).toEqual({ text: answers[action], changed: action !== 'fixSpelling', note: null });
      const { system, user, body } = sent();
      expect(user).toContain(tasks[action]);
      expect(user).toContain(`The text:\n${intro}`);
      expect(system).toContain('The new text has at most 150 characters');
      expect(system).toContain('state no fact it does not');
      expect(system).toContain('One line: no line breaks.');
      expect(body.model).toBe('gpt-test');
      expect(body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: 'rewrite',
          strict: true,
          schema: { required: ['text'], additionalProperties: false },
        },
      });
    }
    expect(recorder.entries.map((e) => [e.kind, e.outcome, e.model])).toEqual(
      Array(6).fill(['Rewrite', 'ok', 'gpt-test']),
    );
  });

  it('an answer over the limit is asked for again with the problem; the second one is used', async () => {
    suite.stub.enqueue(
      jsonReply({ text: 'x'.repeat(60) }),
      jsonReply({ text: 'Taps, drains and boilers fixed.' }),
    );
    const answer = await suite.client.rewrite(ask({ action: 'friendlier', maxLength: 40 }));
    expect(answer.text).toBe('Taps, drains and boilers fixed.');
    expect(suite.stub.requests).toHaveLength(2);
    expect(suite.stub.requests[1]!.body.messages.at(-1)!.content).toContain(
      'the text has 60 characters, more than the 40 allowed',
    );
    expect(recorder.entries.at(-1)).toMatchObject({ outcome: 'repaired' });
  });

  it('still too long after asking again: cut to the whole sentences that fit, and says so', async () => {
    const long = 'We fix taps and drains. We fix boilers too. We tidy up after every single job we do.';
    suite.stub.enqueue(jsonReply({ text: long }), jsonReply({ text: long }));
    const answer = await suite.client.rewrite(ask({ action: 'friendlier', maxLength: 50 }));
    expect(answer).toEqual({
      text: 'We fix taps and drains. We fix boilers too.',
      changed: true,
      note: "Cut to whole sentences to fit this text's 50 characters.",
    });
  });

  it('too long with no whole sentence that fits: refused with a clear message, nothing over the limit', async () => {
    const long = 'Fast and friendly plumbing repairs for every home in Leeds';
    suite.stub.enqueue(jsonReply({ text: long }), jsonReply({ text: long }));
    const refused = suite.client.rewrite(
      ask({ action: 'moreFormal', text: 'Fast plumbing in Leeds', maxLength: 30 }),
    );
    await expect(refused).rejects.toThrow(RewriteRefusal);
    await expect(refused).rejects.toThrow(
      'The suggestion came back longer than this text may be (30 characters). Select less text, or try Shorter first.',
    );
  });

  it('Shorter must be shorter and Longer longer; Longer with no room left is refused without a call', async () => {
    suite.stub.enqueue(
      jsonReply({ text: intro }),
      jsonReply({ text: 'We fix taps, drains and boilers in Leeds.' }),
    );
    expect((await suite.client.rewrite(ask({ action: 'shorter' }))).text).toBe(
      'We fix taps, drains and boilers in Leeds.',
    );
    expect(suite.stub.requests[1]!.body.messages.at(-1)!.content).toContain(
      'the text is not shorter than the original',
    );
    suite.stub.reset();
    await expect(
      suite.client.rewrite(ask({ action: 'longer', text: 'Fast plumbing', maxLength: 13 })),
    ).rejects.toThrow(
      'This text already fills its field: there is no room to make it longer (13 characters at most).',
    );
    expect(suite.stub.requests).toHaveLength(0);
  });

  it('a rewrite that adds a fact the text did not state is asked for again, then refused', async () => {
    const invented =
      'Licensed plumbers with 20 years of experience fixing taps, drains and boilers in Leeds.';
    suite.stub.enqueue(jsonReply({ text: invented }), jsonReply({ text: invented }));
    const refused = suite.client.rewrite(ask({ action: 'moreFormal' }));
    await expect(refused).rejects.toThrow(GenerationError);
    expect(suite.stub.requests[1]!.body.messages.at(-1)!.content).toMatch(
      /which the text did not: keep to the text's facts/,
    );
    expect(recorder.entries.at(-1)).toMatchObject({ outcome: 'invalid' });
  });

  it('malformed JSON is asked for again; a single-line field gets no line break', async () => {
    suite.stub.enqueue({ content: 'Sure! Here it is' }, jsonReply({ text: 'Fast plumbing\nin Leeds' }));
    const answer = await suite.client.rewrite(ask({ action: 'friendlier', text: 'Quick plumbing in Leeds' }));
    expect(answer.text).toBe('Fast plumbing in Leeds');
  });

  it('the service failing is a GenerationError (the api answers 503)', async () => {
    suite.stub.fallback = () => ({ status: 500 });
    await expect(suite.client.rewrite(ask({ action: 'friendlier' }))).rejects.toMatchObject({
      name: 'GenerationError',
      code: 'unavailable',
    });
    expect(recorder.entries.at(-1)).toMatchObject({ outcome: 'failed' });
  });
});
