import { z } from 'zod';
import { entityId, identityEmail, timestamp } from './common.ts';

/**
 * Spec §3 "NewsletterSubscriptions" (fields not shown): a visitor who signed up through a
 * Newsletter section. One row per website and e-mail; unsubscribing keeps the row.
 */
export const newsletterSubscription = z.object({
  id: entityId,
  websiteId: entityId,
  email: identityEmail,
  subscribedAt: timestamp,
  unsubscribedAt: timestamp.nullable().default(null),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;
