import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { decidedLimits, entityId, timestamp } from './common.ts';

/**
 * Spec §3 "CustomerContactForms" (fields not shown): one message a visitor sent through a
 * published site's contact form, keyed by the form's field titles (what the owner exports).
 */
export const customerContactForm = z.object({
  id: entityId,
  websiteId: entityId,
  /** Field title → the visitor's answer, in form order. */
  fields: z
    .record(
      z.string().min(1).max(fieldLimits.contactFieldTitle),
      z.string().max(decidedLimits.contactSubmissionValue),
    )
    .refine((f) => Object.keys(f).length <= fieldLimits.maxFormFields, {
      message: `A contact form has at most ${fieldLimits.maxFormFields} fields`,
    }),
  submittedAt: timestamp,
});
export type CustomerContactForm = z.infer<typeof customerContactForm>;
