import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SigV4Verdict, verifySigV4 } from './cloudfront-sigv4.ts';

export interface RecordedInvalidation {
  distributionId: string;
  callerReference: string;
  paths: string[];
}

/** One request the stand-in answered. */
export interface CloudFrontCall {
  method: string;
  operation: string;
  status: number;
  signature: SigV4Verdict;
}

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

export interface FakeCloudFront {
  endpoint: string;
  /** The credentials every request must be signed with (SigV4, service `cloudfront`, us-east-1). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The multi-tenant distribution tenants may be created in. */
  tenantDistributionId: string;
  invalidations: RecordedInvalidation[];
  calls: CloudFrontCall[];
  /** Tenants by id. */
  tenants: Map<string, FakeTenant>;
  /** The tenant serving `domain`, if any. */
  tenantOf(domain: string): FakeTenant | undefined;
  /** What VerifyDnsConfiguration answers for `domain` from now on. @defaultValue invalid-configuration */
  setDns(domain: string, status: FakeDnsStatus): void;
  /** Moves the certificate of `domain`'s tenant (ACM validated it, failed it, timed it out…). */
  setCertificate(domain: string, status: FakeCertificateStatus): void;
  /**
   * While on, a changed tenant stays `InProgress` (deploying), and deleting one that is disabled
   * but still deploying is refused (ResourceNotDisabled), as CloudFront does; off deploys them all.
   */
  holdDeployments(on: boolean): void;
  /** Answer the next `count` calls with `status` (503, 429…) before accepting. */
  failNext(count: number, status: number): void;
  stop(): Promise<void>;
}

interface Options {
  /** The credentials it accepts. @defaultValue `test` / `test` */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** @defaultValue `EMT0SITEWRIGHT` */
  tenantDistributionId?: string;
}

const namespace = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
const account = '123456789012';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** The text of the first `<name>` element of `xml`, or undefined. */
const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1] ?? '') : undefined;
};
const section = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];

