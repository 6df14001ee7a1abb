import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SigV4aVerdict, sigv4aPublicKey, verifySigV4a } from './sigv4a-verify.ts';

/** One request the fake answered. */
export interface KvsCall {
  method: string;
  operation: string;
  status: number;
  signature: SigV4aVerdict;
}

export interface FakeKvs {
  /** The endpoint to give the client (taken literally). */
  endpoint: string;
  arn: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The store's keys (read by the edge function shim; tests may look). */
  values: Map<string, string>;
  etag(): string;
  calls: KvsCall[];
  /** Answer the next `count` calls with `status` (500, 429…) before serving again. */
  failNext(count: number, status: number): void;
  /** Runs once, just before the next conditional write is checked: stage a concurrent writer. */
  beforeNextWrite(action: () => void): void;
  /** Sets a key as another writer would (the ETag changes). */
  writeBehind(key: string, value: string | null): void;
  stop(): Promise<void>;
}

interface Options {
  /** Status of a write whose If-Match is stale. @defaultValue 409 (ConflictException, as AWS answers) */
  staleStatus?: 409 | 412;
  /** The credentials it accepts (a child process signs with its AWS_* variables). @defaultValue its own */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const errorNames: Record<number, string> = {
  400: 'ValidationException',
  403: 'AccessDeniedException',
  404: 'ResourceNotFoundException',
  409: 'ConflictException',
  412: 'ConflictException',
  429: 'ThrottlingException',
  500: 'InternalServerException',
  503: 'ServiceUnavailableException',
};

/**
 * A local stand-in for the CloudFront KeyValueStore API: its REST-JSON protocol for
 * DescribeKeyValueStore, GetKey, PutKey, DeleteKey, UpdateKeys and ListKeys, with the store-wide
 * ETag (every write changes it; a write needs `If-Match` with the current one, else 409), and every
 * request's SigV4a signature verified (`sigv4a-verify.ts`) against the configured credentials:
 * anything else is 403 AccessDeniedException.
 */
export async function startFakeKvs(options: Options = {}): Promise<FakeKvs> {
  const arn = 'arn:aws:cloudfront::123456789012:key-value-store/0b8e1f6c-kvs-test';
  const credentials = options.credentials ?? {
    accessKeyId: 'AKIDKVSTEST',
    secretAccessKey: 'kvs-test-secret',
  };
  const publicKey = sigv4aPublicKey(credentials.accessKeyId, credentials.secretAccessKey);
  const values = new Map<string, string>();
  const calls: KvsCall[] = [];
  let version = 1;
  const etag = () => `KV${version.toString(16).padStart(8, '0')}`;
  let failures = { count: 0, status: 500 };
  let beforeWrite: (() => void) | null = null;
  const created = Math.floor(Date.now() / 1000);
  const totalSize = () => [...values].reduce((n, [k, v]) => n + k.length + v.length, 0);
  const counts = () => ({ ItemCount: values.size, TotalSizeInBytes: totalSize() });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record = (operation: string, status: number, signature: SigV4aVerdict) =>
        calls.push({ method: req.method ?? '', operation, status, signature });
      const send = (status: number, json: object, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
      const fail = (status: number, message: string, operation: string, signature: SigV4aVerdict) => {
        record(operation, status, signature);
        const name = errorNames[status] ?? 'InternalServerException';
        send(status, { message }, { 'x-amzn-errortype': name });
      };

      const [path = '', query = ''] = (req.url ?? '').split('?');
      const match = /^\/key-value-stores\/([^/]+)(\/keys(?:\/([^/]+))?)?$/.exec(path);
      const keyed = match?.[3] !== undefined;
      const operation = !match
        ? 'Unknown'
        : !match[2]
          ? 'DescribeKeyValueStore'
          : keyed
            ? (({ GET: 'GetKey', PUT: 'PutKey', DELETE: 'DeleteKey' } as Record<string, string>)[
                req.method ?? ''
              ] ?? 'Unknown')
            : (({ GET: 'ListKeys', POST: 'UpdateKeys' } as Record<string, string>)[req.method ?? ''] ??
              'Unknown');
      const signature = verifySigV4a(
        { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body },
        'cloudfront-keyvaluestore',
        credentials,
        publicKey,
      );
      if (!signature.ok) return fail(403, signature.reason, operation, signature);
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return fail(failures.status, 'try again', operation, signature);
      }
      if (!match || operation === 'Unknown') return fail(404, 'No such operation', operation, signature);
      if (decodeURIComponent(match[1] ?? '') !== arn) return fail(404, 'No such store', operation, signature);
      const key = keyed ? decodeURIComponent(match[3] ?? '') : '';

      const conditional = (apply: () => void) => {
        const ifMatch = req.headers['if-match'];
        if (!ifMatch) return fail(400, 'If-Match is required', operation, signature);
        if (beforeWrite) {
          const action = beforeWrite;
          beforeWrite = null;
          action();
        }
        if (ifMatch !== etag()) {
          return fail(options.staleStatus ?? 409, 'The ETag does not match', operation, signature);
        }
        apply();
        version++;
        record(operation, 200, signature);
        send(200, counts(), { etag: etag() });
      };

      switch (operation) {
        case 'DescribeKeyValueStore':
          record(operation, 200, signature);
          return send(
            200,
            { ...counts(), KvsARN: arn, Created: created, LastModified: created, Status: 'READY' },
            { etag: etag() },
          );
        case 'GetKey': {
          const value = values.get(key);
          if (value === undefined) return fail(404, `Key ${key} not found`, operation, signature);
          record(operation, 200, signature);
          return send(200, { Key: key, Value: value, ...counts() });
        }
        case 'PutKey': {
          const parsed = JSON.parse(body.toString('utf8') || '{}') as { Value?: unknown };
          if (typeof parsed.Value !== 'string') return fail(400, 'Value is required', operation, signature);
          const value = parsed.Value;
          return conditional(() => values.set(key, value));
        }
        case 'DeleteKey':
          if (!values.has(key)) return fail(404, `Key ${key} not found`, operation, signature);
          return conditional(() => values.delete(key));
        case 'UpdateKeys': {
          const parsed = JSON.parse(body.toString('utf8') || '{}') as {
            Puts?: { Key: string; Value: string }[];
            Deletes?: { Key: string }[];
          };
          return conditional(() => {
            for (const put of parsed.Puts ?? []) values.set(put.Key, put.Value);
            for (const del of parsed.Deletes ?? []) values.delete(del.Key);
          });
        }
        case 'ListKeys': {
          const params = new URLSearchParams(query);
          const max = Number(params.get('MaxResults') ?? '50');
          const start = Number(params.get('NextToken') ?? '0');
          const keys = [...values.keys()].sort();
          const page = keys.slice(start, start + max);
          record(operation, 200, signature);
          return send(200, {
            Items: page.map((k) => ({ Key: k, Value: values.get(k) })),
            ...(start + max < keys.length ? { NextToken: String(start + max) } : {}),
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    arn,
    credentials,
    values,
    etag,
    calls,
    failNext(count, status) {
      failures = { count, status };
    },
    beforeNextWrite(action) {
      beforeWrite = action;
    },
    writeBehind(key, value) {
      if (value === null) values.delete(key);
      else values.set(key, value);
      version++;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
