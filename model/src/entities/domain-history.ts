import { z } from 'zod';
import { entityId, timestamp } from './common.ts';
import { domainHistoryType } from './enums.ts';
import { websiteDomain } from './website-domain.ts';

/**
 * Spec §3 "WebsiteDomainsHistory": one change to a domain (Created, Updated, Deleted) with the
 * domain as it was after the change (for Deleted: as it was when deleted).
 */
export const domainHistoryEntry = z.object({
  id: entityId,
  type: domainHistoryType,
  domain: websiteDomain,
  at: timestamp,
});
export type DomainHistoryEntry = z.infer<typeof domainHistoryEntry>;
