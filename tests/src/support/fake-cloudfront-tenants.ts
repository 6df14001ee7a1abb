import { randomBytes } from 'node:crypto';
import {
  account,
  type CloudFrontReply,
  escapeXml,
  namespace,
  section,
  tag,
  unescapeXml,
} from './fake-cloudfront-xml.ts';

/**
 * The CloudFront stand-in's SaaS Manager side: the distribution tenants of one multi-tenant
 * distribution, their managed certificates and what DNS says of their domains, answered as
 * CreateDistributionTenant, GetDistributionTenant(ByDomain), UpdateDistributionTenant,
 * DeleteDistributionTenant, GetManagedCertificateDetails, VerifyDnsConfiguration and
 * ListDistributionTenants.
 */

/** The DNS answer CloudFront's VerifyDnsConfiguration gives for a domain. */
export type FakeDnsStatus = 'valid-configuration' | 'invalid-configuration' | 'unknown-configuration';

/** A managed certificate's status as ACM / CloudFront report it. */
export type FakeCertificateStatus =
  | 'pending-validation'
  | 'issued'
  | 'inactive'
  | 'expired'
  | 'validation-timed-out'
  | 'revoked'
  | 'failed';

/** A distribution tenant as the stand-in holds it. */
export interface FakeTenant {
  id: string;
  name: string;
  distributionId: string;
  connectionGroupId: string;
  domains: string[];
  enabled: boolean;
  /** Bumped by every change; the ETag is derived from it. */
  version: number;
  /** `InProgress` after a change while deployments are held ({@link FakeCloudFront.holdDeployments}). */
  status: 'Deployed' | 'InProgress';
  /** The managed certificate, or null when none was requested. */
  certificate: { status: FakeCertificateStatus; validationTokenHost: string; requests: number } | null;
}

/** A tenant call as the stand-in routed it. */
export interface TenantRequest {
  operation: string;
  id?: string;
  /** The request's XML body. */
  xml: string;
  /** The query string, without `?`. */
  query: string;
  ifMatch?: string;
}

export interface TenantDesk {
  tenants: Map<string, FakeTenant>;
  tenantOf(domain: string): FakeTenant | undefined;
  setDns(domain: string, status: FakeDnsStatus): void;
  setCertificate(domain: string, status: FakeCertificateStatus): void;
  holdDeployments(on: boolean): void;
  /** Answers a SaaS Manager call through `reply`; false when `request` is not one. */
  answer(request: TenantRequest, reply: CloudFrontReply): boolean;
}

/** Names the SaaS Manager operation a request is, as the SDK addresses them, or undefined. */
export function tenantOperationOf(
  method: string,
  path: string,
): { operation: string; id?: string } | undefined {
  if (path === '/2020-05-31/distribution-tenant') {
    if (method === 'POST') return { operation: 'CreateDistributionTenant' };
    if (method === 'GET') return { operation: 'GetDistributionTenantByDomain' };
  }
  let m = /^\/2020-05-31\/distribution-tenant\/([^/]+)$/.exec(path);
  if (m) {
    const id = decodeURIComponent(m[1] ?? '');
    if (method === 'GET') return { operation: 'GetDistributionTenant', id };
    if (method === 'PUT') return { operation: 'UpdateDistributionTenant', id };
    if (method === 'DELETE') return { operation: 'DeleteDistributionTenant', id };
  }
  m = /^\/2020-05-31\/managed-certificate\/([^/]+)$/.exec(path);
  if (m && method === 'GET')
    return { operation: 'GetManagedCertificateDetails', id: decodeURIComponent(m[1] ?? '') };
  if (path === '/2020-05-31/verify-dns-configuration' && method === 'POST')
    return { operation: 'VerifyDnsConfiguration' };
  if (path === '/2020-05-31/distribution-tenants' && method === 'POST')
    return { operation: 'ListDistributionTenants' };
  return undefined;
}

/**
 * The tenants of the multi-tenant distribution `tenantDistributionId` (new ones go to the default
 * connection group). What DNS and ACM would say is scripted by the test (`setDns`, `setCertificate`).
 */
