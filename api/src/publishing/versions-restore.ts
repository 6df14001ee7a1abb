import { enqueueAfterCommit, type RecordedRequest } from '@sitewright/publisher';
import { recordRestoreRequest } from '@sitewright/store';
import { ApiError } from '../http/api-error.ts';
import type { WebsitesDependencies } from '../websites/dependencies.ts';
import { outboxOptions, publishQueue } from '../websites/publisher-link.ts';
import { websiteErrors } from '../websites/website-access.ts';
import { versionNotFound } from './versions-routes.ts';

/**
 * "Restore this version": a rollback request naming its build, recorded in the outbox (the
 * website locked, the version checked against the versions kept) and enqueued after COMMIT. The
 * job switches the live pointer to that build at the request's sequence: nothing is rebuilt.
 */
export async function requestRestore(
  deps: WebsitesDependencies,
  input: { websiteId: string; versionId: string; requestedBy: string },
): Promise<RecordedRequest> {
  const recorded = await deps.db.transaction((tx) =>
    recordRestoreRequest(tx, {
      websiteId: input.websiteId,
      buildId: input.versionId,
      requestedBy: input.requestedBy,
    }),
  );
  if (recorded === 'website-not-found') throw websiteErrors.notFound();
  if (recorded === 'version-not-found') throw versionNotFound();
  if (recorded === 'restore-in-progress') {
    throw new ApiError(
      409,
      'restore-in-progress',
      'Another version is being restored. Try again in a moment.',
    );
  }
  return enqueueAfterCommit(publishQueue(deps), recorded, outboxOptions(deps));
}
