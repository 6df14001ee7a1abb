import { z } from 'zod';
import { handleSchema } from '../validation/handle.ts';
import { entityId, timestamp } from './common.ts';
import type { SectionCountOptions } from './section-registry.ts';
import { checkSections } from './section-rules.ts';
import { section } from './sections/index.ts';
import { secondLanguage } from './site-language.ts';
import { suggestions } from './suggestion.ts';
import { theme } from './theme.ts';
import { websiteSettings } from './website-settings.ts';

/** The document version written today (spec §3 `version: '1.0'`); older documents are migrated. */
export const currentWebsiteVersion = '1.0';

/** Who saved the draft last, and when: the edit-control rule of spec §4 reads it. */
export const lastModifiedBy = z.object({ userId: entityId, timestamp });
export type LastModifiedBy = z.infer<typeof lastModifiedBy>;

/**
 * The draft website's fields without the cross-field rules. Derive inputs from it
 * (`websiteFields.pick({ theme: true })`), then parse whole documents with `website`.
 */
export const websiteFields = z.object({
  /** The website id; the draft is stored under it and `websiteSettings.id` repeats it. */
  id: entityId,
  /** The owner (spec §6: the owner is the user whose id is the website's userId). */
  userId: entityId,
  version: z.literal(currentWebsiteVersion),
  /** The published address; null until first published. The §5 handle rule lives in `validation/`. */
  handle: handleSchema.nullable(),
  websiteSettings,
  theme,
  sections: z.array(section),
  /**
   * Marked suggestions: generated words stating a fact the owner has not confirmed. The
   * designer shows them marked; publishing leaves every pending one out. Absent means none.
   */
  suggestions: suggestions.optional(),
  /**
   * The one more language the site is published in (issue 19), with a translation per text field
   * (`textFields`); absent or null: English only.
   */
  secondLanguage: secondLanguage.nullable().optional(),
  createdAt: timestamp,
  modifiedAt: timestamp,
  lastDesignedAt: timestamp.nullable(),
  lastSharedAt: timestamp.nullable(),
  lastPublishedAt: timestamp.nullable(),
  lastModifiedBy: lastModifiedBy.nullable(),
});

/** Options of the document schema. */
export type WebsiteSchemaOptions = SectionCountOptions;

/**
 * The draft website document (spec §3) with its rules: section counts (§9), Header and Footer
 * exactly once, unique section ids, menu links to sections on the page, and `websiteSettings.id`
 * equal to `id`. Pass `{ codeEmbedRaised: true }` where Code Embed allows 20.
 */
export function websiteSchema(options: WebsiteSchemaOptions = {}) {
  return websiteFields.superRefine((doc, ctx) => {
    checkSections(doc.sections, ctx, options);
    if (doc.websiteSettings.id !== doc.id) {
      ctx.addIssue({
        code: 'custom',
        path: ['websiteSettings', 'id'],
        message: 'websiteSettings.id must be the website id',
      });
    }
  });
}

/** The draft website document with Code Embed limited to 6. */
export const website = websiteSchema();
/** The draft website document where Code Embed allows 20 (spec §9 "in certain environments"). */
export const websiteCodeEmbedRaised = websiteSchema({ codeEmbedRaised: true });
export type Website = z.infer<typeof website>;
/** What a writer may hand to `website.parse` (defaults not yet applied). */
export type WebsiteInput = z.input<typeof website>;
