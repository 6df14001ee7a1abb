import { errorMessage } from '../errors/index.ts';
import { ownedWebsiteLimit } from '../limits/index.ts';
import { failure, type Result, success } from './result.ts';

/** Refusal for a missing website id (wording ours: the spec states the rule only). */
export const websiteIdRequiredMessage = 'A website id is required';

export interface WebsiteCreationRequest {
  /** The id the new draft will be stored under. */
  id: string;
  /** How many websites the user owns now. */
  ownedCount: number;
  /** The owned-website limit in force. @defaultValue 5 (`ownedWebsiteLimit()`) */
  limit?: number;
}

/**
 * Spec §5 "Creating a website": a non-empty id and fewer owned websites than the limit.
 * @returns the trimmed id, or 'Maximum allowed website limit exceeded'.
 */
export function validateWebsiteCreation(request: WebsiteCreationRequest): Result<string> {
  const id = request.id.trim();
  if (id === '') return failure(websiteIdRequiredMessage);
  const limit = request.limit ?? ownedWebsiteLimit();
  if (request.ownedCount >= limit) return failure(errorMessage('website-limit-exceeded'));
  return success(id);
}
