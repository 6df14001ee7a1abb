import { domainCalls, reconnectDomain, validateDomainDelete } from '@sitewright/model';
import {
  type DomainRecord,
  deletePendingDomain,
  findDomain,
  listDomainsOfUser,
  listDomainsOfWebsite,
  restartFailedDomain,
} from '@sitewright/store';
import { type ApiRoutes, type AuthUser, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { connectDomain } from './connect-domain.ts';
import type { RouteDependencies } from './dependencies.ts';
import { disconnectRoutes } from './disconnect-routes.ts';
import { domainAccess } from './domain-access.ts';
import { checkDomain } from './domain-check.ts';
import { domainErrorDocs, domainRefusals } from './domain-errors.ts';
import { domainServicesFor } from './domain-services.ts';
import { notifyDomainChanged, toDomainView } from './domain-store.ts';
import { attachTenant, removeTenant } from './domain-tenant.ts';
import { websiteMembership } from './website-member.ts';

const connectsPerUser: RateRule = { name: 'domain-connect', limit: 20, windowMs: 60 * 60_000 };
const checksPerUser: RateRule = { name: 'domain-check', limit: 60, windowMs: 10 * 60_000 };

/** Every custom-domain call: what `api-router.ts` registers. */
export function domainsApi(routes: ApiRoutes, deps: RouteDependencies): void {
  domainRoutes(routes, deps);
  disconnectRoutes(routes, deps);
}

/**
 * The custom-domain calls (spec §3, §4, §8): list, connect, check, delete and reconnect. Disconnect
 * and its e-mail are in `disconnect-routes.ts`. README "Domains".
 */
export function domainRoutes(routes: ApiRoutes, deps: RouteDependencies): void {
  const services = () => domainServicesFor(deps);
  const view = (row: DomainRecord) => toDomainView(row, services().cnameTarget);

  /**
   * A domain the caller manages now (`domainAccess`: they connected it and are still a member of
   * its website); anything else (unknown, another user's, a removed editor's) is 'Website domain
   * not owned.'
   */
  const managedDomain = async (name: string, user: AuthUser) => {
    const row = await findDomain(deps.db, name);
    if (!row || !(await domainAccess(deps.db, row, user)).manages) throw domainRefusals.notOwned();
    return row;
  };

  routes.implement(
    domainCalls.listDomains,
    {
      summary: "The caller's custom domains, or those of one website they own or edit",
      errors: [{ status: 404, code: 'website-not-found' }],
    },
    async ({ query, user }) => {
      if (query.websiteId !== undefined) {
        if (!(await websiteMembership(deps.db, query.websiteId, user)))
          throw domainRefusals.websiteNotFound();
        return { domains: (await listDomainsOfWebsite(deps.db, query.websiteId)).map(view) };
      }
      // The caller's own: recorded under them, and seen by them now (`domainAccess`: attached to
      // nothing, or to a website they are still a member of; a removed editor no longer sees the
      // domain they connected, §6). A user has a handful of domains: one check each.
      const own = await listDomainsOfUser(deps.db, user.id);
      const seen = await Promise.all(own.map(async (row) => (await domainAccess(deps.db, row, user)).sees));
      const rows = own.filter((_, i) => seen[i]);
      return { domains: rows.map(view) };
    },
  );

  routes.implement(
    domainCalls.connectDomain,
    {
      summary: 'Connect a custom domain to a website: answers the DNS records to create',
      errors: domainErrorDocs.connect,
      limits: ({ user, ip }) => [{ rule: connectsPerUser, key: user?.id ?? ip }],
    },
    async ({ body, user, now }) => {
      const outcome = await connectDomain(deps.db, services(), { ...body, user, now }).catch(
        (error: unknown) => {
          if (error instanceof ApiError) throw error;
          deps.logger.error({ err: error, domainName: body.domainName }, 'connecting a domain failed');
          throw domainRefusals.connectFailed(500);
        },
      );
      if (outcome.created) await attachTenant(deps, services(), outcome.row.domainName);
      return reply(outcome.created ? 201 : 200, view(outcome.row));
    },
  );

  routes.implement(
    domainCalls.checkDomain,
    {
      summary: 'Check the DNS records and certificate of a domain now; answers its state',
      errors: domainErrorDocs.owned,
      limits: ({ user, ip }) => [{ rule: checksPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user, now }) => {
      const row = await findDomain(deps.db, params.domainName);
      if (!row || !(await domainAccess(deps.db, row, user)).sees) throw domainRefusals.notOwned();
      const checked = await checkDomain(deps.db, services(), row, now, (err) =>
        deps.logger.warn(
          { err, domainName: row.domainName },
          'the certificate authority or the CDN did not answer',
        ),
      );
      return view(checked);
    },
  );

  routes.implement(
    domainCalls.deleteDomain,
    {
      summary: 'Delete a domain whose ownership is not verified yet',
      errors: [...domainErrorDocs.owned, { status: 409, code: 'domain-delete-after-verification' }],
    },
    async ({ params, user }) => {
      const row = await managedDomain(params.domainName, user);
      const allowed = validateDomainDelete({ userId: row.userId, state: row.state }, user.id);
      if (!allowed.ok) throw domainRefusals.deleteAfterVerification();
      await deps.db.transaction(async (tx) => {
        if (!(await deletePendingDomain(tx, row.domainName))) throw domainRefusals.deleteAfterVerification(); // verified meanwhile
        await notifyDomainChanged(tx, { ...row, state: 'Deleted' });
      });
      await removeTenant(deps, services(), row.domainName);
    },
  );

  routes.implement(
    domainCalls.reconnectDomain,
    {
      summary: 'Start a Failed domain over (PendingOwnershipVerification, new creation time)',
      errors: [...domainErrorDocs.owned, { status: 409, code: 'domain-contact-support' }],
    },
    async ({ params, user, now }) => {
      const row = await managedDomain(params.domainName, user);
      if (!reconnectDomain(row, user.id, now).ok) throw domainRefusals.contactSupport();
      const updated = await deps.db.transaction(async (tx) => {
        const restarted = await restartFailedDomain(tx, row.domainName, now);
        if (!restarted) throw domainRefusals.contactSupport();
        await notifyDomainChanged(tx, restarted);
        return restarted;
      });
      await attachTenant(deps, services(), updated.domainName);
      return view(updated);
    },
  );
}
