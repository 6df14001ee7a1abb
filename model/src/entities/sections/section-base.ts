import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { entityId, sectionId } from '../common.ts';
import { sectionPresentation } from '../presentation.ts';

/**
 * What every section has: its id (also its anchor on the page) and the presentation options of
 * `sectionPresentation`. Each section file spreads this beside its `type` literal and content.
 */
export const sectionBase = {
  id: sectionId,
  ...sectionPresentation.shape,
};

/** Ids of items inside a section (services, reviews …), so the designer can reorder them. */
export const itemId = entityId;

/** A section heading (§9 Section heading 64) for sections where §9 gives no other limit. */
export const sectionHeading = z
  .string()
  .max(fieldLimits.sectionHeading)
  .describe('Section heading: short and specific, 2 to 6 words');