const errorNames: Record<number, string> = {
  400: 'InvalidArgument',
  403: 'AccessDenied',
  404: 'EntityNotFound',
  409: 'EntityAlreadyExists',
  412: 'PreconditionFailed',
  429: 'Throttling',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

/** Names the operation a request is, as the SDK addresses them (REST-XML, 2020-05-31). */
function operationOf(method: string, path: string): { operation: string; id?: string } {
  const p = path;
  let m = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(p);
  if (m && method === 'POST') return { operation: 'CreateInvalidation', id: m[1] };
  if (p === '/2020-05-31/distribution-tenant') {
    if (method === 'POST') return { operation: 'CreateDistributionTenant' };
    if (method === 'GET') return { operation: 'GetDistributionTenantByDomain' };
  }
  m = /^\/2020-05-31\/distribution-tenant\/([^/]+)$/.exec(p);
  if (m) {
    const id = decodeURIComponent(m[1] ?? '');
    if (method === 'GET') return { operation: 'GetDistributionTenant', id };
    if (method === 'PUT') return { operation: 'UpdateDistributionTenant', id };
    if (method === 'DELETE') return { operation: 'DeleteDistributionTenant', id };
  }
  m = /^\/2020-05-31\/managed-certificate\/([^/]+)$/.exec(p);
  if (m && method === 'GET')
    return { operation: 'GetManagedCertificateDetails', id: decodeURIComponent(m[1] ?? '') };
  if (p === '/2020-05-31/verify-dns-configuration' && method === 'POST')
    return { operation: 'VerifyDnsConfiguration' };
  if (p === '/2020-05-31/distribution-tenants' && method === 'POST')
    return { operation: 'ListDistributionTenants' };
  return { operation: 'Unknown' };
}

/**
 * A local stand-in for the CloudFront API, speaking its REST-XML (2020-05-31 paths, as the SDK
 * sends them) for CreateInvalidation and the SaaS Manager calls a custom domain goes through:
 * CreateDistributionTenant, GetDistributionTenant(ByDomain), UpdateDistributionTenant,
 * DeleteDistributionTenant (If-Match with the tenant's ETag; an enabled tenant is refused,
 * ResourceNotDisabled), GetManagedCertificateDetails and VerifyDnsConfiguration. Every request's
 * SigV4 signature is verified (`cloudfront-sigv4.ts`) against the configured credentials: anything
 * else is 403. What DNS and ACM would say is scripted by the test (`setDns`, `setCertificate`).
 */
export async function startFakeCloudFront(options: Options = {}): Promise<FakeCloudFront> {
  const credentials = options.credentials ?? { accessKeyId: 'test', secretAccessKey: 'test' };
  const tenantDistributionId = options.tenantDistributionId ?? 'EMT0SITEWRIGHT';
  const connectionGroupId = 'cg_0sitewrightdefault';
  const invalidations: RecordedInvalidation[] = [];
  const calls: CloudFrontCall[] = [];
  const tenants = new Map<string, FakeTenant>();
  const dns = new Map<string, FakeDnsStatus>();
  let failures = { count: 0, status: 503 };
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

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const xml = body.toString('utf8');
      const method = req.method ?? '';
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const { operation, id } = operationOf(method, path);
      const signature = verifySigV4(
        { method, url: req.url ?? '', headers: req.headers, body },
        { service: 'cloudfront', region: 'us-east-1' },
        credentials,
      );
      const record = (status: number) => calls.push({ method, operation, status, signature });
      const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
        record(status);
        res.writeHead(status, { 'content-type': 'text/xml', ...headers }).end(payload);
      };
      const fail = (status: number, message: string, code = errorNames[status] ?? 'InternalError') =>
        send(
          status,
          `<?xml version="1.0"?><ErrorResponse xmlns="${namespace}"><Error><Type>${status >= 500 ? 'Receiver' : 'Sender'}</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`,
        );

      if (!signature.ok) return fail(403, signature.reason, 'SignatureDoesNotMatch');
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return fail(failures.status, 'try again');
      }
      const ifMatch = req.headers['if-match'];
      const tenantFound = (identifier: string) => {
        const t = byIdentifier(identifier);
        if (!t) fail(404, `No distribution tenant ${identifier}`);
        return t;
      };

      switch (operation) {
        case 'CreateInvalidation': {
          const paths = [...xml.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => unescapeXml(m[1] ?? ''));
          const callerReference = tag(xml, 'CallerReference') ?? '';
          const distributionId = id ?? '';
          invalidations.push({ distributionId, callerReference, paths });
          const invalidationId = `I${invalidations.length}FAKE`;
          const items = paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('');
          return send(
            201,
            `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="${namespace}"><Id>${invalidationId}</Id><Status>InProgress</Status><CreateTime>2025-01-01T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${escapeXml(callerReference)}</CallerReference></InvalidationBatch></Invalidation>`,
            {
              location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/${invalidationId}`,
            },
          );
        }
        case 'CreateDistributionTenant': {
          const distributionId = tag(xml, 'DistributionId') ?? '';
          const name = tag(xml, 'Name') ?? '';
          const domains = domainsOf(xml);
          if (distributionId !== tenantDistributionId)
            return fail(404, `No multi-tenant distribution ${distributionId}`);
          if (!/^[a-zA-Z0-9][a-zA-Z0-9.-]{1,126}[a-zA-Z0-9]$/.test(name))
            return fail(400, `Invalid tenant name ${name}`);
          if (domains.length === 0) return fail(400, 'Domains is required');
          if ([...tenants.values()].some((t) => t.name === name))
            return fail(409, `A tenant named ${name} exists`);
          if (domains.some((d) => tenantOf(d))) return fail(409, 'A domain is in use', 'CNAMEAlreadyExists');
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
          return send(201, tenantXml(tenant), {
            etag: etagOf(tenant),
            location: `https://cloudfront.amazonaws.com/2020-05-31/distribution-tenant/${tenant.id}`,
          });
        }
        case 'GetDistributionTenantByDomain': {
          const domain = new URLSearchParams(query).get('domain') ?? '';
          const t = tenantOf(domain);
          if (!t) return fail(404, `No distribution tenant for ${domain}`);
          return send(200, tenantXml(t), { etag: etagOf(t) });
        }
        case 'GetDistributionTenant': {
          const t = tenantFound(id ?? '');
          if (t) send(200, tenantXml(t), { etag: etagOf(t) });
          return;
        }
        case 'UpdateDistributionTenant': {
          const t = tenants.get(id ?? '');
          if (!t) return fail(404, `No distribution tenant ${id}`);
          if (!ifMatch) return fail(400, 'If-Match is required', 'InvalidIfMatchVersion');
          if (ifMatch !== etagOf(t)) return fail(412, 'The If-Match version is stale');
          const domains = domainsOf(xml);
          if (domains.some((d) => tenantOf(d) && tenantOf(d) !== t))
            return fail(409, 'A domain is in use', 'CNAMEAlreadyExists');
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
          return send(200, tenantXml(t), { etag: etagOf(t) });
        }
        case 'DeleteDistributionTenant': {
          const t = tenants.get(id ?? '');
          if (!t) return fail(404, `No distribution tenant ${id}`);
          if (!ifMatch) return fail(400, 'If-Match is required', 'InvalidIfMatchVersion');
          if (ifMatch !== etagOf(t)) return fail(412, 'The If-Match version is stale');
          if (t.enabled || t.status !== 'Deployed')
            return fail(409, 'The distribution tenant is not disabled and deployed', 'ResourceNotDisabled');
          tenants.delete(t.id);
          record(204);
          res.writeHead(204).end();
          return;
        }
        case 'GetManagedCertificateDetails': {
          const t = tenantFound(id ?? '');
          if (!t) return;
          if (!t.certificate) return fail(404, 'No managed certificate for this tenant');
          const domain = t.domains[0] ?? '';
          const token = `${t.id.slice(3, 19)}.txt`;
          return send(
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
          return send(
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
          return send(
            200,
            `<?xml version="1.0" encoding="UTF-8"?><ListDistributionTenantsResult xmlns="${namespace}">${next}<DistributionTenantList>${items}</DistributionTenantList></ListDistributionTenantsResult>`,
          );
        }
        default:
          return fail(404, `No operation ${method} ${path}`, 'NotFound');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    tenantDistributionId,
    invalidations,
    calls,
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
    failNext(count, status) {
      failures = { count, status };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
