import { z } from 'zod';
import { uploadLimits } from '../limits/index.ts';
import { entityId, timestamp } from './common.ts';
import { image } from './image.ts';

/** What an upload is for: its own size and format rules (spec §5). */
export const websiteImageKind = z.enum(['Image', 'Logo', 'BrowserIcon']);
export type WebsiteImageKind = z.infer<typeof websiteImageKind>;

/**
 * Spec §3 "WebsiteImages" (fields not shown): an image uploaded to or chosen for one website,
 * counted against §9 "Images per website: 70". `storageKey` is the object-store key of uploads.
 */
export const websiteImage = z.object({
  id: entityId,
  websiteId: entityId,
  userId: entityId,
  kind: websiteImageKind.default('Image'),
  image,
  storageKey: z.string().min(1).max(1024).nullable(),
  mimeType: z.string().min(1).max(64),
  bytes: z.number().int().min(0).max(uploadLimits.image.maxBytes),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  createdAt: timestamp,
});
export type WebsiteImage = z.infer<typeof websiteImage>;
