import { type RewriteRequest, rewriteCalls } from '@sitewright/model';
import { callRoute } from './websites-api.ts';

/** The rewrite calls (model `rewriteCalls`; docs/decisions/rewrite.md). */
export const rewriteApi = {
  options: (websiteId: string) => callRoute(rewriteCalls.rewriteOptions, { params: { websiteId } }),
  rewrite: (websiteId: string, body: RewriteRequest) =>
    callRoute(rewriteCalls.rewriteText, { params: { websiteId }, body }),
};
