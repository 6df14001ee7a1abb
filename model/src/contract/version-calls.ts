import { z } from 'zod';
import { entityId, timestamp } from '../entities/common.ts';
import { defineRoute } from './route-contract.ts';
import { draftVersion, staleDraft, storedDocument } from './website-calls.ts';

/** A version's id: the id of the build its publish made (`b{sequence}`). */
export const versionId = z.string().regex(/^b[1-9][0-9]{0,17}$/, 'Not a version of this website');

/** One published version in the history (newest first). */
export const publishedVersion = z.object({
  id: versionId,
  /** When it went live. */
  publishedAt: timestamp,
  /** The e-mail of who published it; null for an automatic republish (or a deleted user). */
  publishedBy: z.string().nullable(),
  /** Whether visitors see this version now. */
  live: z.boolean(),
  /** Where it was published (the site's address: its custom domain once connected). */
  address: z.string().nullable(),
  /**
   * The page's first picture as published (null: the page shows none). Decision: the worker has
   * no browser to render a screenshot with, so the thumbnail is the first picture the published
   * page shows, not a rendering.
   */
  thumbnailUrl: z.string().nullable(),
  /** The draft version the publish was made from. */
  draftVersion,
});
export type PublishedVersionAnswer = z.infer<typeof publishedVersion>;

export const versionParams = z.object({ websiteId: entityId, versionId });

/** The body of a restore through `POST …/rollback`: which version (none: the previous build). */
export const restoreBody = z.strictObject({ versionId }).optional();

/** Version history (docs/decisions/websites.md "Version history"). */
export const versionCalls = {
  /** The versions kept (the last 20 publishes at the address, and the live and previous ones), newest first. */
  listVersions: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/versions',
    auth: 'user',
    params: z.object({ websiteId: entityId }),
    responses: { 200: z.object({ versions: z.array(publishedVersion) }) },
  }),
  /** A version's content: the document its publish was made from (the designer copies it into the draft as an edit). */
  getVersion: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/versions/:versionId',
    auth: 'user',
    params: versionParams,
    responses: { 200: z.object({ id: versionId, document: storedDocument }) },
  }),
  /**
   * "Copy into draft": the draft is replaced by the version's snapshot — a new draft version, saved
   * like any save (based on `baseVersion`; a stale one is refused with 409, never merged).
   */
  copyVersionIntoDraft: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/versions/:versionId/copy-into-draft',
    auth: 'user',
    params: versionParams,
    body: z.object({ baseVersion: draftVersion }),
    responses: { 200: z.object({ version: draftVersion }), 409: staleDraft },
  }),
};
