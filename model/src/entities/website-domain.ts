import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { decidedLimits, entityId, timestamp } from './common.ts';
import { domainFailureReason, domainPendingReason, domainState } from './enums.ts';

/** A domain name as the owner connects it: lower-cased, dotted labels of letters, digits and hyphens. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(decidedLimits.domainName)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, {
    message: 'Please enter a valid domain name',
  });

/**
 * Spec §3 "Website domain", keyed by domain name. A pending reason only while pending
 * (neither Connected nor Failed, §4); a failure reason only when Failed.
 */
export const websiteDomain = z
  .object({
    domainName,
    userId: entityId,
    /** The handle the domain serves; null once disconnected. */
    websiteName: z.string().max(fieldLimits.handle).nullable(),
    state: domainState,
    pendingReason: domainPendingReason.nullable(),
    failureReason: domainFailureReason.nullable(),
    createdAt: timestamp,
    modifiedAt: timestamp,
  })
  .superRefine((d, ctx) => {
    const pending = d.state !== 'Connected' && d.state !== 'Failed';
    if (d.pendingReason && !pending) {
      ctx.addIssue({
        code: 'custom',
        path: ['pendingReason'],
        message: 'Only a pending domain has a pending reason',
      });
    }
    if (d.failureReason && d.state !== 'Failed') {
      ctx.addIssue({
        code: 'custom',
        path: ['failureReason'],
        message: 'Only a failed domain has a failure reason',
      });
    }
  });
export type WebsiteDomain = z.infer<typeof websiteDomain>;
