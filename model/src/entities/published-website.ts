import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { timestamp } from './common.ts';
import { checkSections } from './section-rules.ts';
import type { Website, WebsiteSchemaOptions } from './website.ts';
import { websiteFields } from './website.ts';

/**
 * The published copy (spec §3): the draft's content, keyed by its handle, with `createdAt` kept
 * from the first publish and `modifiedAt` set by each publish. The website id is
 * `websiteSettings.id`.
 */
export const publishedWebsiteFields = websiteFields
  .pick({ userId: true, version: true, websiteSettings: true, theme: true, sections: true })
  .extend({
    handle: z.string().min(1).max(fieldLimits.handle),
    createdAt: timestamp,
    modifiedAt: timestamp,
  });

/** The published website document with the same section rules as the draft. */
export function publishedWebsiteSchema(options: WebsiteSchemaOptions = {}) {
  return publishedWebsiteFields.superRefine((doc, ctx) => checkSections(doc.sections, ctx, options));
}

export const publishedWebsite = publishedWebsiteSchema();
export const publishedWebsiteCodeEmbedRaised = publishedWebsiteSchema({ codeEmbedRaised: true });
export type PublishedWebsite = z.infer<typeof publishedWebsite>;

/**
 * The published copy of `draft` under `handle`, published at `now`. `previous` is the copy
 * already published under that handle, whose `createdAt` is kept.
 */
export function toPublishedWebsite(
  draft: Website,
  handle: string,
  now: string,
  previous?: Pick<PublishedWebsite, 'createdAt'> | null,
): PublishedWebsite {
  return {
    userId: draft.userId,
    version: draft.version,
    websiteSettings: draft.websiteSettings,
    theme: draft.theme,
    sections: draft.sections,
    handle,
    createdAt: previous?.createdAt ?? now,
    modifiedAt: now,
  };
}
