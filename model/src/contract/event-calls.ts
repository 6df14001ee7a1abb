import { z } from 'zod';
import { defineRoute } from './route-contract.ts';

/** Page views (spec §1: one on every route change), for signed-in and anonymous visitors. */
export const eventCalls = {
  recordPageView: defineRoute({
    method: 'post',
    path: '/events',
    auth: 'optional',
    body: z.strictObject({
      type: z.literal('page_view'),
      route: z
        .string()
        .min(1)
        .max(2048)
        .regex(/^\//, 'route must be a path starting with /')
        .describe('The app route shown, as a path: /designer/site-1'),
    }),
    responses: { 204: null },
  }),
};
