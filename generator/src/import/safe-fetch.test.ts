import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resolver } from './destination.ts';
import {
  type FixtureServer,
  html,
  localConnectionsOnly,
  loopbackResolver,
  redirect,
  startFixtureServer,
} from './fixtures/fixture-server.ts';
import { LinkFetchError } from './link-fetch-error.ts';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

const page = '<!doctype html><html><head><title>Hello</title></head><body><p>Hello there</p></body></html>';
let server: FixtureServer;
const pending = new Set<() => void>();

beforeAll(async () => {
  server = await startFixtureServer({
    '/page': html(page),
    '/to-private': redirect('http://10.0.0.1/admin'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/', 301),
    '/to-name': redirect('http://internal.corp.example/'),
    '/to-file': redirect('file:///etc/passwd'),
    '/to-page': redirect('/page', 307),
    '/loop': redirect('/loop'),
    '/json': html('{"a":1}', 'application/json'),
    '/missing-type': (_req, res) => res.writeHead(200).end(page),
    '/missing': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('gone'),
    '/latin1': html(Buffer.from('<p>Café crème, Zürich</p>', 'latin1'), 'text/html; charset=ISO-8859-1'),
    '/meta-charset': html(
      // 0x93 and 0x94 are curly quotes in windows-1252 (and control characters in ISO-8859-1).
      Buffer.from(
        '<html><head><meta charset="windows-1252"></head><body>\x93Smart\x94 quotes</body></html>',
        'latin1',
      ),
      'text/html',
    ),
    '/gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(page));
    },
    '/huge-declared': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      res.write('<p>');
    },
    '/forever': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(1020)}</p>`;
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) {}
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    },
    '/sleep': () => {
      // Never answers; the client's time limit must end it.
    },
    '/trickle': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>.</p>'), 20);
      res.on('close', () => clearInterval(timer));
      pending.add(() => clearInterval(timer));
    },
  });
});
afterAll(async () => {
  for (const stop of pending) stop();
  await server.close();
});

/** Options for a fetch allowed to reach the local server (and nothing else). */
function allowed(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return { allowHosts: ['127.0.0.1'], onConnect: localConnectionsOnly(), ...extra };
}

async function refusal(url: string, options: SafeFetchOptions = {}): Promise<LinkFetchError> {
  const error = await safeFetch(url, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkFetchError);
  return error as LinkFetchError;
}

describe('safeFetch: allowed pages', () => {
  it('fetches an allow-listed local page', async () => {
    const result = await safeFetch(`${server.origin}/page`, allowed());
    expect(result).toMatchObject({ status: 200, html: page, charset: 'utf-8', redirects: [] });
  });

  it('follows a relative redirect, re-checking the hop', async () => {
    const onConnect = localConnectionsOnly();
    const result = await safeFetch(`${server.origin}/to-page`, allowed({ onConnect }));
    expect(result.url).toBe(`${server.origin}/page`);
    expect(result.redirects).toEqual([`${server.origin}/to-page`]);
    expect(onConnect.seen).toHaveLength(2);
  });

  it('connects to the address it checked, never asking DNS again (no rebinding gap)', async () => {
    // `.test` names never resolve (RFC 6761): the fetch only works if the socket uses the pinned address.
    const resolve = loopbackResolver();
    const result = await safeFetch(`http://pinned.test:${server.port}/page`, allowed({ resolve }));
    expect(result.html).toBe(page);
    expect(resolve.asked).toEqual(['pinned.test']);
  });

  it('decodes the declared charset, a <meta charset> and gzip', async () => {
    expect((await safeFetch(`${server.origin}/latin1`, allowed())).html).toContain('Café crème, Zürich');
    const meta = await safeFetch(`${server.origin}/meta-charset`, allowed());
    expect(meta.charset).toBe('windows-1252');
    expect(meta.html).toContain('“Smart” quotes');
    expect((await safeFetch(`${server.origin}/gzip`, allowed())).html).toBe(page);
  });

  it('accepts a page without a content type when it starts like HTML', async () => {
    expect((await safeFetch(`${server.origin}/missing-type`, allowed())).html).toBe(page);
  });
});

