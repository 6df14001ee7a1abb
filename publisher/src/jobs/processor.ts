import type { Website } from '@sitewright/model';
import {
  markRequestSucceeded,
  readRequestSnapshot,
  recordAttemptError,
  type StartedAttempt,
  startPublishAttempt,
} from '@sitewright/store';
import { describeError, UnknownPublishKind } from './errors.ts';
import { type JobResult, runPublishJob } from './publish-job.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { runRemoveJob } from './remove-job.ts';
import { runRollbackJob } from './rollback-job.ts';

/**
 * THE job processor: one function for every kind, run by BullMQ workers and by the in-process
 * runner alike. It takes a request id (the outbox row is the source of truth), and either resolves
 * with what it did or throws — a {@link PermanentPublishError} when retrying cannot help. The
 * runners decide about retries; the processor records each attempt and its error on the row.
 */
export type PublishProcessor = (requestId: string) => Promise<JobResult>;

async function run(deps: PublisherDeps, attempt: StartedAttempt, withSnapshot: boolean): Promise<JobResult> {
  const { request } = attempt;
  switch (request.kind) {
    case 'publish':
    case 'rename': {
      if (withSnapshot) return runPublishJob(deps, request, attempt);
      // The draft this process saved as the request's version renders as its snapshot would.
      const saved: Website | undefined = deps.savedDrafts?.find(request.websiteId, request.draftVersion);
      if (saved !== undefined) return runPublishJob(deps, request, attempt, saved);
      const document = await readRequestSnapshot(deps.db, request.id);
      return runPublishJob(deps, { ...request, document }, attempt);
    }
    case 'unpublish':
    case 'delete':
      return runRemoveJob(deps, request);
    case 'rollback':
      return runRollbackJob(deps, request);
    default:
      throw new UnknownPublishKind(String(request.kind));
  }
}

/** Builds the processor over `deps`. */
export function createPublishProcessor(deps: PublisherDeps): PublishProcessor {
  return async (requestId) => {
    // One statement: the attempt, whether it is superseded, and what the publish job reads first.
    // The snapshot too, unless this process may hold the draft it was taken from (`savedDrafts`).
    const withSnapshot = (deps.savedDrafts?.size ?? 0) === 0;
    const attempt = await startPublishAttempt(deps.db, requestId, { document: withSnapshot });
    // Gone with its website, or already done by an earlier delivery of the same job.
    if (attempt === null) return { outcome: 'gone' };
    const { request } = attempt;
    const started = Date.now();
    const fields = { requestId, kind: request.kind, handle: request.handle, attempt: request.attempts };
    try {
      // A delete runs whatever was applied before it: it removes everything.
      if (request.kind !== 'delete' && attempt.superseded) {
        // A newer request of this website was applied already: building this one would be wasted.
        await markRequestSucceeded(deps.db, request.id, 'superseded');
        deps.logger?.info({ ...fields }, 'publish request superseded');
        return { outcome: 'superseded' };
      }
      const result = await run(deps, attempt, withSnapshot);
      deps.logger?.info({ ...fields, ...result, ms: Date.now() - started }, 'publish request done');
      return result;
    } catch (error) {
      const message = describeError(error);
      deps.logger?.warn({ ...fields, error: message, ms: Date.now() - started }, 'publish attempt failed');
      await recordAttemptError(deps.db, requestId, message).catch(() => undefined);
      throw error;
    }
  };
}
