import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardFormPost, parseFormPath } from './forms-proxy.ts';

/** What the stand-in api received. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

function send(url: string, method: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('forwardFormPost', () => {
  const received: Received[] = [];
  let api: http.Server;
  let origin: http.Server;
  let base: string;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(303, { location: 'https://shop.example/?sent=1#contact-1', connection: 'keep-alive' });
        res.end();
      });
    });
    const apiUrl = await listen(api);
    origin = http.createServer((req, res) =>
      forwardFormPost({ apiUrl }, req, res, new URL(req.url ?? '/', 'http://x').pathname, { 'x-site': '1' }),
    );
    base = await listen(origin);
  });
  afterAll(() => {
    for (const server of [api, origin]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('passes the body, Origin and the form headers on, never cookies; adds the forwarding headers', async () => {
    const answer = await send(
      `${base}/_forms/site-1/contact?utm=x`,
      'POST',
      {
        host: 'shop.example',
        origin: 'https://shop.example',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        cookie: 'session=secret',
        'x-forwarded-for': '198.51.100.4',
      },
      'email=a%40b.co',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('https://shop.example/?sent=1#contact-1');
    expect(answer.headers['x-site']).toBe('1');
    const [got] = received.splice(0);
    expect(got).toMatchObject({ method: 'POST', url: '/_forms/site-1/contact', body: 'email=a%40b.co' });
    expect(got?.headers.origin).toBe('https://shop.example');
    expect(got?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(got?.headers.cookie).toBeUndefined();
    expect(got?.headers['x-forwarded-for']).toBe('198.51.100.4, 127.0.0.1');
    expect(got?.headers['x-forwarded-host']).toBe('shop.example');
    expect(got?.headers['x-forwarded-proto']).toBe('http');
  });

  it('forwards only the form path shape: other paths 404, other methods 405, nothing sent', async () => {
    for (const path of [
      '/_forms/',
      '/_forms/site-1/other',
      '/_forms/site-1/contact/x',
      '/_forms/a%2e%2e/contact',
    ]) {
      expect((await send(`${base}${path}`, 'POST', { accept: 'application/json' }, 'x=1')).status, path).toBe(
        404,
      );
    }
    const get = await send(`${base}/_forms/site-1/contact`, 'GET', {});
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(received).toEqual([]);
    expect(parseFormPath('/_forms/site-1/newsletter')).toEqual({ websiteId: 'site-1', kind: 'newsletter' });
    expect(parseFormPath(`/_forms/${'a'.repeat(129)}/contact`)).toBeNull();
  });
});
