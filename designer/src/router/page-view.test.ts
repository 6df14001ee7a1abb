import { eventCalls } from '@sitewright/model';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../api/route-url.ts';
import { pageViewHeaders, sendPageView } from './page-view.ts';

describe('sendPageView (spec §1: a page-view event on every route change)', () => {
  it('POSTs { type: page_view, route } to /api/events with keepalive', () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    sendPageView('/industries/spa', fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    // Written out so the shell carries no zod: it must be the contract's.
    expect(url).toBe(routeUrl(eventCalls.recordPageView, {}));
    expect(eventCalls.recordPageView.method).toBe('post');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ type: 'page_view', route: '/industries/spa' });
  });

  it('adds the headers the sign-in work provides (the bearer token)', () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const before = pageViewHeaders.current;
    pageViewHeaders.current = () => ({ authorization: 'Bearer t' });
    try {
      sendPageView('/', fetchImpl as typeof fetch);
    } finally {
      pageViewHeaders.current = before;
    }
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer t' });
  });

  it('never throws, whether fetch rejects or throws', () => {
    expect(() =>
      sendPageView('/', (() => Promise.reject(new Error('offline'))) as typeof fetch),
    ).not.toThrow();
    expect(() =>
      sendPageView('/', (() => {
        throw new Error('no fetch');
      }) as typeof fetch),
    ).not.toThrow();
  });
});
