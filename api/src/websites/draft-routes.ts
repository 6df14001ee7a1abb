import { z } from 'zod';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { saveDraft, takeControl } from './draft-store.ts';
import { requireEditControl, websiteErrors } from './website-access.ts';
import { findMemberWebsite } from './website-rows.ts';
import {
  draftVersion,
  editControl,
  saveDraftBody,
  staleDraft,
  staleDraftMessage,
  websiteIdParams,
} from './website-schemas.ts';

/** `PUT /api/websites/{websiteId}/draft` and `POST /api/websites/{websiteId}/edit-control`. */
export function draftRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  routes.add(
    {
      method: 'put',
      path: '/websites/:websiteId/draft',
      summary: 'Save the draft (holder of edit control only); a stale baseVersion is refused, never merged',
      description:
        'The document is parsed with the model (Code Embed 20 with RAISED_LIMITS, else 6). userId, handle, createdAt, lastPublishedAt and lastSharedAt are kept from the stored draft; modifiedAt, lastDesignedAt and lastModifiedBy are set by the server. 409 stale-draft carries currentVersion.',
      auth: 'user',
      params: websiteIdParams,
      body: saveDraftBody(deps.config?.raisedLimits ?? false),
      responses: { 200: z.object({ version: draftVersion }), 409: staleDraft },
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 409, code: 'stale-draft' },
        { status: 409, code: 'edit-control-required' },
      ],
    },
    async ({ params, body, user, now }) => {
      const { websiteId } = params;
      const member = await findMemberWebsite(deps.db, websiteId, user);
      if (body.document.id !== websiteId) {
        throw new ApiError(400, 'invalid-request', 'document.id: must be the id of the website saved');
      }
      if (!member) throw websiteErrors.notFound();
      requireEditControl(member, user.id);
      // The save tells every member (`draft-saved`) in the same statement.
      const result = await saveDraft(deps.db, {
        websiteId,
        document: body.document,
        baseVersion: body.baseVersion,
        userId: user.id,
        now,
      });
      if (result.saved) return { version: result.version };
      if (result.reason === 'gone') throw websiteErrors.notFound();
      if (result.reason === 'edit-control') throw websiteErrors.editControlRequired();
      return reply(409, {
        code: 'stale-draft',
        message: staleDraftMessage,
        currentVersion: result.currentVersion,
      });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/websites/:websiteId/edit-control',
      summary: 'Take edit control (spec §4): the caller becomes the last modifier; the other editor is told',
      auth: 'user',
      params: websiteIdParams,
      responses: { 200: z.object({ version: draftVersion, editControl }) },
      errors: [{ status: 404, code: 'website-not-found' }],
    },
    async ({ params, user, now }) => {
      const { version } = await takeControl(deps.db, params.websiteId, user, now);
      return { version, editControl: { holderUserId: user.id, youHoldIt: true } };
    },
  );
}
