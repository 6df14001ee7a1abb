import { createHash } from 'node:crypto';
import {
  CloudFrontClient,
  type CloudFrontClientConfig,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  type DistributionTenant,
  GetDistributionTenantByDomainCommand,
  GetManagedCertificateDetailsCommand,
  ListDistributionTenantsCommand,
  UpdateDistributionTenantCommand,
  VerifyDnsConfigurationCommand,
} from '@aws-sdk/client-cloudfront';
import type { DomainTenants, TenantCertificateStatus, TenantDnsStatus } from './domain-tenants.ts';

/** Options of {@link createCloudFrontTenants}. */
export interface CloudFrontTenantsOptions {
  /** The multi-tenant distribution (`ConnectionMode: tenant-only`) the tenants are created in. */
  distributionId: string;
  /** The connection group whose routing endpoint the domains' CNAME points at. @defaultValue CloudFront's default group */
  connectionGroupId?: string;
  /** Another CloudFront API endpoint (tests point it at a local stand-in). @defaultValue AWS's */
  endpoint?: string;
  /** @defaultValue the SDK's default credential chain */
  credentials?: CloudFrontClientConfig['credentials'];
  /** Attempts per call (the SDK's standard retry: throttling and 5xx). @defaultValue 3 */
  maxAttempts?: number;
}

/** Managed certificate states that will never become `issued` without a new request. */
const deadCertificates = new Set(['failed', 'validation-timed-out', 'revoked', 'expired', 'inactive']);

const certificateOutcome = (status: string | undefined): TenantCertificateStatus =>
  status === 'issued' ? 'issued' : status && deadCertificates.has(status) ? 'failed' : 'pending';

const dnsOutcome = (status: string | undefined): TenantDnsStatus =>
  status === 'valid-configuration' ? 'valid' : status === 'invalid-configuration' ? 'invalid' : 'unknown';

/**
 * A tenant's name: the domain itself, readable in the console, unless it is longer than a tenant
 * name may be (128 characters); then a digest of it.
 */
export const tenantNameOf = (domainName: string): string =>
  domainName.length <= 128
    ? domainName
    : `sw-${createHash('sha256').update(domainName).digest('hex').slice(0, 40)}`;

const errorName = (error: unknown) => (error as { name?: unknown }).name;
const isNotFound = (error: unknown) => errorName(error) === 'EntityNotFound';

/**
 * Custom domains as tenants of a CloudFront multi-tenant distribution (SaaS Manager): a tenant per
 * domain, named after it, with a CloudFront-managed ACM certificate whose HTTP validation token
 * CloudFront itself serves (`ValidationTokenHost: cloudfront`) once the domain's CNAME points at
 * the connection group. Tenants are found by domain (`GetDistributionTenantByDomain`), so nothing
 * about them is stored on our side.
 */
export function createCloudFrontTenants(options: CloudFrontTenantsOptions): DomainTenants {
  const client = new CloudFrontClient({
    region: 'us-east-1',
    maxAttempts: options.maxAttempts ?? 3,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const certificateRequest = (domainName: string) => ({
    ValidationTokenHost: 'cloudfront' as const,
    PrimaryDomainName: domainName,
  });

  /** The domain's tenant and its ETag, or null. */
  const find = async (domainName: string): Promise<{ tenant: DistributionTenant; etag: string } | null> => {
    try {
      const out = await client.send(new GetDistributionTenantByDomainCommand({ Domain: domainName }));
      if (!out.DistributionTenant?.Id) return null;
      return { tenant: out.DistributionTenant, etag: out.ETag ?? '' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const create = async (domainName: string) => {
    const out = await client.send(
      new CreateDistributionTenantCommand({
        DistributionId: options.distributionId,
        Name: tenantNameOf(domainName),
        Domains: [{ Domain: domainName }],
        Enabled: true,
        ManagedCertificateRequest: certificateRequest(domainName),
        ...(options.connectionGroupId ? { ConnectionGroupId: options.connectionGroupId } : {}),
      }),
    );
    return { tenant: out.DistributionTenant ?? {}, etag: out.ETag ?? '' };
  };

  const certificateStatus = async (tenantId: string): Promise<string | undefined> => {
    try {
      const out = await client.send(new GetManagedCertificateDetailsCommand({ Identifier: tenantId }));
      return out.ManagedCertificateDetails?.CertificateStatus;
    } catch (error) {
      if (isNotFound(error)) return undefined; // no certificate requested yet
      throw error;
    }
  };

  /** Updates `tenant`, restating what an update replaces (its distribution, domain and connection group). */
  const update = (tenant: DistributionTenant, etag: string, domainName: string, changes: object) =>
    client.send(
      new UpdateDistributionTenantCommand({
        Id: tenant.Id ?? '',
        IfMatch: etag,
        DistributionId: options.distributionId,
        Domains: [{ Domain: domainName }],
        ...(tenant.ConnectionGroupId ? { ConnectionGroupId: tenant.ConnectionGroupId } : {}),
        ...changes,
      }),
    );

  return {
    kind: 'cloudfront',
    async attach(domainName) {
      const found = await find(domainName);
      if (!found) {
        await create(domainName);
        return;
      }
      const { tenant, etag } = found;
      const status = await certificateStatus(tenant.Id ?? '');
      const renew = status === undefined || deadCertificates.has(status);
      if (tenant.Enabled && !renew) return;
      await update(tenant, etag, domainName, {
        Enabled: true,
        ...(renew ? { ManagedCertificateRequest: certificateRequest(domainName) } : {}),
      });
    },
    async routing(domainName) {
      const found = (await find(domainName)) ?? (await create(domainName));
      const out = await client.send(
        new VerifyDnsConfigurationCommand({ Identifier: found.tenant.Id ?? '', Domain: domainName }),
      );
      const entry = out.DnsConfigurationList?.find((c) => c.Domain === domainName);
      return dnsOutcome(entry?.Status);
    },
    async certificate(domainName) {
      const found = await find(domainName);
      if (!found) return 'pending';
      return certificateOutcome(await certificateStatus(found.tenant.Id ?? ''));
    },
    async detach(domainName) {
      const found = await find(domainName);
      if (!found) return 'none';
      const id = found.tenant.Id ?? '';
      let etag = found.etag;
      if (found.tenant.Enabled !== false) {
        etag = (await update(found.tenant, etag, domainName, { Enabled: false })).ETag ?? '';
      }
      try {
        await client.send(new DeleteDistributionTenantCommand({ Id: id, IfMatch: etag }));
      } catch (error) {
        if (isNotFound(error)) return 'none';
        // Disabled, but not deployed as disabled yet: it serves nothing; a later detach deletes it.
        if (errorName(error) === 'ResourceNotDisabled') return 'disabled';
        throw error;
      }
      return 'removed';
    },
    async listDomains() {
      const domains: string[] = [];
      let marker: string | undefined;
      do {
        const out = await client.send(
          new ListDistributionTenantsCommand({
            AssociationFilter: { DistributionId: options.distributionId },
            MaxItems: 100,
            ...(marker ? { Marker: marker } : {}),
          }),
        );
        for (const tenant of out.DistributionTenantList ?? []) {
          const named = (tenant.Domains ?? []).flatMap((d) => (d.Domain ? [d.Domain] : []));
          // A tenant is named after its domain: the name stands in if a list comes without domains.
          if (named.length === 0 && tenant.Name && !tenant.Name.startsWith('sw-')) named.push(tenant.Name);
          domains.push(...named);
        }
        marker = out.NextMarker || undefined;
      } while (marker);
      return domains;
    },
  };
}
