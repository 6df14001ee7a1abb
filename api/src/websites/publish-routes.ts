import { publishCalls, websiteCalls } from '@sitewright/model';
import {
  findPublishRequest,
  type RecordedRequest,
  requestPublish,
  requestRollback,
  requestUnpublish,
} from '@sitewright/publisher';
import { type ApiRoutes, reply } from '../contract/index.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { requestRestore } from '../publishing/versions-restore.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { outboxOptions, publishQueue, publishRefusal, publishStateOf } from './publisher-link.ts';
import { requireCapability, requireEditControl, requireMember, websiteErrors } from './website-access.ts';

const publishesPerWebsite: RateRule = { name: 'website-publish', limit: 60, windowMs: 60 * 60_000 };

const accepted = ({ request }: RecordedRequest) => reply(202, { requestId: request.id });

const refusals = [
  { status: 404, code: 'website-not-found' },
  { status: 409, code: 'edit-control-required' },
] as const;

/**
 * Publishing through the publisher's outbox (README "Websites"). Decision (spec §6 "Edit content
 * and settings": Owner and Editor): both roles publish, change the address, unpublish and roll
 * back — and, like saving, only while holding edit control (spec §4: one editor at a time; the
 * address and published state are settings of the designer). Every call answers 202 with the
 * request id; repeated clicks on one draft version return the same request.
 */
export function publishRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  const queue = publishQueue(deps);
  const options = outboxOptions(deps);
  const editor = async (websiteId: string, user: { id: string; email: string }) => {
    requireEditControl(await requireMember(deps.db, websiteId, user), user.id);
  };
  const limits = ({ params }: { params: { websiteId: string } }) => [
    { rule: publishesPerWebsite, key: params.websiteId },
  ];

  routes.implement(
    websiteCalls.publish,
    {
      summary: 'Publish the saved draft at a web address (a new address renames: the old one stops working)',
      fieldErrors: { handle: { code: 'invalid-handle' } },
      errors: [...refusals, { status: 409, code: 'handle-unavailable' }],
      limits,
    },
    async ({ params, body, user }) => {
      await editor(params.websiteId, user);
      const input = { websiteId: params.websiteId, handle: body.handle, requestedBy: user.id };
      return accepted(await requestPublish(deps.db, input, queue, options).catch(publishRefusal));
    },
  );

  routes.implement(
    websiteCalls.getPublishRequest,
    {
      summary: 'The state of a publish, rename, unpublish, rollback or delete request',
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 404, code: 'publish-request-not-found' },
      ],
    },
    async ({ params, user }) => {
      const member = await requireMember(deps.db, params.websiteId, user);
      requireCapability(member, 'editContentAndSettings');
      const request = await findPublishRequest(deps.db, params.requestId);
      if (!request || request.websiteId !== params.websiteId) throw websiteErrors.requestNotFound();
      return publishStateOf(deps, request);
    },
  );

  routes.implement(
    publishCalls.unpublish,
    {
      summary: 'Take the website offline: its address answers "No website at this link"',
      errors: refusals,
      limits,
    },
    async ({ params, user }) => {
      await editor(params.websiteId, user);
      const input = { websiteId: params.websiteId, requestedBy: user.id };
      return accepted(await requestUnpublish(deps.db, input, queue, options).catch(publishRefusal));
    },
  );

  routes.implement(
    publishCalls.rollback,
    {
      summary:
        'Make the previously published build live again, or with { versionId } that version (no rebuild)',
      errors: [
        ...refusals,
        { status: 404, code: 'version-not-found' },
        { status: 409, code: 'nothing-to-roll-back' },
        { status: 409, code: 'restore-in-progress' },
      ],
      limits,
    },
    async ({ params, body, user }) => {
      await editor(params.websiteId, user);
      if (body?.versionId) {
        const restore = { websiteId: params.websiteId, versionId: body.versionId, requestedBy: user.id };
        return accepted(await requestRestore(deps, restore));
      }
      const input = { websiteId: params.websiteId, requestedBy: user.id };
      return accepted(await requestRollback(deps.db, input, queue, options).catch(publishRefusal));
    },
  );
}