export function tenantDesk(tenantDistributionId: string): TenantDesk {
  const connectionGroupId = 'cg_0sitewrightdefault';
  const tenants = new Map<string, FakeTenant>();
  const dns = new Map<string, FakeDnsStatus>();
  let holding = false;
  const created = new Date().toISOString();

  const tenantOf = (domain: string) => [...tenants.values()].find((t) => t.domains.includes(domain));
  const byIdentifier = (identifier: string) =>
    tenants.get(identifier) ??
    [...tenants.values()].find(
      (t) =>
        t.name === identifier || `arn:aws:cloudfront::${account}:distribution-tenant/${t.id}` === identifier,
    );
  const etagOf = (t: FakeTenant) => `E${t.id.slice(3, 11).toUpperCase()}V${t.version}`;
  /** The tenant's fields (DistributionTenant; a summary adds its ETag). */
  const tenantFields = (t: FakeTenant) => {
    const active = t.enabled && t.certificate?.status === 'issued';
    const domains = t.domains
      .map(
        (d) =>
          // The model's DomainResultList names no member element: `member`, as the SDK reads it.
          `<member><Domain>${escapeXml(d)}</Domain><Status>${active ? 'active' : 'inactive'}</Status></member>`,
      )
      .join('');
    return `<Id>${t.id}</Id><DistributionId>${t.distributionId}</DistributionId><Name>${escapeXml(t.name)}</Name><Arn>arn:aws:cloudfront::${account}:distribution-tenant/${t.id}</Arn><Domains>${domains}</Domains><ConnectionGroupId>${t.connectionGroupId}</ConnectionGroupId><CreatedTime>${created}</CreatedTime><LastModifiedTime>${created}</LastModifiedTime><Enabled>${t.enabled}</Enabled><Status>${t.status}</Status>`;
  };
  const tenantXml = (t: FakeTenant) =>
    `<?xml version="1.0" encoding="UTF-8"?><DistributionTenant xmlns="${namespace}">${tenantFields(t)}</DistributionTenant>`;
  const domainsOf = (xml: string) =>
    [...(section(xml, 'Domains') ?? '').matchAll(/<Domain>([^<]*)<\/Domain>/g)].map((m) =>
      unescapeXml(m[1] ?? ''),
    );
  const certificateRequested = (xml: string) => {
    const request = section(xml, 'ManagedCertificateRequest');
    return request === undefined ? undefined : (tag(request, 'ValidationTokenHost') ?? 'cloudfront');
  };

  const answer = ({ operation, id, xml, query, ifMatch }: TenantRequest, reply: CloudFrontReply) => {
    const tenantFound = (identifier: string) => {
      const t = byIdentifier(identifier);
      if (!t) reply.fail(404, `No distribution tenant ${identifier}`);
      return t;
    };
    switch (operation) {
      case 'CreateDistributionTenant': {
        const distributionId = tag(xml, 'DistributionId') ?? '';
        const name = tag(xml, 'Name') ?? '';
        const domains = domainsOf(xml);
        if (distributionId !== tenantDistributionId)
          return reply.fail(404, `No multi-tenant distribution ${distributionId}`);
        if (!/^[a-zA-Z0-9][a-zA-Z0-9.-]{1,126}[a-zA-Z0-9]$/.test(name))
          return reply.fail(400, `Invalid tenant name ${name}`);
        if (domains.length === 0) return reply.fail(400, 'Domains is required');
        if ([...tenants.values()].some((t) => t.name === name))
          return reply.fail(409, `A tenant named ${name} exists`);
        if (domains.some((d) => tenantOf(d)))
          return reply.fail(409, 'A domain is in use', 'CNAMEAlreadyExists');
        const host = certificateRequested(xml);
        const tenant: FakeTenant = {
          id: `dt_${randomBytes(12).toString('hex')}`,
          name,
          distributionId,
          connectionGroupId: tag(xml, 'ConnectionGroupId') ?? connectionGroupId,
          domains,
          enabled: tag(xml, 'Enabled') !== 'false',
          version: 1,
          status: holding ? 'InProgress' : 'Deployed',
          certificate:
            host === undefined
              ? null
              : { status: 'pending-validation', validationTokenHost: host, requests: 1 },
        };
        tenants.set(tenant.id, tenant);
        return reply.send(201, tenantXml(tenant), {
          etag: etagOf(tenant),
          location: `https://cloudfront.amazonaws.com/2020-05-31/distribution-tenant/${tenant.id}`,
        });
      }
      case 'GetDistributionTenantByDomain': {
        const domain = new URLSearchParams(query).get('domain') ?? '';
        const t = tenantOf(domain);
        if (!t) return reply.fail(404, `No distribution tenant for ${domain}`);
        return reply.send(200, tenantXml(t), { etag: etagOf(t) });
      }
      case 'GetDistributionTenant': {
        const t = tenantFound(id ?? '');
        if (t) reply.send(200, tenantXml(t), { etag: etagOf(t) });
        return;
      }
      case 'UpdateDistributionTenant': {
        const t = tenants.get(id ?? '');
        if (!t) return reply.fail(404, `No distribution tenant ${id}`);
        if (!ifMatch) return reply.fail(400, 'If-Match is required', 'InvalidIfMatchVersion');
        if (ifMatch !== etagOf(t)) return reply.fail(412, 'The If-Match version is stale');
        const domains = domainsOf(xml);
        if (domains.some((d) => tenantOf(d) && tenantOf(d) !== t))
          return reply.fail(409, 'A domain is in use', 'CNAMEAlreadyExists');
        if (domains.length > 0) t.domains = domains;
        const group = tag(xml, 'ConnectionGroupId');
        // Strict on purpose: an update is taken as replacing the tenant's settings, so a client
        // that leaves the connection group out moves the tenant to the default group.
        t.connectionGroupId = group ?? connectionGroupId;
        const enabled = tag(xml, 'Enabled');
        if (enabled !== undefined) t.enabled = enabled === 'true';
        const host = certificateRequested(xml);
        if (host !== undefined) {
          t.certificate = {
            status: 'pending-validation',
            validationTokenHost: host,
            requests: (t.certificate?.requests ?? 0) + 1,
          };
        }
        t.version++;
        t.status = holding ? 'InProgress' : 'Deployed';
        return reply.send(200, tenantXml(t), { etag: etagOf(t) });
      }
      case 'DeleteDistributionTenant': {
        const t = tenants.get(id ?? '');
        if (!t) return reply.fail(404, `No distribution tenant ${id}`);
        if (!ifMatch) return reply.fail(400, 'If-Match is required', 'InvalidIfMatchVersion');
        if (ifMatch !== etagOf(t)) return reply.fail(412, 'The If-Match version is stale');
        if (t.enabled || t.status !== 'Deployed')
          return reply.fail(
            409,
            'The distribution tenant is not disabled and deployed',
            'ResourceNotDisabled',
          );
        tenants.delete(t.id);
        return reply.noContent();
      }
      case 'GetManagedCertificateDetails': {
        const t = tenantFound(id ?? '');
        if (!t) return;
        if (!t.certificate) return reply.fail(404, 'No managed certificate for this tenant');
        const domain = t.domains[0] ?? '';
        const token = `${t.id.slice(3, 19)}.txt`;
        return reply.send(
          200,
          `<?xml version="1.0" encoding="UTF-8"?><ManagedCertificateDetails xmlns="${namespace}"><CertificateArn>arn:aws:acm:us-east-1:${account}:certificate/${t.id.slice(3)}</CertificateArn><CertificateStatus>${t.certificate.status}</CertificateStatus><ValidationTokenHost>${t.certificate.validationTokenHost}</ValidationTokenHost><ValidationTokenDetails><ValidationTokenDetail><Domain>${escapeXml(domain)}</Domain><RedirectTo>validation.us-east-1.acm-validations.aws/${account}/.well-known/pki-validation/${token}</RedirectTo><RedirectFrom>${escapeXml(domain)}/.well-known/pki-validation/${token}</RedirectFrom></ValidationTokenDetail></ValidationTokenDetails></ManagedCertificateDetails>`,
        );
      }
      case 'VerifyDnsConfiguration': {
        const t = tenantFound(tag(xml, 'Identifier') ?? '');
        if (!t) return;
        const asked = tag(xml, 'Domain');
        const domains = asked ? [asked] : t.domains;
        const items = domains
          .map((d) => {
            const status = dns.get(d) ?? 'invalid-configuration';
            const reason =
              status === 'valid-configuration'
                ? 'The domain points to the routing endpoint'
                : status === 'invalid-configuration'
                  ? 'No CNAME record points to the routing endpoint of the connection group'
                  : 'The DNS lookup timed out';
            return `<DnsConfiguration><Domain>${escapeXml(d)}</Domain><Status>${status}</Status><Reason>${reason}</Reason></DnsConfiguration>`;
          })
          .join('');
        return reply.send(
          200,
          `<?xml version="1.0" encoding="UTF-8"?><VerifyDnsConfigurationResult xmlns="${namespace}"><DnsConfigurationList>${items}</DnsConfigurationList></VerifyDnsConfigurationResult>`,
        );
      }
      case 'ListDistributionTenants': {
        const filter = section(xml, 'AssociationFilter') ?? '';
        const distributionId = tag(filter, 'DistributionId');
        const max = Number(tag(xml, 'MaxItems') ?? '100');
        const start = Number(tag(xml, 'Marker') ?? '0');
        const all = [...tenants.values()].filter(
          (t) => distributionId === undefined || t.distributionId === distributionId,
        );
        const page = all.slice(start, start + max);
        const next = start + max < all.length ? `<NextMarker>${start + max}</NextMarker>` : '';
        const items = page
          .map(
            (t) =>
              `<DistributionTenantSummary>${tenantFields(t)}<ETag>${etagOf(t)}</ETag></DistributionTenantSummary>`,
          )
          .join('');
        return reply.send(
          200,
          `<?xml version="1.0" encoding="UTF-8"?><ListDistributionTenantsResult xmlns="${namespace}">${next}<DistributionTenantList>${items}</DistributionTenantList></ListDistributionTenantsResult>`,
        );
      }
      default:
        return false;
    }
  };

  return {
    tenants,
    tenantOf,
    setDns(domain, status) {
      dns.set(domain, status);
    },
    setCertificate(domain, status) {
      const t = tenantOf(domain);
      if (!t?.certificate) throw new Error(`no certificate requested for ${domain}`);
      t.certificate.status = status;
      t.version++;
    },
    holdDeployments(on) {
      holding = on;
      if (!on) for (const t of tenants.values()) t.status = 'Deployed';
    },
    // Every tenant operation's case returns nothing; only the default answers false.
    answer: (request, reply) => answer(request, reply) !== false,
  };
}
