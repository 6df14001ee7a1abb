import { websiteCalls } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { routeUrl } from './route-url.ts';

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
