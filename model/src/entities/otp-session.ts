import { z } from 'zod';
import { entityId, identityEmail, timestamp } from './common.ts';

/**
 * Spec §3 "OtpSessions" (fields not shown): one e-mailed one-time code (§5: 6 characters).
 * Only the code's hash is stored (ARCHITECTURE "Security and data rules"). Verifying it answers
 * Success, ExpiredCode, InvalidCode or InvalidSession (§4).
 */
export const otpSession = z.object({
  id: entityId,
  email: identityEmail,
  codeHash: z.string().min(1).max(256),
  attempts: z.number().int().min(0).default(0),
  createdAt: timestamp,
  expiresAt: timestamp,
  /** Set once the code is used; a used session cannot verify again. */
  consumedAt: timestamp.nullable().default(null),
});
export type OtpSession = z.infer<typeof otpSession>;
