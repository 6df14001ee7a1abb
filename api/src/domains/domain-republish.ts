import { mirrorDomain, requestRepublish } from '@sitewright/publisher';
import type { PublishingRuntime } from '../publishing/index.ts';

/** A domain became Connected to a website, or was disconnected from it. */
export interface DomainConnectionChange {
  domainName: string;
  websiteId: string;
}

/**
 * What a domain's connection change does to the published site. The build differs by origin (spec
 * §5: custom head code and code embeds only on the site's own domain; base path, canonical URL), so
 * the live build is rendered again (`requestRepublish`: the published document, never unpublished
 * draft edits); and the edge's `domain:{host}` key follows the database at once (a disconnected
 * domain stops serving now; a connected one starts once the build made for it is live).
 */
export interface DomainSiteEffects {
  connectionChanged(change: DomainConnectionChange): Promise<void>;
}

/** Nothing to rebuild (a process without publishing: tests of the domain calls alone). */
export const noDomainSiteEffects: DomainSiteEffects = { connectionChanged: async () => {} };

/** The effects through the process's publishing: the outbox and its queue, and the edge mirror. */
export function publishingSiteEffects(
  publishing: Pick<PublishingRuntime, 'deps' | 'queue'>,
): DomainSiteEffects {
  return {
    async connectionChanged({ domainName, websiteId }) {
      await mirrorDomain(publishing.deps, domainName);
      // Its enqueue runs in the background: a domain call never waits for Redis.
      await requestRepublish(publishing.deps.db, { websiteId }, publishing.queue, {
        onEnqueueError: (err, request) =>
          publishing.deps.logger?.warn(
            { err, requestId: request.id },
            'republish not enqueued; the sweeper will',
          ),
      });
    },
  };
}
