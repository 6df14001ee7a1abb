import { type DomainRecord, findDomain, type Queryable } from '@sitewright/store';
import type { Logger } from '../logger.ts';
import type { DomainServices } from './domain-services.ts';

/**
 * Creates the domain's tenant at the CDN (or asks again for its certificate) once the domain is
 * recorded. A failure leaves the domain pending: the checker's DNS check creates a missing tenant
 * (`DomainTenants.routing`) and the certificate request renews a failed certificate.
 */
export async function attachTenant(
  deps: { logger: Logger },
  services: Pick<DomainServices, 'tenants'>,
  domainName: string,
): Promise<void> {
  await services.tenants
    .attach(domainName)
    .catch((err: unknown) =>
      deps.logger.warn({ err, domainName }, 'creating the domain tenant failed; the domain checker retries'),
    );
}

/**
 * Removes the domain's tenant after a delete or a disconnect. The domain is already gone from the
 * edge's routing; a tenant left behind by a failure serves nothing and is taken over by the next
 * connect of that name (`attach` finds it by domain), so the failure is logged, not answered.
 */
export async function removeTenant(
  deps: { logger: Logger },
  services: Pick<DomainServices, 'tenants'>,
  domainName: string,
): Promise<void> {
  await services.tenants
    .detach(domainName)
    .catch((err: unknown) => deps.logger.error({ err, domainName }, 'removing the domain tenant failed'));
}

/** Whether a recorded domain keeps its tenant: attached to a website, and not Failed (re-configure makes a new one). */
export const needsTenant = (row: Pick<DomainRecord, 'websiteId' | 'state'> | null): boolean =>
  row !== null && row.websiteId !== null && row.state !== 'Failed';

/** What a {@link sweepTenants} round did. */
export interface TenantSweep {
  /** Domains whose tenant was deleted (or disabled, to be deleted by the next round). */
  removed: string[];
  kept: number;
}

/**
 * Removes the tenants no recorded domain needs ({@link needsTenant}): a domain deleted with its
 * account or website, disconnected, or Failed, and a tenant whose delete the CDN refused while it
 * was still deploying as disabled. The database is the truth; a domain connected meanwhile is
 * recorded before its tenant is made, so a round never takes a tenant a live domain needs (one
 * taken in a race with a reconnect is made again by the next check).
 */
export async function sweepTenants(options: {
  db: Queryable;
  services: Pick<DomainServices, 'tenants'>;
  logger: Logger;
}): Promise<TenantSweep> {
  const { db, services, logger } = options;
  const sweep: TenantSweep = { removed: [], kept: 0 };
  for (const domainName of await services.tenants.listDomains()) {
    if (needsTenant(await findDomain(db, domainName))) {
      sweep.kept++;
      continue;
    }
    try {
      if ((await services.tenants.detach(domainName)) !== 'none') sweep.removed.push(domainName);
    } catch (err) {
      logger.warn({ err, domainName }, 'removing an unneeded domain tenant failed');
    }
  }
  return sweep;
}
