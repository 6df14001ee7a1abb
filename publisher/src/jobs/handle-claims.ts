import { handleMessages, validateHandle } from '@sitewright/model';
import { isHandleHeldByAnother, type Queryable, claimHandle as recordClaim } from '@sitewright/store';
import { HandleUnavailable, InvalidHandle } from './errors.ts';

/** Spec §5: normalises what the user typed and checks it; throws {@link InvalidHandle}. */
export function normaliseRequestedHandle(input: string): string {
  const result = validateHandle(input);
  if (!result.ok) throw new InvalidHandle(input);
  return result.value;
}

/**
 * Claims `handle` for `websiteId` inside the caller's transaction, or throws
 * {@link HandleUnavailable} when another website holds it (store decides races by its key).
 */
export async function claimHandle(tx: Queryable, handle: string, websiteId: string): Promise<void> {
  if (!(await recordClaim(tx, handle, websiteId))) throw new HandleUnavailable(handle);
}

/**
 * Spec §4 "Web-address availability" as the server sees it: whether `input` normalises to a valid
 * handle that no other website holds. `forWebsiteId` is the website asking (its own handle is
 * available to it).
 */
export async function handleAvailability(
  db: Queryable,
  input: string,
  forWebsiteId: string | null = null,
): Promise<{ handle: string; available: boolean; message: string }> {
  const result = validateHandle(input);
  if (!result.ok) return { handle: input, available: false, message: result.message };
  const available = !(await isHandleHeldByAnother(db, result.value, forWebsiteId));
  return {
    handle: result.value,
    available,
    message: available ? handleMessages.available : handleMessages.unavailable,
  };
}
