import type { PublishQueue } from '@sitewright/publisher';
import type { CollaborationDependencies } from '../collaboration/index.ts';

/**
 * What the account calls work with: the api's dependencies (`ApiDependencies` fits), and the
 * publish queue when the app has one. Without it, account deletion records the publisher's delete
 * requests only and the publisher's sweeper enqueues them (ARCHITECTURE "Publishing": nothing in
 * the outbox is lost).
 */
export interface AccountDependencies extends CollaborationDependencies {
  publishing?: { queue: PublishQueue } | undefined;
}
