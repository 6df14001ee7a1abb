import {
  applySuperseded,
  applyUnpublished,
  claimedHandles,
  finishWebsiteDeletion,
  nextPublishSequence,
} from '@sitewright/store';
import type { JobResult } from './publish-job.ts';
import type { PublishRequest } from './publish-request.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { retireHandle } from './retire-handle.ts';

/**
 * Unpublish and delete. Every handle the website holds (its published address and the targets of
 * its open requests) is retired: tombstoned, out of the sitemap, its builds deleted. Unpublish then
 * records the website as a draft again; delete removes the website row, and with it the published
 * copy, the claims and its requests (spec §4: the published copy and the draft).
 *
 * A delete retires with a sequence drawn when it runs, above every request ever recorded for the
 * website, so no earlier job finishing late can bring a page of the deleted site back.
 */
export async function runRemoveJob(deps: PublisherDeps, request: PublishRequest): Promise<JobResult> {
  const deleting = request.kind === 'delete';
  const sequence = deleting ? await nextPublishSequence(deps.db) : request.sequence;
  for (const handle of await claimedHandles(deps.db, request.websiteId)) {
    await retireHandle(deps, handle, sequence);
  }

  if (deleting) {
    await finishWebsiteDeletion(deps.db, request.websiteId);
    deps.logger?.info({ websiteId: request.websiteId }, 'website deleted');
    return { outcome: 'deleted' };
  }
  const applied = await deps.db.transaction(async (tx) => {
    if (await applyUnpublished(tx, request)) return true;
    await applySuperseded(tx, request);
    return false;
  });
  return { outcome: applied ? 'unpublished' : 'superseded' };
}
