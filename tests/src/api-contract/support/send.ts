import http from 'node:http';

/** One request exactly as the suite means it: the path is sent byte for byte (no URL normalising). */
export interface RawCall {
  method: string;
  /** Path and query string, sent as is (`..`, `%00` and malformed escapes included). */
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; with `json` instead, serialised with `content-type: application/json`. */
  body?: string | Buffer;
  json?: unknown;
  token?: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends one request with `node:http` (fetch would normalise the path and refuses a GET body).
 * An event stream is cut as soon as its head arrives: its status is the answer. Rejects after 15 s.
 */
export function send(origin: string, call: RawCall): Promise<RawAnswer> {
  const url = new URL(origin);
  const headers: Record<string, string> = { ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers['content-type'] ??= 'application/json';
  }
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: url.hostname, port: url.port, path: call.path, method: call.method, headers, agent },
      (res) => {
        answered = true;
        const contentType = String(res.headers['content-type'] ?? '');
        const status = res.statusCode ?? 0;
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status, contentType, text: '', json: undefined });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status, contentType, text, json });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer in 15 s: ${call.method} ${call.path}`)));
    // A server may answer (413, 401) before reading a large body and close: the answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}
