import { creationAnswers } from '@sitewright/generator';
import {
  creationOutcomes,
  entityId,
  handleInputSchema,
  timestamp,
  type Website,
  websiteFields,
  websiteListItem,
  websiteRoles,
  websiteSchema,
} from '@sitewright/model';
import { publishKinds } from '@sitewright/publisher';
import { z } from 'zod';

/**
 * The request and answer shapes of the website calls, derived from the model's schemas.
 */

const documentJsonSchema = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(websiteFields, {
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return schema;
})();

/**
 * A draft in an answer. Decision: drafts are parsed with the model's `website` where they enter
 * (creation, save), so answers do not parse them again — a full parse costs ~0.7 ms, a third of
 * the get-draft budget (2,000 req/s on 2 cores) — and only check that it is an object. The OpenAPI
 * document still shows the whole document schema.
 */
export const storedDocument = z
  .custom<Website>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  .meta(documentJsonSchema);

export const websiteIdParams = z.object({ websiteId: entityId });
export const role = z.enum(websiteRoles);
/** Who may save now (spec §4 "Editing control"). */
export const editControl = z.object({ holderUserId: z.string(), youHoldIt: z.boolean() });
export const draftVersion = z.number().int().min(1);

/** `GET /api/websites`: spec §3 list items, newest first, each with the caller's role. */
export const websiteList = z.object({ websites: z.array(websiteListItem.extend({ role })) });

/** `GET /api/websites/{websiteId}`. */
export const websiteAnswer = z.object({
  document: storedDocument,
  version: draftVersion,
  role,
  editControl,
});

/** `PUT /api/websites/{websiteId}/draft`: the document with the limits in force. */
export function saveDraftBody(codeEmbedRaised: boolean) {
  return z.object({ document: websiteSchema({ codeEmbedRaised }), baseVersion: draftVersion });
}

/** 409 of a save based on an older version: reload, never merged silently. */
export const staleDraft = z.object({
  code: z.literal('stale-draft'),
  message: z.string(),
  currentVersion: draftVersion,
});
export const staleDraftMessage =
  'This website was changed since you loaded it. Reload to get the latest version; your changes were not saved.';

/** `POST /api/websites`: the onboarding answers, and the id of a progress channel to follow. */
export const createWebsiteBody = creationAnswers.extend({
  /** Chosen by the client; `GET /api/websites/creation/{creationId}/events` streams the stages. */
  creationId: z.uuid().optional(),
});
export const createdWebsite = z.object({
  id: entityId,
  document: storedDocument,
  version: draftVersion,
  /** Spec §4 creation outcome (success, partial success, no / minimal content imported). */
  outcome: z.enum(creationOutcomes),
});

/** `GET /api/handles/{handle}` (spec §4 "Web-address availability", §5 messages). */
export const handleParams = z.object({ handle: z.string().min(1).max(256) });
export const handleQuery = z.object({ websiteId: entityId.optional() });
export const handleAnswer = z.object({
  /** The handle after spec §5 normalisation (what would be published). */
  handle: z.string(),
  available: z.boolean(),
  message: z.string(),
});

/** `POST /api/websites/{websiteId}/publish`: what the user typed, normalised then checked (§5). */
export const publishBody = z.object({ handle: handleInputSchema });
export const publishAccepted = z.object({ requestId: z.uuid() });
export const publishRequestParams = websiteIdParams.extend({ requestId: z.uuid() });

/** `GET /api/websites/{websiteId}/publish/{requestId}`. */
export const publishState = z.object({
  requestId: z.uuid(),
  kind: z.enum(publishKinds),
  state: z.enum(['queued', 'running', 'succeeded', 'failed']),
  outcome: z.enum(['live', 'superseded', 'unpublished']).nullable(),
  handle: z.string().nullable(),
  /** Where visitors find the site once `state` is succeeded with outcome live. */
  liveUrl: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
});
