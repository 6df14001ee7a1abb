import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SigV4Verdict, verifySigV4 } from './cloudfront-sigv4.ts';
import {
  type FakeCertificateStatus,
  type FakeDnsStatus,
  type FakeTenant,
  tenantDesk,
  tenantOperationOf,
} from './fake-cloudfront-tenants.ts';
import { escapeXml, namespace, tag, unescapeXml } from './fake-cloudfront-xml.ts';

export type { FakeCertificateStatus, FakeDnsStatus, FakeTenant } from './fake-cloudfront-tenants.ts';

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
  const m = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(path);
  if (m && method === 'POST') return { operation: 'CreateInvalidation', id: m[1] };
  return tenantOperationOf(method, path) ?? { operation: 'Unknown' };
}

/**
 * A local stand-in for the CloudFront API, speaking its REST-XML (2020-05-31 paths, as the SDK
 * sends them) for CreateInvalidation and the SaaS Manager calls a custom domain goes through:
 * CreateDistributionTenant, GetDistributionTenant(ByDomain), UpdateDistributionTenant,
 * DeleteDistributionTenant (If-Match with the tenant's ETag; an enabled tenant is refused,
 * ResourceNotDisabled), GetManagedCertificateDetails and VerifyDnsConfiguration. Every request's
 * SigV4 signature is verified (`cloudfront-sigv4.ts`) against the configured credentials: anything
 * else is 403. The tenant calls are answered by `fake-cloudfront-tenants.ts`; what DNS and ACM would
 * say is scripted by the test (`setDns`, `setCertificate`).
 */
export async function startFakeCloudFront(options: Options = {}): Promise<FakeCloudFront> {
  const credentials = options.credentials ?? { accessKeyId: 'test', secretAccessKey: 'test' };
  const tenantDistributionId = options.tenantDistributionId ?? 'EMT0SITEWRIGHT';
  const invalidations: RecordedInvalidation[] = [];
  const calls: CloudFrontCall[] = [];
  const desk = tenantDesk(tenantDistributionId);
  let failures = { count: 0, status: 503 };

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
        default: {
          const ifMatch = req.headers['if-match'];
          const reply = {
            send,
            fail,
            noContent: () => {
              record(204);
              res.writeHead(204).end();
            },
          };
          if (desk.answer({ operation, id, xml, query, ifMatch }, reply)) return;
          return fail(404, `No operation ${method} ${path}`, 'NotFound');
        }
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
    tenants: desk.tenants,
    tenantOf: desk.tenantOf,
    setDns: desk.setDns,
    setCertificate: desk.setCertificate,
    holdDeployments: desk.holdDeployments,
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
