import { jsonReply } from '@sitewright/generator/testing';
import { storedAiPrompts } from '@sitewright/store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../api-websites/support/app-harness.ts';
import { offlineWebsiteSuite, openAiWebsiteSuite } from '../api-websites/support/website-api-suite.ts';

/** The rewrite calls without an AI service: only the spelling dictionary's action, never a fake rewrite. */
describe('POST /api/websites/{id}/rewrite offline', { timeout: 60_000 }, () => {
  const scene = offlineWebsiteSuite(60_000);
  let stranger: User;
  beforeAll(async () => {
    stranger = await scene.h.signIn('stranger');
  });

  const rewrite = (body: unknown, user: User = scene.owner) =>
    scene.h.call('POST', `/api/websites/${scene.websiteId}/rewrite`, user, body);

  it('offers Fix spelling only, with the note to connect OpenAI', async () => {
    const options = await scene.h.call('GET', `/api/websites/${scene.websiteId}/rewrite`, scene.owner);
    expect(options).toEqual({
      status: 200,
      body: { actions: ['fixSpelling'], languages: [], note: 'Connect OpenAI to rewrite text' },
    });
  });

  it('fixes spelling with the dictionary, within the limit', async () => {
    const answer = await rewrite({
      action: 'fixSpelling',
      text: 'Fast, tidy plumbng repairs',
      maxLength: 150,
    });
    expect(answer).toEqual({
      status: 200,
      body: { text: 'Fast, tidy plumbing repairs', changed: true, note: 'Corrected: plumbng → plumbing.' },
    });
    const recorded = (await storedAiPrompts(scene.h.db)).at(-1);
    expect(recorded).toMatchObject({
      kind: 'Rewrite',
      model: 'offline',
      outcome: 'succeeded',
      websiteId: scene.websiteId,
    });
  });

  it('refuses a correction longer than the field allows (spec §9), with a clear message', async () => {
    const answer = await rewrite({
      action: 'fixSpelling',
      text: 'Fast, tidy plumbng repairs',
      maxLength: 26,
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        code: 'rewrite-too-long',
        message:
          'The corrected text would be longer than this text may be (26 characters). Shorten it first.',
      },
    });
  });

  it('refuses the AI actions: 409 rewrite-not-offered', async () => {
    for (const action of ['shorter', 'longer', 'friendlier', 'moreFormal']) {
      const answer = await rewrite({ action, text: 'Fast plumbing', maxLength: 64 });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'rewrite-not-offered',
        message: 'Connect OpenAI to rewrite text: without it only spelling can be fixed.',
      });
    }
  });

  it('parses the body with the model schema: a translation needs a language, text and limit are bounded', async () => {
    expect((await rewrite({ action: 'translate', text: 'Hello', maxLength: 64 })).status).toBe(400);
    expect((await rewrite({ action: 'fixSpelling', text: '', maxLength: 64 })).status).toBe(400);
    expect((await rewrite({ action: 'fixSpelling', text: 'Hello', maxLength: 0 })).status).toBe(400);
    expect((await rewrite({ action: 'fixSpelling', text: 'x'.repeat(5001), maxLength: 5000 })).status).toBe(
      400,
    );
    expect((await rewrite({ action: 'louder', text: 'Hello', maxLength: 64 })).status).toBe(400);
  });

  it('a stranger gets 404, no token 401 (spec §6)', async () => {
    expect((await rewrite({ action: 'fixSpelling', text: 'Hello', maxLength: 64 }, stranger)).status).toBe(
      404,
    );
    expect((await scene.h.call('POST', `/api/websites/${scene.websiteId}/rewrite`, null, {})).status).toBe(
      401,
    );
  });
});

/** With OPENAI_API_KEY: the real SDK against the local OpenAI-protocol server. */
describe('POST /api/websites/{id}/rewrite with OpenAI', { timeout: 60_000 }, () => {
  const scene = openAiWebsiteSuite(60_000);

  const rewrite = (body: unknown) =>
    scene.h.call('POST', `/api/websites/${scene.websiteId}/rewrite`, scene.owner, body);

  it('offers every action and the seven languages', async () => {
    const options = await scene.h.call('GET', `/api/websites/${scene.websiteId}/rewrite`, scene.owner);
    expect(options.body).toEqual({
      actions: ['shorter', 'longer', 'friendlier', 'moreFormal', 'fixSpelling', 'translate'],
      languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
      note: null,
    });
  });

  it('translates with the prompt for the language and answers the parsed text', async () => {
    scene.stub.enqueue(jsonReply({ text: 'Reparaciones de fontanería rápidas y limpias' }));
    const answer = await rewrite({
      action: 'translate',
      language: 'es',
      text: 'Fast, tidy plumbing repairs',
      maxLength: 150,
    });
    expect(answer).toEqual({
      status: 200,
      body: { text: 'Reparaciones de fontanería rápidas y limpias', changed: true, note: null },
    });
    const sent = scene.stub.requests[0]!.body;
    expect(sent.model).toBe('stub-model');
    expect(sent.messages[1]!.content).toContain('Translate the text into Spanish');
    expect(sent.messages[0]!.content).toContain('The new text has at most 150 characters');
    const recorded = (await storedAiPrompts(scene.h.db)).at(-1);
    expect(recorded).toMatchObject({ kind: 'Rewrite', model: 'stub-model', outcome: 'succeeded' });
  });

  it('holds the limit when the model returns too much: asks again, then refuses (422)', async () => {
    const long = 'The fastest and tidiest plumbing repairs you will find anywhere in the whole of Leeds';
    scene.stub.enqueue(jsonReply({ text: long }), jsonReply({ text: long }));
    const answer = await rewrite({
      action: 'friendlier',
      text: 'Fast, tidy plumbing repairs',
      maxLength: 64,
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        code: 'rewrite-too-long',
        message:
          'The suggestion came back longer than this text may be (64 characters). Select less text, or try Shorter first.',
      },
    });
    expect(scene.stub.requests).toHaveLength(2);
  });

  it('the AI service failing is 503 rewrite-unavailable', async () => {
    scene.stub.fallback = () => ({ status: 500, headers: { 'retry-after-ms': '1' } });
    const answer = await rewrite({
      action: 'shorter',
      text: 'Fast, tidy plumbing repairs in Leeds',
      maxLength: 64,
    });
    expect(answer).toEqual({
      status: 503,
      body: {
        code: 'rewrite-unavailable',
        message: 'We could not rewrite this just now. Please try again in a minute.',
      },
    });
  });
});
