import { eventCalls } from '@sitewright/model';
import { type Database, recordEvent } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import type { RateRule } from '../http/rate-limit.ts';

/** Page views are cheap but anonymous: a per-address ceiling keeps the table from being flooded. */
export const pageViewsPerIp: RateRule = { name: 'events-ip', limit: 600, windowMs: 15 * 60_000 };

/** `POST /api/events`: records a page view, for a signed-in or anonymous visitor. */
export function eventRoutes(routes: ApiRoutes, deps: { db: Database }): void {
  routes.implement(
    eventCalls.recordPageView,
    {
      summary: 'Record a page view (spec §1: on every route change)',
      limits: ({ ip }) => [{ rule: pageViewsPerIp, key: ip }],
    },
    async ({ body, user, now }) => {
      await recordEvent(deps.db, { type: body.type, route: body.route, userId: user?.id ?? null, at: now });
    },
  );
}
