import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorHandler } from '../http/api-error.ts';
import { createMemoryRateLimiter } from '../http/rate-limit.ts';
import { createLogger } from '../logger.ts';
import { boundPort, listen } from '../server.ts';
import { type ApiRoutes, createApiRoutes, reply } from './api-routes.ts';
import type { Authenticator, AuthUser, CallerColumns } from './authenticator.ts';
import { manualClock } from './clock.ts';
import { JsonText } from './json-text.ts';

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
  async begin(req) {
    const header = req.headers.authorization;
    if (!header) return null;
    if (header !== 'Bearer good' && header !== 'Bearer ended')
      throw new ApiError(401, 'invalid-authorization-token', 'Invalid authorization token.');
    const live = header === 'Bearer good';
    const settle = (row: CallerColumns | undefined) => {
      if (!row || !live) throw sessionEnded();
      return { ...ada, id: row.caller_id };
    };
    return {
      sql: 'select …',
      params: ['s1', 'u1'],
      settle,
      confirm: async () => settle(live ? callerRow : undefined),
    };
  },
  async authenticate(req) {
    return (await this.begin(req))?.confirm() ?? null;
  },
};
const keptDoc = new JsonText('{"x":"é","y":[1,{"z":null}]}');
const callerRow: CallerColumns = {
  caller_id: 'u1',
  caller_email: ada.email,
  caller_provider: 'email',
  caller_email_verified: true,
  caller_disabled: false,
  caller_revoked_at: null,
  caller_expires_at: new Date(8.64e15),
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
    routes.add(
      {
        method: 'put',
        path: '/joined/:thingId',
        summary: 'test',
        auth: 'user',
        joinSession: true,
        params: z.object({ thingId: z.string().regex(/^t\d+$/, 'Bad thing id') }),
        body: z.object({ name: z.string() }),
        responses: { 200: z.object({ id: z.string(), by: z.string() }) },
      },
      async ({ params, body, caller, user, res }) => {
        // The route's own statement would return the caller's row; `t0` stands for "no session row".
        const by = caller.settle(params.thingId === 't0' ? undefined : callerRow);
        return { id: `${params.thingId}:${body.name}:${user ?? '-'}`, by: `${by.id}:${res.locals.user?.id}` };
      },
    );
    routes.add(
      {
        method: 'get',
        path: '/kept',
        summary: 'test',
        auth: 'none',
        query: z.object({ a: z.coerce.number().optional() }),
        responses: { 200: z.object({ a: z.number(), doc: z.any(), gone: z.any(), c: z.string() }) },
      },
      async ({ query }) => ({ a: query.a ?? 1, doc: keptDoc, gone: undefined, c: 'z' }),
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

  it('joinSession: the handler settles the caller on its own row, with the refusals of auth user in order', async () => {
    expect(await call('PUT', '/joined/t1', { name: 'a' })).toMatchObject({
      status: 200,
      body: { id: 't1:a:-', by: 'u1:u1' },
    });
    expect((await call('PUT', '/joined/t1', { name: 'a' }, '')).body.code).toBe(
      'invalid-authorization-token',
    );
    expect((await call('PUT', '/joined/t1', { name: 'a' }, 'forged')).body.code).toBe(
      'invalid-authorization-token',
    );
    expect((await call('PUT', '/joined/t1', { name: 'a' }, 'ended')).body.code).toBe('user-token-expired');
    expect((await call('PUT', '/joined/t0', { name: 'a' })).body.code).toBe('user-token-expired');
    // A bad input from a caller whose session ended is a 401 (checked on its own), as without joinSession.
    expect((await call('PUT', '/joined/x1', { name: 'a' }, 'ended')).body.code).toBe('user-token-expired');
    expect((await call('PUT', '/joined/t1', { name: 1 }, 'ended')).status).toBe(401);
    expect((await call('PUT', '/joined/x1', { name: 'a' })).body).toEqual({
      code: 'invalid-request',
      message: 'Bad thing id',
    });
    expect(() =>
      routes.add(
        {
          method: 'get',
          path: '/joined-open',
          summary: 'test',
          auth: 'optional',
          joinSession: true,
          responses: { 204: null },
        },
        async () => {},
      ),
    ).toThrow(/joinSession/);
  });

  it('writes kept JSON text byte for byte as JSON.stringify would, with an ETag that answers 304', async () => {
    const first = await fetch(`${base}/kept`);
    const text = await first.text();
    expect(text).toBe(JSON.stringify({ a: 1, doc: JSON.parse(keptDoc.json), c: 'z' }));
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    // fetch adds `cache-control: no-cache` to a conditional request unless one is given.
    const again = await fetch(`${base}/kept`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/kept`)).headers.get('etag')).toBe(etag);
  });

  it('keeps the finished bytes around a kept text per answer: each answer its own bytes and ETag', async () => {
    const etags = new Map<number, string | null>();
    // More answers around the one text than are kept with it, asked for twice in another order.
    for (const a of [1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1, 3, 3]) {
      const response = await fetch(`${base}/kept?a=${a}`);
      expect(await response.text()).toBe(JSON.stringify({ a, doc: JSON.parse(keptDoc.json), c: 'z' }));
      const etag = response.headers.get('etag');
      if (etags.has(a)) expect(etag).toBe(etags.get(a));
      etags.set(a, etag);
    }
    expect(new Set(etags.values()).size).toBe(6);
  });

  it('refuses a body on a route that takes none, and answers 429 past a limit', async () => {
    expect((await call('POST', '/limited', { x: 1 })).body.code).toBe('unknown-field');
    expect((await call('POST', '/limited', {})).status).toBe(204);
    expect((await call('POST', '/limited')).status).toBe(204);
    const refused = await call('POST', '/limited');
    expect(refused).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  // Found by tests/src/api-contract/schema-violations.test.ts (issue 4).
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

  it('findDirect: the direct route Express would serve a path with, or none', () => {
    const registry = createApiRoutes({
      authenticator,
      rateLimiter: createMemoryRateLimiter(),
      clock: manualClock(),
      logger: createLogger('silent'),
    });
    const ok = { responses: { 200: z.object({ ok: z.boolean() }) }, summary: 't', auth: 'none' } as const;
    registry.add({ ...ok, method: 'get', path: '/docs/:docId' }, async () => ({ ok: true }));
    registry.add({ ...ok, method: 'get', path: '/docs/latest', direct: true }, async () => ({ ok: true }));
    registry.add({ ...ok, method: 'get', path: '/items/:itemId', direct: true }, async () => ({ ok: true }));
    registry.add({ ...ok, method: 'post', path: '/items/:itemId' }, async () => ({ ok: true }));
    registry.describe({ ...ok, method: 'get', path: '/items/stream' });
    // A raw route's router comes first; an earlier added route wins; else the direct one.
    expect(registry.findDirect('/items/stream')).toBeUndefined();
    expect(registry.findDirect('/docs/latest')).toBeUndefined();
    expect(registry.findDirect('/items/i7')?.params).toEqual({ itemId: 'i7' });
    // As Express matches: case-insensitive, a trailing slash allowed, nothing after.
    expect(registry.findDirect('/ITEMS/i7/')?.params).toEqual({ itemId: 'i7' });
    expect(registry.findDirect('/items/i7/more')).toBeUndefined();
    expect(registry.findDirect('/nothing')).toBeUndefined();
    for (const refused of [
      { method: 'post', path: '/x' },
      { method: 'get', path: '/y', body: z.object({}) },
      { method: 'get', path: '/z', limits: () => [] },
    ] as const)
      expect(() => registry.add({ ...ok, ...refused, direct: true }, async () => ({ ok: true }))).toThrow(
        /direct needs get, no body and no limits/,
      );
  });
});
