import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedInvalidation {
  distributionId: string;
  callerReference: string;
  paths: string[];
}

export interface FakeCloudFront {
  endpoint: string;
  invalidations: RecordedInvalidation[];
  /** Answer the next `count` calls with `status` (503, 429…) before accepting. */
  failNext(count: number, status: number): void;
  stop(): Promise<void>;
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A local stand-in for the CloudFront API, speaking its REST/XML for CreateInvalidation
 * (`POST /2020-05-31/distribution/{id}/invalidation`); it records each batch and answers 201.
 */
export async function startFakeCloudFront(): Promise<FakeCloudFront> {
  const invalidations: RecordedInvalidation[] = [];
  let failures = { count: 0, status: 503 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res
          .writeHead(404, { 'content-type': 'text/xml' })
          .end('<ErrorResponse><Error><Code>NotFound</Code></Error></ErrorResponse>');
        return;
      }
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        res
          .writeHead(failures.status, { 'content-type': 'text/xml' })
          .end(
            '<ErrorResponse><Error><Type>Receiver</Type><Code>ServiceUnavailable</Code><Message>try again</Message></Error></ErrorResponse>',
          );
        return;
      }
      const xml = Buffer.concat(chunks).toString('utf8');
      const paths = [...xml.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => unescapeXml(m[1] ?? ''));
      const callerReference = unescapeXml(/<CallerReference>([^<]*)<\/CallerReference>/.exec(xml)?.[1] ?? '');
      const distributionId = match[1] ?? '';
      invalidations.push({ distributionId, callerReference, paths });
      const id = `I${invalidations.length}FAKE`;
      const items = paths.map((p) => `<Path>${p}</Path>`).join('');
      const body = `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>InProgress</Status><CreateTime>2025-01-01T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${callerReference}</CallerReference></InvalidationBatch></Invalidation>`;
      res
        .writeHead(201, {
          'content-type': 'text/xml',
          location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/${id}`,
        })
        .end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    invalidations,
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
