import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FaultProxyOptions {
  /** The server to forward to, e.g. s3rver's endpoint. */
  target: string;
  /** Answer this many requests with `failStatuses` (in turn) before forwarding any. @defaultValue 0 */
  failFirst?: number;
  /** @defaultValue [503] */
  failStatuses?: number[];
  /**
   * Emulate S3 conditional writes in front of a store that ignores them: a PUT carrying
   * `If-None-Match: *` is answered 412 if the key exists. PUTs to one key are serialised here, so
   * the check and the write are atomic for everything going through the proxy.
   * @defaultValue false
   */
  conditionalWrites?: boolean;
  /**
   * Wait this long before forwarding each request: the round trip to an S3 region, which a server
   * on this machine does not have (see {@link FaultProxy.setLatency}). @defaultValue 0
   */
  latencyMs?: number;
  /** Told of each request received: its S3 kind, method, path (with the query) and body bytes. */
  onRequest?: (request: { kind: string; method: string; url: string; bytes: number }) => void;
}

export interface FaultProxy {
  endpoint: string;
  /** Requests received, failures sent, PUTs refused with 412. */
  counts: { requests: number; failures: number; preconditionFailures: number };
  /** The S3 kind (LIST, GET, HEAD, PUT, DELETE, POST) of each request received since the last reset, in order. */
  kinds: string[];
  /** Starts {@link FaultProxy.kinds} over (to count the requests of one step). */
  resetKinds(): void;
  /** From now on, wait `ms` before forwarding each request (0: none). */
  setLatency(ms: number): void;
  /** From now on, fail every request (or stop failing, with 0). */
  failAlways(status: number | 0): void;
  stop(): Promise<void>;
}

const errorCodes: Record<number, string> = {
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'SlowDown',
  408: 'RequestTimeout',
};

function s3Error(res: http.ServerResponse, status: number, code: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} (test proxy)</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The S3 kind of a request: a GET on a bucket with `list-type` (or a `prefix`) is a LIST. */
export function s3RequestKind(method: string, url: string): string {
  const query = new URL(url, 'http://proxy').searchParams;
  if (method === 'GET' && (query.has('list-type') || query.has('prefix'))) return 'LIST';
  return method;
}

/** A small HTTP proxy in front of a local server that fails the first requests, or all of them. */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const statuses = options.failStatuses ?? [503];
  const counts = { requests: 0, failures: 0, preconditionFailures: 0 };
  let kinds: string[] = [];
  let alwaysFail = 0;
  let latencyMs = options.latencyMs ?? 0;
  const keyLocks = new Map<string, Promise<void>>();

  const forward = (method: string, url: string, headers: http.IncomingHttpHeaders, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const out = http.request(
        { host: target.hostname, port: target.port, method, path: url, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(method === 'HEAD' ? undefined : body);
    });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    counts.requests++;
    const kind = s3RequestKind(req.method ?? 'GET', req.url ?? '/');
    kinds.push(kind);
    options.onRequest?.({ kind, method: req.method ?? 'GET', url: req.url ?? '/', bytes: body.length });
    if (latencyMs > 0) await sleep(latencyMs);
    const failing =
      alwaysFail ||
      (counts.requests <= (options.failFirst ?? 0) ? statuses[(counts.requests - 1) % statuses.length] : 0);
    if (failing) {
      counts.failures++;
      s3Error(res, failing, errorCodes[failing] ?? 'InternalError');
      return;
    }
    const conditional =
      options.conditionalWrites && req.method === 'PUT' && req.headers['if-none-match'] === '*';
    const key = req.url?.split('?')[0] ?? '';
    const previous = conditional ? (keyLocks.get(key) ?? Promise.resolve()) : Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (conditional)
      keyLocks.set(
        key,
        previous.then(() => mine),
      );
    await previous;
    try {
      if (conditional) {
        const head = await forward('HEAD', req.url ?? '/', { host: req.headers.host }, Buffer.alloc(0));
        if (head.status === 200) {
          counts.preconditionFailures++;
          s3Error(res, 412, 'PreconditionFailed');
          return;
        }
      }
      const answer = await forward(req.method ?? 'GET', req.url ?? '/', req.headers, body);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } finally {
      release();
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => {
        if (!res.headersSent) s3Error(res, 502, 'BadGateway');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts,
    get kinds() {
      return kinds;
    },
    resetKinds() {
      kinds = [];
    },
    failAlways(status) {
      alwaysFail = status;
    },
    setLatency(ms) {
      latencyMs = Math.max(0, ms);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
