import { purgeExpiredTrials, type Queryable } from '@sitewright/store';
import type { Logger } from '../logger.ts';

/**
 * Deletes the trials (and their websites) past their 24 hours; `main.ts` runs it with the hourly
 * sign-in housekeeping. An expired trial's cookie stops working at once (the store reads only
 * unexpired trials); this frees the rows within the hour after.
 */
export async function expireTrials(db: Queryable, now: Date, logger: Logger): Promise<number> {
  const deleted = await purgeExpiredTrials(db, now);
  if (deleted > 0) logger.info({ deleted }, 'expired trial websites deleted');
  return deleted;
}
