import type { Server } from 'node:http';
import { createBullmqPublishQueue } from '@sitewright/publisher';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentedToken, sameToken } from '../http/admin-auth.ts';
import { boundPort, listen } from '../server.ts';
import { adminQueuesPath, adminQueuesRouter } from './admin-queues.ts';

const token = 'admin-token-for-tests-0123456789';

describe('admin token (bearer or basic)', () => {
  it('reads a bearer token and a Basic password', () => {
    expect(presentedToken(`Bearer ${token}`)).toBe(token);
    expect(presentedToken(`Basic ${Buffer.from(`ops:${token}`).toString('base64')}`)).toBe(token);
    expect(presentedToken('Basic bm9jb2xvbg==')).toBeNull(); // "nocolon"
    expect(presentedToken('Digest abc')).toBeNull();
    expect(presentedToken(undefined)).toBeNull();
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${token}x`, token)).toBe(false);
  });
});

describe('the queue dashboard at /admin/queues', () => {
  // The page itself never talks to Redis; the queue object only needs to exist.
  const publishing = {
    bullmq: createBullmqPublishQueue({
      connection: { url: 'redis://127.0.0.1:6379', lazyConnect: true },
      queueName: `admin-test-${Date.now()}`,
    }),
  };
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    const router = adminQueuesRouter(publishing, token);
    if (router) app.use(router);
    app.use((_req, res) => {
      res.status(404).end();
    });
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    await publishing.bullmq.close().catch(() => undefined);
  });

  it('is not mounted without a BullMQ queue or without ADMIN_TOKEN', () => {
    expect(adminQueuesRouter(undefined, token)).toBeNull();
    expect(adminQueuesRouter({ bullmq: null }, token)).toBeNull();
    expect(adminQueuesRouter(publishing, undefined)).toBeNull();
  });

  it('answers 401 with a Basic challenge without the token, or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${Buffer.from('ops:nope').toString('base64')}`,
    ]) {
      const res = await fetch(`${base}${adminQueuesPath}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(await res.text()).not.toContain('<html');
    }
  });

  it('serves the dashboard with the token as bearer or as the Basic password', async () => {
    const bearer = await fetch(`${base}${adminQueuesPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);
    expect(await bearer.text()).toContain('<html');
    const basic = await fetch(`${base}${adminQueuesPath}`, {
      headers: { authorization: `Basic ${Buffer.from(`ops:${token}`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });
});
