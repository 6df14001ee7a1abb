import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: not decompressed. */
  body: Buffer;
}

/**
 * One HTTP request to a local server, headers exactly as given, body never decoded. `body` is sent
 * as given; `localAddress` (127.0.0.2 …) makes the request come from another loopback address.
 */
export function rawRequest(
  origin: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** GET `url` with `host` as its Host header (fetch will not send one), the body as text. */
export async function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  const { origin, pathname, search } = new URL(url);
  const response = await rawRequest(origin, `${pathname}${search}`, { headers: { host } });
  return { status: response.status, body: response.body.toString('utf8') };
}
