import { z } from 'zod';
import { defineRoute } from './route-contract.ts';

/** Live updates of the signed-in user (docs/decisions/websites.md "Live updates"). */
export const liveCalls = {
  /** A 60-second, single-use ticket that opens one event stream (for `EventSource`, which sends no header). */
  liveTicket: defineRoute({
    method: 'post',
    path: '/live/ticket',
    auth: 'user',
    responses: { 201: z.object({ ticket: z.string(), expiresAt: z.iso.datetime() }) },
  }),
  /**
   * A Server-Sent Events stream, not a JSON answer: the contract fixes its path and inputs (the api
   * serves it as a raw route); events are named by their kind, `ready` first.
   */
  liveEvents: defineRoute({
    method: 'get',
    path: '/live',
    auth: 'user',
    query: z.object({ ticket: z.string().optional() }),
    responses: { 200: null },
  }),
};
