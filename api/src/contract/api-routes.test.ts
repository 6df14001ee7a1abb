import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorHandler } from '../http/api-error.ts';
import { createMemoryRateLimiter } from '../http/rate-limit.ts';
import { createLogger } from '../logger.ts';
import { boundPort, listen } from '../server.ts';
import { type ApiRoutes, createApiRoutes, reply } from './api-routes.ts';
import type { Authenticator, AuthUser } from './authenticator.ts';
import { manualClock } from './clock.ts';

const ada: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  provider: 'email',
  emailVerified: true,
  sessionId: 's1',
};
const sessionEnded = () => new ApiError(401, 'user-token-expired', 'Session ended.');
/** Accepts `Bearer good`; `Bearer ended` is a genuine token whose session ended; refuses any other. */
const authenticator: Authenticator = {
  async authenticate(req) {
    const header = req.headers.authorization;
    if (!header) return null;
    if (header === 'Bearer ended') throw sessionEnded();
    if (header !== 'Bearer good')
      throw new ApiError(401, 'invalid-authorization-token', 'Invalid authorization token.');
    return ada;
  },
};

describe('the route helper', () => {
  let routes: ApiRoutes;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    routes = createApiRoutes({
      authenticator,
      rateLimiter: createMemoryRateLimiter(),
      clock: manualClock(),
      logger: createLogger('silent'),
    });
    routes.add(
      {
        method: 'post',
        path: '/things/:thingId',
        summary: 'test',
        auth: 'user',
        params: z.object({ thingId: z.string().regex(/^t\d+$/, 'Bad thing id') }),
        query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
        body: z.object({ name: z.string().max(5), count: z.number().int().optional() }),
        responses: { 200: z.object({ id: z.string(), name: z.string() }), 201: z.object({ id: z.string() }) },
      },
      async ({ params, body, user, query }) => {
        if (body.name === 'new') return reply(201, { id: params.thingId });
        if (body.name === 'bad') return { id: 1 } as never;
        // `secret` is not in the answer schema: it must not leave the server.
        return {
          id: `${params.thingId}:${user.id}:${query.dryRun ?? '-'}`,
          name: body.name,
          secret: 'x',
        } as never;
      },
    );
    routes.add(
      {
        method: 'get',
        path: '/open',
        summary: 'test',
        auth: 'optional',
        responses: { 200: z.object({ who: z.string() }) },
      },
      async ({ user }) => ({ who: user?.email ?? 'anonymous' }),
    );
    routes.add(
      {
        method: 'post',
        path: '/limited',
        summary: 'test',
        auth: 'none',
        responses: { 204: null },
        limits: ({ ip }) => [{ rule: { name: 'limited', limit: 2, windowMs: 60_000 }, key: ip }],
      },
      async () => {},
    );
    const app = express();
    app.use(express.json());
    app.use(routes.router);
    app.use(errorHandler(createLogger('silent')));
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(() => server?.close());

  const call = async (method: string, path: string, body?: unknown, token = 'good') => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      body: response.status === 204 ? null : await response.json(),
      headers: response.headers,
    };
  };

  it('hands the handler parsed params, query, body and the caller, and strips undeclared fields', async () => {
    expect(await call('POST', '/things/t1?dryRun=true', { name: 'ok' })).toMatchObject({
      status: 200,
      body: { id: 't1:u1:true', name: 'ok' },
    });
    expect((await call('POST', '/things/t1', { name: 'ok' })).body).not.toHaveProperty('secret');
    expect(await call('POST', '/things/t1', { name: 'new' })).toEqual(
      expect.objectContaining({ status: 201, body: { id: 't1' } }),
    );
  });

  it('refuses bad input with 400 { code, message }', async () => {
    expect((await call('POST', '/things/t1', { name: 'ok', extra: 1, more: 2 })).body).toEqual({
      code: 'unknown-field',
      message: "Unknown fields: 'extra', 'more'.",
    });
    expect((await call('POST', '/things/t1', { name: 7 })).body).toEqual({
      code: 'invalid-request',
      message: 'name: Invalid input: expected string, received number',
    });
    expect((await call('POST', '/things/t1', { name: 'too long' })).body.message).toMatch(/^name: Too big/);
    expect((await call('POST', '/things/x1', { name: 'ok' })).body).toEqual({
      code: 'invalid-request',
      message: 'Bad thing id',
    });
    expect((await call('POST', '/things/t1?dryRun=maybe', { name: 'ok' })).status).toBe(400);
    expect((await call('POST', '/things/t1?other=1', { name: 'ok' })).body.code).toBe('unknown-field');
    expect((await call('POST', '/things/t1', [1, 2])).body).toEqual({
      code: 'invalid-request',
      message: 'The request body must be a JSON object.',
    });
    expect((await call('POST', '/things/t1')).status).toBe(400);
  });

  it('checks the caller first: 401 without or with a bad token', async () => {
    expect(await call('POST', '/things/t1', { name: 'ok' }, '')).toMatchObject({
      status: 401,
      body: { code: 'invalid-authorization-token', message: 'Invalid authorization token.' },
    });
    expect((await call('POST', '/things/t1', { nonsense: true }, 'bad')).status).toBe(401);
    expect((await call('GET', '/open', undefined, '')).body).toEqual({ who: 'anonymous' });
    expect((await call('GET', '/open')).body).toEqual({ who: 'ada@example.com' });
    expect((await call('GET', '/open', undefined, 'bad')).status).toBe(401);
  });

  it('refuses a caller whose session ended before looking at the input', async () => {
    expect((await call('POST', '/things/t1', { name: 'ok' }, 'ended')).body.code).toBe('user-token-expired');
    expect((await call('POST', '/things/x1', { name: 'ok' }, 'ended')).body.code).toBe('user-token-expired');
    expect((await call('POST', '/things/t1', { name: 1 }, 'ended')).status).toBe(401);
  });

  it('answers JSON with a weak ETag that answers 304 when it still matches', async () => {
    const first = await fetch(`${base}/open`, { headers: { authorization: 'Bearer good' } });
    const text = await first.text();
    expect(text).toBe(JSON.stringify({ who: 'ada@example.com' }));
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // fetch adds `cache-control: no-cache` to a conditional request unless one is given.
    const again = await fetch(`${base}/open`, {
      headers: { authorization: 'Bearer good', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const other = await fetch(`${base}/open`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(other.status).toBe(200);
  });

  it('refuses a body on a route that takes none, and answers 429 past a limit', async () => {
    expect((await call('POST', '/limited', { x: 1 })).body.code).toBe('unknown-field');
    expect((await call('POST', '/limited', {})).status).toBe(204);
    expect((await call('POST', '/limited')).status).toBe(204);
    const refused = await call('POST', '/limited');
    expect(refused).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  // Found by tests/src/api-contract/schema-violations.test.ts.
  it('refuses a body that is not JSON (415), a NUL character and an undecodable path (400)', async () => {
    const text = (path: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: 'Bearer good' },
        body: '{"name":"ok"}',
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await text('/limited')).toMatchObject({ status: 415, body: { code: 'unsupported-media-type' } });
    expect((await text('/things/t1')).status).toBe(415);
    expect(await call('POST', '/things/t1', { name: 'a\u0000' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-request', message: 'name: must not contain the NUL character.' },
    });
    expect(await call('POST', '/things/%zz', { name: 'ok' })).toMatchObject({
      status: 400,
      body: { code: 'malformed-path', message: 'The request path is not valid.' },
    });
  });

  it('answers 500 (not a broken contract) when a handler breaks its answer schema', async () => {
    expect(await call('POST', '/things/t1', { name: 'bad' })).toMatchObject({
      status: 500,
      body: { code: 'internal' },
    });
  });

  it('documents a raw route without serving it', () => {
    routes.describe({
      method: 'get',
      path: '/stream',
      summary: 'events',
      auth: 'user',
      responses: { 200: null },
    });
    expect(routes.list().map((r) => r.path)).toContain('/stream');
  });

  it('refuses to register a route twice', () => {
    expect(() =>
      routes.add(
        { method: 'get', path: '/open', summary: 'x', auth: 'none', responses: { 204: null } },
        async () => {},
      ),
    ).toThrow(/registered twice/);
  });
});
