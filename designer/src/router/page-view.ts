import type { eventCalls, RouteCallInput } from '@sitewright/model';
import { useEffect } from 'react';

/**
 * The body of `POST /api/events` for a page view (spec §1: one on every route change), typed by its
 * contract. The shell imports model for its types only (no zod on a first visit), so the path is
 * written out; `page-view.test.ts` checks it is the contract's. `route` is the path only: query
 * strings can carry a pasted link or a business name.
 */
export type PageViewEvent = RouteCallInput<typeof eventCalls.recordPageView>['body'];

/**
 * Headers added to every page-view request. The sign-in work sets this to add the bearer token, so
 * a signed-in visitor's views are attributed; anonymous views are recorded without it.
 */
export const pageViewHeaders: { current: () => Record<string, string> } = { current: () => ({}) };

/** Sends one page view, fire-and-forget: `keepalive` lets it finish when the page unloads; failures are ignored. */
export function sendPageView(route: string, fetchImpl: typeof fetch = fetch): void {
  const event: PageViewEvent = { type: 'page_view', route };
  try {
    fetchImpl('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...pageViewHeaders.current() },
      body: JSON.stringify(event),
    }).catch(() => {});
  } catch {
    // a page view must never break the page
  }
}

// Module level, not a ref: React's StrictMode runs effects twice in development; one view is one event.
let lastSent: object | null = null;

/**
 * Records a page view for every navigation the router settles on (the first page included).
 * `navigation` is the router's navigation object: a new object per route change.
 */
export function usePageView(navigation: object, route: string): void {
  useEffect(() => {
    if (lastSent === navigation) return;
    lastSent = navigation;
    sendPageView(route);
  }, [navigation, route]);
}
