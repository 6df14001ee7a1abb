import { errorMessage, handleMessages } from '@sitewright/model';

/**
 * The named errors of publishing. A {@link PermanentPublishError} can never succeed by retrying:
 * the runners fail its job at once (BullMQ's `UnrecoverableError`; the same in-process) instead of
 * burning attempts. Every other error is retried with the job backoff.
 */
export class PermanentPublishError extends Error {
  readonly permanent = true;
}

/** The snapshot does not parse as a website document (spec §3): rendering it can never work. */
export class InvalidPublishDocument extends PermanentPublishError {
  override readonly name = 'InvalidPublishDocument';
  constructor(readonly issues: readonly string[]) {
    super(`The website document fails validation: ${issues.slice(0, 5).join('; ')}`);
  }
}

/** A rollback with no previous build (never republished, renamed since, or collected). */
export class NothingToRollBack extends PermanentPublishError {
  override readonly name = 'NothingToRollBack';
  constructor(readonly websiteId: string) {
    super(`Website ${websiteId} has no previous build to roll back to`);
  }
}

/** A request row of a kind this processor does not know (a newer api wrote it). */
export class UnknownPublishKind extends PermanentPublishError {
  override readonly name = 'UnknownPublishKind';
  constructor(readonly kind: string) {
    super(`Unknown publish request kind ${JSON.stringify(kind)}`);
  }
}

/** Spec §5: the typed handle does not normalise to a valid one. */
export class InvalidHandle extends Error {
  override readonly name = 'InvalidHandle';
  readonly code = 'invalid-handle';
  constructor(readonly input: string) {
    super(handleMessages.invalid);
  }
}

/** Spec §5 'Web address unavailable': another website holds (or is publishing to) the handle. */
export class HandleUnavailable extends Error {
  override readonly name = 'HandleUnavailable';
  readonly code = 'handle-unavailable';
  constructor(readonly handle: string) {
    super(handleMessages.unavailable);
  }
}

/** The website does not exist, or is being deleted (spec §8 'No website at this link'). */
export class WebsiteNotFound extends Error {
  override readonly name = 'WebsiteNotFound';
  readonly code = 'website-not-found';
  constructor(readonly websiteId: string) {
    super(errorMessage('website-not-found'));
  }
}

/** An operator asked for a request that does not exist, or that cannot be replayed. */
export class PublishRequestNotReplayable extends Error {
  override readonly name = 'PublishRequestNotReplayable';
  constructor(
    readonly requestId: string,
    reason: string,
  ) {
    super(`Publish request ${requestId} cannot be replayed: ${reason}`);
  }
}

/** True for errors a retry cannot fix. */
export function isPermanentPublishError(error: unknown): boolean {
  return error instanceof PermanentPublishError;
}

/** `Name: message` for logs and the `last_error` column (bounded). */
export function describeError(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error ?? 'unknown')}`;
  return text.length > 2000 ? `${text.slice(0, 1997)}...` : text;
}
