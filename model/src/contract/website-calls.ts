import { z } from 'zod';
import { entityId, timestamp } from '../entities/common.ts';
import { type Website, websiteSchema } from '../entities/website.ts';
import { websiteListItem } from '../entities/website-list-item.ts';
import { websiteRoles } from '../permissions/table.ts';
import { publishKinds, publishOutcomes, publishStates } from '../states/publish-request.ts';
import { handleInputSchema } from '../validation/handle.ts';
import { defineRoute } from './route-contract.ts';

/**
 * A draft in an answer. Decision: drafts are parsed with the model's `website` where they enter
 * (creation, save), so answers do not parse them again — a full parse costs ~0.7 ms, a third of
 * the get-draft budget (2,000 req/s on 2 cores) — and only check that it is an object. The api
 * attaches the whole document's JSON schema for the OpenAPI document (not done here, so the
 * designer does not compute it when it loads).
 */
export const storedDocument = z.custom<Website>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

export const websiteIdParams = z.object({ websiteId: entityId });
const role = z.enum(websiteRoles);
/** Who may save now (spec §4 "Editing control"). */
export const editControlAnswer = z.object({ holderUserId: z.string(), youHoldIt: z.boolean() });
export const draftVersion = z.number().int().min(1);

/** 409 of a save based on an older version: reload, never merged silently. */
export const staleDraft = z.object({
  code: z.literal('stale-draft'),
  message: z.string(),
  currentVersion: draftVersion,
});

/**
 * The save body with the default limits. Its type is the contract; the api checks with
 * `saveDraftBody(codeEmbedRaised)`, the same shape with the limits in force (RAISED_LIMITS allows
 * more Code Embed sections), so only the limit differs, never the shape.
 */
export function saveDraftBody(codeEmbedRaised: boolean) {
  return z.object({ document: websiteSchema({ codeEmbedRaised }), baseVersion: draftVersion });
}

export const publishAccepted = z.object({ requestId: z.uuid() });

/** The website calls the designer makes (docs/decisions/websites.md). */
export const websiteCalls = {
  /** Spec §3 list items, newest first, each with the caller's role. */
  listWebsites: defineRoute({
    method: 'get',
    path: '/websites',
    auth: 'user',
    responses: {
      200: z.object({
        websites: z.array(
          websiteListItem.extend({
            role,
            /** Where visitors find it now (as `getWebsite` answers it); null while not published. */
            liveUrl: z.string().nullable(),
          }),
        ),
      }),
    },
  }),
  getWebsite: defineRoute({
    method: 'get',
    path: '/websites/:websiteId',
    auth: 'user',
    params: websiteIdParams,
    responses: {
      200: z.object({
        document: storedDocument,
        version: draftVersion,
        role,
        editControl: editControlAnswer,
        /**
         * Where visitors find the website now — its connected custom domain, else its free address
         * on the sites origin — or null while it is not published.
         */
        liveUrl: z.string().nullable(),
      }),
    },
  }),
  /** Owner only; goes through the publisher (published copy, build files, sitemap entry, then the draft). */
  deleteWebsite: defineRoute({
    method: 'delete',
    path: '/websites/:websiteId',
    auth: 'user',
    params: websiteIdParams,
    responses: { 202: publishAccepted },
  }),
  saveDraft: defineRoute({
    method: 'put',
    path: '/websites/:websiteId/draft',
    auth: 'user',
    params: websiteIdParams,
    body: saveDraftBody(false),
    responses: { 200: z.object({ version: draftVersion }), 409: staleDraft },
  }),
  takeEditControl: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/edit-control',
    auth: 'user',
    params: websiteIdParams,
    responses: { 200: z.object({ version: draftVersion, editControl: editControlAnswer }) },
  }),
  /** Spec §4 "Web-address availability" with the §5 messages. */
  checkHandle: defineRoute({
    method: 'get',
    path: '/handles/:handle',
    auth: 'user',
    params: z.object({ handle: z.string().min(1).max(256) }),
    query: z.object({ websiteId: entityId.optional() }),
    responses: {
      200: z.object({
        /** The handle after spec §5 normalisation (what would be published). */
        handle: z.string(),
        available: z.boolean(),
        message: z.string(),
      }),
    },
  }),
  /** What the user typed, normalised then checked (§5). */
  publish: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/publish',
    auth: 'user',
    params: websiteIdParams,
    body: z.object({ handle: handleInputSchema }),
    responses: { 202: publishAccepted },
  }),
  getPublishRequest: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/publish/:requestId',
    auth: 'user',
    params: websiteIdParams.extend({ requestId: z.uuid() }),
    responses: {
      200: z.object({
        requestId: z.uuid(),
        kind: z.enum(publishKinds),
        state: z.enum(publishStates),
        outcome: z.enum(publishOutcomes).nullable(),
        handle: z.string().nullable(),
        /** Where visitors find the site once `state` is succeeded with outcome live. */
        liveUrl: z.string().nullable(),
        error: z.object({ code: z.string(), message: z.string() }).nullable(),
        createdAt: timestamp,
        finishedAt: timestamp.nullable(),
      }),
    },
  }),
};
