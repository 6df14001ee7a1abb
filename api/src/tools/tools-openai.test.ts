import { goodNames, jsonReply, type OpenAiStub, startOpenAiStub } from '@sitewright/generator/testing';
import { storedAiPrompts } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConfiguredApp, startConfiguredApp } from './testing/configured-app.ts';

/** spec §1 free tools on the OpenAI path: the real SDK against a local server speaking its API. */
describe('free tools with OPENAI_API_KEY set', () => {
  let stub: OpenAiStub;
  let app: ConfiguredApp;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    app = await startConfiguredApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: stub.baseUrl,
      OPENAI_MODEL: 'stub-model',
    });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });
  beforeEach(() => stub.reset());

  const lastPrompt = async () => {
    const last = (await storedAiPrompts(app.db)).at(-1);
    return (
      last && {
        kind: last.kind,
        model: last.model,
        outcome: last.outcome,
        prompt_tokens: last.promptTokens,
        user_id: last.userId,
      }
    );
  };

  const request = {
    description: 'Plumbing repairs and boiler servicing in Leeds',
    industry: 'heating-and-cooling',
  };

  it("answers the model's names, asked with the structured-output schema, and records the call", async () => {
    stub.enqueue(jsonReply({ names: goodNames }));
    const answer = await app.post('/api/tools/business-names', request);
    expect(answer).toMatchObject({ status: 200, body: { names: goodNames } });
    const sent = stub.requests[0]!.body;
    expect(sent.model).toBe('stub-model');
    expect(sent.response_format?.json_schema.name).toBe('business_names');
    expect(sent.messages.map((m) => m.content).join('\n')).toContain('boiler servicing');
    expect(await lastPrompt()).toEqual({
      kind: 'BusinessNames',
      model: 'stub-model',
      outcome: 'succeeded',
      prompt_tokens: 120,
      user_id: null,
    });
  });

  it('asks again when a name is over 48 characters, and never answers it', async () => {
    const overlong = ['A'.repeat(60), ...goodNames.slice(1)];
    stub.enqueue(jsonReply({ names: overlong }), jsonReply({ names: goodNames }));
    const answer = await app.post('/api/tools/business-names', request);
    expect(answer).toMatchObject({ status: 200, body: { names: goodNames } });
    expect(stub.requests).toHaveLength(2);
  });

  it('answers 503 generation-unavailable with a retryable message when the service keeps failing', async () => {
    stub.fallback = () => ({ status: 500, headers: { 'retry-after-ms': '1' } });
    const answer = await app.post('/api/tools/business-names', request);
    expect(answer).toEqual({
      status: 503,
      body: {
        code: 'generation-unavailable',
        message: 'We could not write suggestions just now. Please try again in a minute.',
      },
    });
    expect(await lastPrompt()).toMatchObject({ kind: 'BusinessNames', outcome: 'failed' });
  });
});
