import { z } from 'zod';
import { entityId } from '../entities/common.ts';
import { defineRoute } from './route-contract.ts';

/**
 * "Your site as files" (docs/decisions/websites.md "Export"). Both answer `application/zip`, not
 * JSON: the contracts fix their paths and inputs, and the api serves them as raw routes.
 */
export const exportCalls = {
  /** The live build as files with relative links: works from any static host and from disk. */
  exportSite: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/export',
    auth: 'user',
    params: z.object({ websiteId: entityId }),
    responses: { 200: null },
  }),
  /** The draft as JSON with its JSON Schema, and the leads as CSV. */
  exportData: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/export/data',
    auth: 'user',
    params: z.object({ websiteId: entityId }),
    responses: { 200: null },
  }),
};
