import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { entityId, timestamp } from './common.ts';
import { imageSource } from './image.ts';
import type { Website } from './website.ts';

/**
 * Spec §3 "Website list item": one row of the user menu's website list. The order (newest first)
 * is `sortWebsiteList` of `states/website-list.ts`.
 */
export const websiteListItem = z.object({
  draftId: entityId,
  /** Null while the website is a draft ('Draft - Not Published'). */
  publishedHandle: z.string().max(fieldLimits.handle).nullable(),
  businessName: z.string().max(fieldLimits.businessName),
  createdAt: timestamp,
  modifiedAt: timestamp,
  lastDesignedAt: timestamp.nullable(),
  /** URL of the browser icon, or null. */
  favicon: z.string().max(fieldLimits.externalUrl).nullable(),
});
export type WebsiteListItem = z.infer<typeof websiteListItem>;

/** The list row of a draft. */
export function toWebsiteListItem(doc: Website): WebsiteListItem {
  return {
    draftId: doc.id,
    publishedHandle: doc.lastPublishedAt ? doc.handle : null,
    businessName: doc.websiteSettings.businessName,
    createdAt: doc.createdAt,
    modifiedAt: doc.modifiedAt,
    lastDesignedAt: doc.lastDesignedAt,
    favicon: doc.websiteSettings.favIcon ? imageSource(doc.websiteSettings.favIcon, 'thumbnail') : null,
  };
}
