import { errorCatalogue } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { ApiError, clientErrors, postJson } from './post-json.ts';

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('postJson', () => {
  it('returns the parsed answer', async () => {
    const names = await postJson(
      '/api/tools/business-names',
      { description: 'x' },
      {
        fetchImpl: answer(200, { names: ['A'] }),
      },
    );
    expect(names).toEqual({ names: ['A'] });
  });

  it('raises the { code, message } body of a failed call (spec §7)', async () => {
    const call = postJson(
      '/api/x',
      {},
      { fetchImpl: answer(429, { code: 'too-many-requests', message: 'Slow down.' }) },
    );
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      code: 'too-many-requests',
      message: 'Slow down.',
      status: 429,
    });
  });

  it('turns a network failure and an unreadable error into the catalogue’s messages', async () => {
    const offline = postJson(
      '/api/x',
      {},
      { fetchImpl: () => Promise.reject(new TypeError('fetch failed')) },
    );
    await expect(offline).rejects.toMatchObject({
      code: 'network-request-failed',
      message: 'Network connectivity failed.',
    });
    const html = postJson('/api/x', {}, { fetchImpl: answer(502, '<html>Bad gateway</html>') });
    await expect(html).rejects.toBeInstanceOf(ApiError);
    await expect(html).rejects.toMatchObject({ code: 'unknown', status: 502 });
  });

  it('uses the spec §8 wording of the model’s catalogue', () => {
    for (const [code, message] of Object.entries(clientErrors)) {
      expect(errorCatalogue[code as keyof typeof clientErrors].message).toBe(message);
    }
  });
});
