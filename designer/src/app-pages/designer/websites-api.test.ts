import { websiteCalls } from '@sitewright/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from './websites-api.ts';

describe('callRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the contract's method with the JSON body and answers the parsed JSON", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ requestId: 'r1' }), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await callRoute(websiteCalls.publish, {
      params: { websiteId: 'w1' },
      body: { handle: 'shop' },
    });
    expect(answer).toEqual({ requestId: 'r1' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/websites/w1/publish',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ handle: 'shop' }) }),
    );
  });
});
