import { z } from 'zod';
import { defineRoute } from './route-contract.ts';

/** The api describing itself. */
export const metaCalls = {
  /** This API as an OpenAPI 3.1 document, generated from the registered calls. */
  openApiDocument: defineRoute({
    method: 'get',
    path: '/openapi.json',
    auth: 'none',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