describe('safeFetch: SSRF refusals happen before connecting', () => {
  const spyResolver = (address: string): Resolver & { mock: { calls: unknown[][] } } =>
    vi.fn(async () => [{ address, family: address.includes(':') ? 6 : 4 }]) as never;

  it.each([
    ['loopback by address', () => `${server.origin}/page`],
    ['loopback by name', () => `http://localhost:${server.port}/page`],
    ['a name under localhost', () => `http://app.localhost:${server.port}/page`],
    ['IPv6 loopback', () => `http://[::1]:${server.port}/page`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${server.port}/page`],
    ['loopback written as a number', () => `http://2130706433:${server.port}/page`],
    ['loopback in hex', () => `http://0x7f.1:${server.port}/page`],
  ])('refuses %s and never reaches the server', async (_label, url) => {
    const before = server.connections;
    const onConnect = localConnectionsOnly();
    const resolve = spyResolver('127.0.0.1');
    const error = await refusal(url(), { onConnect, resolve });
    expect(error.code).toBe('address-not-allowed');
    expect(error.refused).toBe(true);
    expect(onConnect.seen).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
    expect(server.connections).toBe(before);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/router',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0.0.0.0/',
    'https://[::]/',
  ])('refuses %s without resolving or connecting', async (url) => {
    const onConnect = localConnectionsOnly();
    const resolve = spyResolver('8.8.8.8');
    expect((await refusal(url, { onConnect, resolve })).code).toBe('address-not-allowed');
    expect(onConnect.seen).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('refuses a host name that resolves to a private address', async () => {
    const onConnect = localConnectionsOnly();
    const resolve = spyResolver('10.20.30.40');
    const error = await refusal('https://intranet.example.com/', { onConnect, resolve });
    expect(error.code).toBe('address-not-allowed');
    expect(error.message).toContain('10.20.30.40');
    expect(resolve).toHaveBeenCalledWith('intranet.example.com');
    expect(onConnect.seen).toEqual([]);
  });

  it('refuses a host name when any of its addresses is private', async () => {
    const onConnect = localConnectionsOnly();
    const resolve: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    expect((await refusal('http://mixed.example.com/', { onConnect, resolve })).code).toBe(
      'address-not-allowed',
    );
    expect(onConnect.seen).toEqual([]);
  });

  it.each([
    ['to 10.0.0.1', '/to-private'],
    ['to the metadata address', '/to-metadata'],
  ])('refuses a redirect from an allowed server %s', async (_label, path) => {
    const onConnect = localConnectionsOnly();
    const error = await refusal(`${server.origin}${path}`, allowed({ onConnect }));
    expect(error.code).toBe('address-not-allowed');
    expect(onConnect.seen.map((d) => d.address)).toEqual(['127.0.0.1']);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const onConnect = localConnectionsOnly();
    const resolve: Resolver = async (name) => [
      { address: name === 'internal.corp.example' ? '192.168.10.10' : '127.0.0.1', family: 4 },
    ];
    const error = await refusal(`${server.origin}/to-name`, allowed({ onConnect, resolve }));
    expect(error.code).toBe('address-not-allowed');
    expect(onConnect.seen).toHaveLength(1);
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await refusal(`${server.origin}/to-file`, allowed())).code).toBe('scheme-not-allowed');
  });

  it('refuses a port other than the default one, even on a public address', async () => {
    const onConnect = localConnectionsOnly();
    const resolve = spyResolver('93.184.215.14');
    const error = await refusal('http://shop.example.com:8080/', { onConnect, resolve });
    expect(error.code).toBe('port-not-allowed');
    expect(onConnect.seen).toEqual([]);
    expect((await refusal('https://93.184.215.14:22/', { onConnect })).code).toBe('port-not-allowed');
  });

  it.each([
    'ftp://example.com/menu.html',
    'file:///etc/passwd',
    'gopher://example.com/',
    'data:text/html,<p>hi</p>',
    'javascript:alert(1)',
  ])('refuses the non-http scheme of %s', async (url) => {
    const onConnect = localConnectionsOnly();
    expect((await refusal(url, { onConnect })).code).toBe('scheme-not-allowed');
    expect(onConnect.seen).toEqual([]);
  });

  it('refuses credentials in the URL and malformed URLs', async () => {
    expect((await refusal('http://admin:secret@example.com/')).code).toBe('credentials-not-allowed');
    expect((await refusal('http://exa mple.com/')).code).toBe('invalid-url');
  });
});

describe('safeFetch: limits', () => {
  it('aborts a body that never ends once it passes the size limit', async () => {
    const started = Date.now();
    const error = await refusal(`${server.origin}/forever`, allowed({ maxBytes: 64 * 1024 }));
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/larger than 64 KB/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect((await refusal(`${server.origin}/huge-declared`, allowed())).code).toBe('too-large');
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    const error = await refusal(`${server.origin}/sleep`, allowed({ timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/longer than 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a body that trickles in past the time limit', async () => {
    expect((await refusal(`${server.origin}/trickle`, allowed({ timeoutMs: 250 }))).code).toBe('timeout');
  });

  it('stops after 5 redirects', async () => {
    const onConnect = localConnectionsOnly();
    const error = await refusal(`${server.origin}/loop`, allowed({ onConnect }));
    expect(error.code).toBe('too-many-redirects');
    expect(onConnect.seen).toHaveLength(6);
  });

  it('refuses answers that are not HTML pages or not 2xx', async () => {
    expect((await refusal(`${server.origin}/json`, allowed())).code).toBe('not-html');
    expect((await refusal(`${server.origin}/missing`, allowed())).code).toBe('http-error');
  });

  it('reports a connection that fails', async () => {
    const closed = await startFixtureServer({});
    const url = `${closed.origin}/page`;
    await closed.close();
    expect((await refusal(url, allowed())).code).toBe('network-error');
  });
});
