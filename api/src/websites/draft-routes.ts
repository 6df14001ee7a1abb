import { saveDraftBody, websiteCalls } from '@sitewright/model';
import { readSaveState, recordEditControl, saveDraft, websiteMemberIds } from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { notifyUsers } from '../live/notify.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { requireCapability, requireEditControl, requireMember, websiteErrors } from './website-access.ts';
import { staleDraftMessage } from './website-schemas.ts';

/** `PUT /api/websites/{websiteId}/draft` and `POST /api/websites/{websiteId}/edit-control`. */
export function draftRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  routes.implement(
    websiteCalls.saveDraft,
    {
      summary: 'Save the draft (holder of edit control only); a stale baseVersion is refused, never merged',
      description:
        'The document is parsed with the model (Code Embed 20 with RAISED_LIMITS, else 6). userId, handle, createdAt, lastPublishedAt and lastSharedAt are kept from the stored draft; modifiedAt, lastDesignedAt and lastModifiedBy are set by the server. 409 stale-draft carries currentVersion.',
      // The contract's shape with the Code Embed limit in force.
      body: saveDraftBody(deps.config?.raisedLimits ?? false),
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 409, code: 'stale-draft' },
        { status: 409, code: 'edit-control-required' },
      ],
    },
    async ({ params, body, user, now }) => {
      const { websiteId } = params;
      if (body.document.id !== websiteId) {
        throw new ApiError(400, 'invalid-request', 'document.id: must be the id of the website saved');
      }
      // One read decides (role, edit control, version); the write applies only if the row is
      // still as read, and tells every member in the same statement.
      const state = await readSaveState(deps.db, websiteId, user);
      if (!state) throw websiteErrors.notFound();
      requireEditControl(state, user.id);
      const result = await saveDraft(deps.db, {
        websiteId,
        document: body.document,
        baseVersion: body.baseVersion,
        user,
        now,
        state,
      });
      if (result.saved) {
        // A publish of this version run in this process renders it without reading it back.
        deps.publishing?.deps.savedDrafts?.remember(websiteId, result.version, body.document);
        return { version: result.version };
      }
      if (result.reason === 'gone') throw websiteErrors.notFound();
      if (result.reason === 'edit-control') throw websiteErrors.editControlRequired();
      return reply(409, {
        code: 'stale-draft',
        message: staleDraftMessage,
        currentVersion: result.currentVersion,
      });
    },
  );

  routes.implement(
    websiteCalls.takeEditControl,
    {
      summary: 'Take edit control (spec §4): the caller becomes the last modifier; the other editor is told',
      errors: [{ status: 404, code: 'website-not-found' }],
    },
    async ({ params, user, now }) => {
      const { websiteId } = params;
      const { version } = await deps.db.transaction(async (tx) => {
        const member = await requireMember(tx, websiteId, user, true);
        requireCapability(member, 'takeEditControl');
        const taken = await recordEditControl(tx, member.website, user.id, now);
        const others = (await websiteMemberIds(tx, websiteId)).filter((id) => id !== user.id);
        await notifyUsers(tx, others, { kind: 'edit-control-taken', websiteId, byUserId: user.id });
        return taken;
      });
      return { version, editControl: { holderUserId: user.id, youHoldIt: true } };
    },
  );
}
