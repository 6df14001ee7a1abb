import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBullmqPublishQueue,
  type EnqueueOptions,
  type PublishJobRef,
  type PublishQueue,
  type RepublishClock,
} from '@sitewright/publisher';
import {
  type Database,
  findLatestRepublishRun,
  loadMigrations,
  migrate,
  openPgliteDatabase,
} from '@sitewright/store';
import { insertLiveWebsite, insertUser } from '@sitewright/store/testing';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLifecycle } from '../lifecycle.ts';
import { createLogger } from '../logger.ts';
import { createMemoryMailer } from '../mail/memory-mailer.ts';
import { boundPort, listen } from '../server.ts';
import { republishPage, republishPagePath } from './republish-page.ts';

const token = 'admin-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${token}` };

/** A clock whose sleeps wait for the test: the run stays under way until `release()`. */
function heldClock(): RepublishClock & { release(): void } {
  let now = 1_000_000;
  const waiting: (() => void)[] = [];
  let released = false;
  return {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          now += ms;
          resolve();
        };
        if (released) wake();
        else waiting.push(wake);
      }),
    release: () => {
      released = true;
      for (const wake of waiting.splice(0)) wake();
    },
  };
}

describe('the republish page beside the queue dashboard', () => {
  let db: Database;
  let server: Server;
  let base: string;
  const clock = heldClock();
  const enqueued: { ref: PublishJobRef; priority: string }[] = [];
  const queue: PublishQueue = {
    kind: 'in-process',
    async enqueue(ref: PublishJobRef, options?: EnqueueOptions) {
      enqueued.push({ ref, priority: options?.priority ?? 'owner' });
    },
    jobState: async () => null,
    close: async () => undefined,
  };

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db, await loadMigrations());
    const userId = await insertUser(db);
    for (const [i, presetStyle] of ['Common', 'Elegant', 'Common'].entries()) {
      await insertLiveWebsite(db, { userId, id: `site-${i}`, presetStyle });
    }
    const app = express();
    app.use(republishPage({ db, queue, adminToken: token, logger: createLogger('silent'), clock }));
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    clock.release();
    server?.close();
    await db?.close();
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = bearer) =>
    fetch(`${base}${republishPagePath}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('answers 401 without the token or with a wrong one, and starts nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token']) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const page = await fetch(`${base}${republishPagePath}`, { headers });
      expect(page.status).toBe(401);
      expect(page.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(await page.text()).not.toContain('<html');
      expect((await post({}, headers)).status).toBe(401);
    }
    expect(await findLatestRepublishRun(db)).toBeNull();
  });

  it('shows the form and no run yet, with the token', async () => {
    const page = await fetch(`${base}${republishPagePath}`, { headers: bearer });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('No republish run yet.');
    expect(html).toContain('<button type="submit">Republish every site</button>');
    expect(html).not.toContain('<script');
  });

  it('refuses bad input with 400 and a clear message, starting nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { style: 'Baroque' },
        'style must be empty (every site) or one of Common, CommonAlt, Geometric, Elegant, Fun, not &quot;Baroque&quot;',
      ],
      [
        { rate: '0' },
        'rate must be empty (2 a second) or a number of sites a second above 0, not &quot;0&quot;',
      ],
      [
        { rate: 'fast' },
        'rate must be empty (2 a second) or a number of sites a second above 0, not &quot;fast&quot;',
      ],
      [{ fresh: 'yes' }, 'only the fields style and rate are accepted'],
    ];
    for (const [fields, message] of cases) {
      const res = await post(fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await findLatestRepublishRun(db)).toBeNull();
    expect(enqueued).toEqual([]);
  });

  it('refuses a form posted from another origin', async () => {
    const res = await post({}, { ...bearer, origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(await findLatestRepublishRun(db)).toBeNull();
  });

  it('starts a run in the background; a second press shows it and starts no other', async () => {
    const started = await post({ style: 'Common', rate: '1' });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(republishPagePath);
    const run = await findLatestRepublishRun(db);
    expect(run).toMatchObject({ style: 'Common', ratePerSecond: 1, finishedAt: null });

    const again = await post({});
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('a republish run is already under way in this api');
    expect(html).toContain(run!.id);
    expect(html).toContain('running in this api');
    expect((await findLatestRepublishRun(db))?.id).toBe(run!.id);

    clock.release();
    await expect
      .poll(async () => (await findLatestRepublishRun(db))?.finishedAt ?? null, { timeout: 5_000 })
      .not.toBeNull();
    const finished = await findLatestRepublishRun(db);
    expect(finished).toMatchObject({ id: run!.id, recorded: 2, abandoned: false });
    expect(enqueued.map((e) => e.priority)).toEqual(['bulk', 'bulk']);

    const page = await (await fetch(`${base}${republishPagePath}`, { headers: bearer })).text();
    expect(page).toContain(run!.id);
    expect(page).toContain('finished');
    expect(page).toContain('1/s');
  });
});

describe('the republish page in the app', () => {
  let db: Database;
  let server: Server;
  let base: string;
  let dataDir: string;
  // The dashboard never talks to Redis to render its page; the queue object only needs to exist.
  const bullmq = createBullmqPublishQueue({
    connection: { url: 'redis://127.0.0.1:6379', lazyConnect: true },
    queueName: `republish-page-${Date.now()}`,
  });

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db, await loadMigrations());
    dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-republish-page-'));
    const config = await loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: token, JWT_SECRET: 's'.repeat(48) });
    const app = createApp({
      db,
      config,
      publishing: { bullmq, queue: bullmq } as unknown as NonNullable<AppOptions['publishing']>,
      logger: createLogger('silent'),
      migrations: await loadMigrations(),
      lifecycle: createLifecycle(),
      services: { mailer: createMemoryMailer() },
    });
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    await bullmq.close().catch(() => undefined);
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("is served ahead of the dashboard, under the dashboard's policy, and linked from its header", async () => {
    const page = await fetch(`${base}${republishPagePath}`, { headers: bearer });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Republish every site</h1>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');

    const dashboard = await fetch(`${base}/admin/queues`, { headers: bearer });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(`"url":"${republishPagePath}"`);
    expect((await fetch(`${base}${republishPagePath}`)).status).toBe(401);
  });
});
