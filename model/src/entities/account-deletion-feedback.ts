import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { entityId, timestamp } from './common.ts';
import { accountDeletionReason } from './enums.ts';

/** Spec §4 account deletion, stage 1: a reason is required; free text at most 1000 characters. */
export const accountDeletionFeedback = z.object({
  userId: entityId,
  reason: accountDeletionReason,
  text: z.string().max(fieldLimits.accountDeletionFeedback).default(''),
  createdAt: timestamp,
});
export type AccountDeletionFeedback = z.infer<typeof accountDeletionFeedback>;
