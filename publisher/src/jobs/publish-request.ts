import type { PublishKind, PublishRequest } from '@sitewright/store';

/** The outbox row's types live with its table, in store. */
export {
  type PublishKind,
  type PublishOutcome,
  type PublishRequest,
  type PublishState,
  publishKinds,
} from '@sitewright/store';

/** What a queue needs to know about a request. */
export interface PublishJobRef {
  requestId: string;
  kind: PublishKind;
  generation: number;
}

/** The data of a queued job: only the request id; the outbox row is the source of truth. */
export interface PublishJobData {
  requestId: string;
}

/**
 * The queue's job id of a request: `publish-{requestId}-{generation}`. BullMQ ignores an `add`
 * whose id exists while that job exists, which collapses repeated enqueues of one request (the
 * sweeper's included); a newer draft version is a new request, so it gets a new id, and a replay
 * bumps the generation so a failed job still kept by the queue does not swallow it.
 */
export function publishJobId(ref: Pick<PublishJobRef, 'requestId' | 'generation'>): string {
  return `publish-${ref.requestId}-${ref.generation}`;
}

/** The queue's reference of a request. */
export function jobRefOf(request: PublishRequest): PublishJobRef {
  return { requestId: request.id, kind: request.kind, generation: request.generation };
}
