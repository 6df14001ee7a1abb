import { createServer, type RequestListener, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directCallsOf } from '../app.ts';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createLogger } from '../logger.ts';
import { addEditor, createdSite, signInUser, type TestUser } from '../websites/testing/website-helpers.ts';

/** A server of `listener` on a free port: its base URL and how to close it. */
async function serve(listener: RequestListener): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Sent {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * An answer (node:http, which can send a GET with a body), with every header but those that differ
 * between any two answers: the date, and a request id the request did not choose.
 */
function answer(base: string, path: string, sent: Sent = {}) {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.token) headers.authorization = `Bearer ${sent.token}`;
  if (sent.body !== undefined) headers['content-length'] = String(Buffer.byteLength(sent.body));
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(base + path, { method: sent.method ?? 'GET', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(
            ([name]) => name !== 'date' && !(name === 'x-request-id' && !headers['x-request-id']),
          );
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(kept),
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(sent.body);
    },
  );
}

describe('the direct path (get-draft without Express)', () => {
  let h: AuthHarness;
  let lines: Record<string, unknown>[];
  /** The same app on Express alone: what the direct path must answer. */
  let express: Awaited<ReturnType<typeof serve>>;
  /** The direct path alone: 599 for whatever it leaves to Express. */
  let directOnly: Awaited<ReturnType<typeof serve>>;
  let owner: TestUser;
  let stranger: TestUser;
  let id: string;

  beforeAll(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    h = await startAuthHarness({ logger: createLogger('info', sink) });
    express = await serve(h.app);
    const direct = directCallsOf(h.app);
    if (!direct) throw new Error('createApp made no direct path');
    directOnly = await serve((req, res) => {
      if (direct(req, res)) return;
      req.resume();
      res.statusCode = 599;
      res.end();
    });
    [owner, stranger] = [await signInUser(h, 'owner'), await signInUser(h, 'stranger')];
    ({ id } = await createdSite(h, owner));
  });
  afterAll(async () => {
    await directOnly?.close();
    await express?.close();
    await h?.close();
  });

  it('answers every get-draft as Express does: status, headers and bytes', async () => {
    const editor = await signInUser(h, 'editor');
    await addEditor(h.db, id, editor);
    const first = await answer(express.base, `/api/websites/${id}`, { token: owner.token });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const cases: [string, Sent][] = [
      [`/api/websites/${id}`, { token: owner.token }],
      [`/api/websites/${id}`, { token: editor.token }],
      [`/api/websites/${id}`, { token: owner.token, headers: { 'if-none-match': etag } }],
      [`/api/websites/${id}`, { token: owner.token, headers: { 'if-none-match': '*' } }],
      [`/api/websites/${id}`, { token: owner.token, headers: { 'if-none-match': 'W/"other"' } }],
      [`/api/websites/${id}`, { token: owner.token, headers: { 'x-request-id': 'trace-42' } }],
      [`/api/websites/${id}?fields=all&x=%00`, { token: owner.token }],
      [`/api/websites/${id}/`, { token: owner.token }],
      [`/api/WEBSITES/${id.toUpperCase()}`, { token: owner.token }],
      [`/api/websites/${id}`, { token: stranger.token }],
      [`/api/websites/${id}`, {}],
      [`/api/websites/${id}`, { headers: { authorization: 'Basic abc' } }],
      [`/api/websites/${id}`, { token: 'not.a.jwt' }],
      ['/api/websites/not-a-uuid', { token: owner.token }],
      [`/api/websites/${'x'.repeat(300)}`, { token: owner.token }],
      ['/api/websites/00000000-0000-4000-8000-000000000000', { token: owner.token }],
      [`/api/websites/${id}%00`, { token: owner.token }],
      [`/api/websites/${id}`, { token: owner.token, method: 'HEAD' }],
      [
        `/api/websites/${id}`,
        { token: owner.token, body: '{}', headers: { 'content-type': 'application/json' } },
      ],
    ];
    for (const [path, sent] of cases) {
      const viaExpress = await answer(express.base, path, sent);
      const viaListen = await answer(h.base, path, sent);
      expect({ path, sent, ...viaListen }).toEqual({ path, sent, ...viaExpress });
    }
    const statuses = await Promise.all(cases.map(([path, sent]) => answer(h.base, path, sent)));
    // The matrix covers the answers get-draft gives, not only 200s.
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set([200, 304, 400, 401, 404]));
  });

  it('serves get-draft itself, logged and tagged as Express logs and tags it, and leaves the rest to Express', async () => {
    const before = lines.length;
    const direct = await answer(directOnly.base, `/api/websites/${id}`, {
      token: owner.token,
      headers: { 'x-request-id': 'direct-1' },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers['x-request-id']).toBe('direct-1');
    expect(JSON.parse(direct.body)).toMatchObject({ document: { id }, role: 'Owner' });
    await expect
      .poll(() => lines.slice(before).find((l) => l.requestId === 'direct-1'))
      .toMatchObject({
        msg: 'request',
        method: 'GET',
        path: `/api/websites/${id}`,
        status: 200,
      });
    // Refusals are answered on the direct path too.
    expect((await answer(directOnly.base, `/api/websites/${id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await answer(directOnly.base, `/api/websites/${id}`)).status).toBe(401);
    const overLong = `/api/websites/${'x'.repeat(300)}`;
    expect((await answer(directOnly.base, overLong, { token: owner.token })).status).toBe(400);
    // Everything else is Express's.
    for (const [path, sent] of [
      ['/api/websites', { token: owner.token }],
      [`/api/websites/${id}`, { token: owner.token, method: 'HEAD' }],
      [`/api/websites/${id}`, { token: owner.token, method: 'DELETE' }],
      [`/api/websites/${id}/draft`, { token: owner.token, method: 'PUT', body: '{}' }],
      [
        `/api/websites/${id}`,
        { token: owner.token, body: '{}', headers: { 'content-type': 'application/json' } },
      ],
      [`/api/websites/${id}%00`, { token: owner.token }],
      [`/api/websites/${encodeURIComponent(id)}%2F`, { token: owner.token }],
      [`/API/websites/${id}`, { token: owner.token }],
      ['/api/live', { token: owner.token }],
      ['/healthz', {}],
    ] as [string, Sent][]) {
      expect({ path, status: (await answer(directOnly.base, path, sent)).status }).toEqual({
        path,
        status: 599,
      });
    }
  });

  it('answers 500 when something fails before the call runs, as Express does (the process stays up)', async () => {
    h.app.set('query parser', () => {
      throw new Error('query parser broke');
    });
    try {
      const path = `/api/websites/${id}?a=1`;
      const viaExpress = await answer(express.base, path, { token: owner.token });
      const viaListen = await answer(h.base, path, { token: owner.token });
      expect(viaExpress.status).toBe(500);
      expect(viaListen).toEqual(viaExpress);
      expect(JSON.parse(viaListen.body)).toEqual({ code: 'internal', message: expect.any(String) });
    } finally {
      h.app.set('query parser', 'simple');
    }
    expect((await answer(h.base, `/api/websites/${id}`, { token: owner.token })).status).toBe(200);
  });

  it('closes the connection after the answer while draining, as Express does', async () => {
    h.lifecycle.beginShutdown();
    const viaExpress = await answer(express.base, `/api/websites/${id}`, { token: owner.token });
    const viaListen = await answer(h.base, `/api/websites/${id}`, { token: owner.token });
    expect(viaExpress.headers.connection).toBe('close');
    expect(viaListen).toEqual(viaExpress);
  });
});
