import { type Database, recordRepublish } from '@sitewright/store';
import {
  type EnqueuedRequest,
  enqueueAfterCommit,
  type OutboxOptions,
  type WebsiteRequestInput,
} from './outbox.ts';
import type { PublishQueue } from './queue.ts';

/**
 * The republish a custom domain's change calls for (spec §5): the build live now, rendered again
 * for the origin the site has now. Store's `recordRepublish` decides what to record (never the
 * draft; a waiting publish or rename is returned instead; nothing when the site is not published
 * or its newest request takes it offline or rolls it back).
 */
export async function requestRepublish(
  db: Database,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest | null> {
  const recorded = await db.transaction((tx) => recordRepublish(tx, input));
  // Enqueued in the background, like every outbox request: the committed row is the promise.
  return recorded ? enqueueAfterCommit(queue, recorded, options) : null;
}
