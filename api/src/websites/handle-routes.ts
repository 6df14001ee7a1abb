import { websiteCalls } from '@sitewright/model';
import { handleAvailability } from '@sitewright/publisher';
import type { ApiRoutes } from '../contract/index.ts';
import type { RateRule } from '../http/rate-limit.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { requireMember } from './website-access.ts';

/** The designer checks 3 s after typing stops (spec §9); this leaves room for several tabs. */
const checksPerUser: RateRule = { name: 'handle-check', limit: 120, windowMs: 60_000 };

/**
 * `GET /api/handles/{handle}?websiteId=`: spec §4 "Web-address availability" with the §5 messages.
 * Decision: the check always answers 200 — `available: false` with 'Required: 3 or more characters
 * (alphanumeric and dashes only)' for a handle that does not normalise to a valid one, 'Web address
 * unavailable' for one another website holds or is publishing to, else 'Web address available'.
 * A handle held by `websiteId` itself is available to it (re-publishing at its own address);
 * `websiteId` must be a website of the caller (404 otherwise).
 */
export function handleRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  routes.implement(
    websiteCalls.checkHandle,
    {
      summary: 'Whether a web address is available (normalised first, spec §5)',
      errors: [{ status: 404, code: 'website-not-found' }],
      limits: ({ user, ip }) => [{ rule: checksPerUser, key: user?.id ?? ip }],
    },
    async ({ params, query, user }) => {
      const websiteId = query.websiteId ?? null;
      if (websiteId !== null) await requireMember(deps.db, websiteId, user);
      return handleAvailability(deps.db, params.handle, websiteId);
    },
  );
}
