import { websiteCalls } from '@sitewright/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, routeUrl } from './websites-api.ts';

describe('routeUrl', () => {
  it('fills the contract path under /api, encoding each parameter', () => {
    const url = routeUrl(websiteCalls.getPublishRequest, {
      params: { websiteId: 'a/b c', requestId: 'r?1' },
    });
    expect(url).toBe('/api/websites/a%2Fb%20c/publish/r%3F1');
  });

  it('adds the defined query values and leaves out the others', () => {
    expect(
      routeUrl(websiteCalls.checkHandle, { params: { handle: 'my shop' }, query: { websiteId: 'w1' } }),
    ).toBe('/api/handles/my%20shop?websiteId=w1');
    expect(
      routeUrl(websiteCalls.checkHandle, { params: { handle: 'x' }, query: { websiteId: undefined } }),
    ).toBe('/api/handles/x');
  });

  it('refuses a path parameter it has no value for', () => {
    expect(() => routeUrl(websiteCalls.getWebsite, { params: {} as { websiteId: string } })).toThrow(
      ':websiteId',
    );
  });
});

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
