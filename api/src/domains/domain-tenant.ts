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
