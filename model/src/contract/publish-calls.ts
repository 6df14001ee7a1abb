import { defineRoute } from './route-contract.ts';
import { restoreBody } from './version-calls.ts';
import { publishAccepted, websiteIdParams } from './website-calls.ts';

/**
 * Taking a published website offline and back (docs/decisions/websites.md). Publishing itself and
 * a request's state are `websiteCalls.publish` and `getPublishRequest`; every request answers 202
 * with its id.
 */
export const publishCalls = {
  /** The address then answers "No website at this link". */
  unpublish: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/unpublish',
    auth: 'user',
    params: websiteIdParams,
    responses: { 202: publishAccepted },
  }),
  /**
   * The previously published build goes live again — or, with `{ versionId }`, that version from
   * the history (`versionCalls.listVersions`): the live pointer switches, nothing is rebuilt.
   */
  rollback: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/rollback',
    auth: 'user',
    params: websiteIdParams,
    body: restoreBody,
    responses: { 202: publishAccepted },
  }),
};
