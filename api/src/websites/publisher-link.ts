import { errorMessage, handleMessages, publicSiteUrl } from '@sitewright/model';
import {
  HandleUnavailable,
  InvalidHandle,
  NothingToRollBack,
  type OutboxOptions,
  type PublishQueue,
  type PublishRequest,
  WebsiteNotFound,
} from '@sitewright/publisher';
import { findServingDomain } from '@sitewright/store';
import { ApiError, unknownErrorMessage } from '../http/api-error.ts';
import type { WebsitesDependencies } from './dependencies.ts';

/**
 * How the website calls reach the publisher (`@sitewright/publisher` jobs): its queue, its errors
 * as `{ code, message }`, and a request's state as the client reads it.
 */

/**
 * The queue requests are enqueued on: the process's publishing runtime (in-process runner or
 * BullMQ). Without one (an app built without publishing, as in the api's own tests) requests are
 * only recorded; a sweeper enqueues them when one runs.
 */
export function publishQueue(deps: WebsitesDependencies): PublishQueue | null {
  return deps.publishing?.queue ?? null;
}

/** The outbox's options: a failed enqueue is logged (the sweeper retries it). */
export function outboxOptions(deps: WebsitesDependencies): OutboxOptions {
  return {
    onEnqueueError: (err, request) =>
      deps.logger.warn({ err, requestId: request.id }, 'enqueue failed; the sweeper will retry'),
  };
}

/** The publisher's named errors → the api's refusals; anything else is re-thrown. */
export function publishRefusal(error: unknown): never {
  if (error instanceof HandleUnavailable) throw new ApiError(409, error.code, handleMessages.unavailable);
  if (error instanceof InvalidHandle) throw new ApiError(400, error.code, handleMessages.invalid);
  if (error instanceof WebsiteNotFound) {
    throw new ApiError(404, 'website-not-found', errorMessage('website-not-found'));
  }
  if (error instanceof NothingToRollBack) {
    throw new ApiError(409, 'nothing-to-roll-back', 'There is no earlier published version to go back to.');
  }
  throw error;
}

/** The configured origin of published sites (`SITES_URL`), or null when unknown. */
export function sitesOrigin(deps: WebsitesDependencies): string | null {
  return deps.config?.sitesUrl ?? deps.publishing?.deps.sitesUrl ?? null;
}

/**
 * A publish request as `GET /api/websites/{websiteId}/publish/{requestId}` answers it. `liveUrl`
 * is where visitors find the site now: model's `publicSiteUrl`, so its custom domain once one
 * serves the website (store's `findServingDomain`), else its free address.
 */
export async function publishStateOf(deps: WebsitesDependencies, request: PublishRequest) {
  const sites = sitesOrigin(deps);
  const handle = request.state === 'succeeded' && request.outcome === 'live' ? request.handle : null;
  const liveUrl =
    handle && sites
      ? publicSiteUrl({
          sitesUrl: sites,
          handle,
          servingDomain: await findServingDomain(deps.db, request.websiteId),
        })
      : null;
  return {
    requestId: request.id,
    kind: request.kind,
    state: request.state,
    outcome: request.outcome,
    handle: request.handle,
    liveUrl,
    // The stored error is for operators (`npm run jobs`); the user gets the generic §8 message.
    error: request.state === 'failed' ? { code: 'publish-failed', message: unknownErrorMessage } : null,
    createdAt: request.createdAt.toISOString(),
    finishedAt: request.finishedAt?.toISOString() ?? null,
  };
}
