import { type Database, recordEvent } from '@sitewright/store';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RateRule } from '../http/rate-limit.ts';

/** The body of `POST /api/events`: a page view of an app route (spec §1). */
export const pageViewRequest = z.strictObject({
  type: z.literal('page_view'),
  route: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\//, 'route must be a path starting with /')
    .describe('The app route shown, as a path: /designer/site-1'),
});

/** Page views are cheap but anonymous: a per-address ceiling keeps the table from being flooded. */
export const pageViewsPerIp: RateRule = { name: 'events-ip', limit: 600, windowMs: 15 * 60_000 };

/** `POST /api/events`: records a page view, for a signed-in or anonymous visitor. */
export function eventRoutes(routes: ApiRoutes, deps: { db: Database }): void {
  routes.add(
    {
      method: 'post',
      path: '/events',
      summary: 'Record a page view (spec §1: on every route change)',
      auth: 'optional',
      body: pageViewRequest,
      responses: { 204: null },
      limits: ({ ip }) => [{ rule: pageViewsPerIp, key: ip }],
    },
    async ({ body, user, now }) => {
      await recordEvent(deps.db, { type: body.type, route: body.route, userId: user?.id ?? null, at: now });
    },
  );
}
