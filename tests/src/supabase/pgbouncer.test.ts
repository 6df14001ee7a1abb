import type { Server } from 'node:http';
import {
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  listen,
  type MemoryMailer,
} from '@sitewright/api';
import { type Database, loadMigrations, migrate, openPostgresDatabase } from '@sitewright/store';
import { createEmptyPostgres, testBackends, testPostgresUrl } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalPgbouncer, pgbouncerUnavailable, startPgbouncer } from '../support/pgbouncer.ts';

// Supabase's pooler (Supavisor) in transaction mode, played by PgBouncer 1.18 (no prepared
// statements across server connections): the api's statements go through it, live updates LISTEN
// on the direct (session) connection — DATABASE_URL and DATABASE_LISTEN_URL.
const postgres = (await testBackends()).find((b) => b.name === 'postgres')!;
const unavailable = postgres.unavailable ?? pgbouncerUnavailable();
if (unavailable && process.env.CI !== 'true') console.warn(`Skipping the pgbouncer suite: ${unavailable}`);

describe.skipIf(unavailable && process.env.CI !== 'true')(
  'the api through PgBouncer in transaction mode',
  () => {
    let bouncer: LocalPgbouncer;
    let fresh: { url: string; drop(): Promise<void> };
    let db: Database;
    let server: Server;
    let base: string;
    let mailer: MemoryMailer;

    beforeAll(async () => {
      if (unavailable) throw new Error(unavailable);
      const upstream = new URL(testPostgresUrl);
      bouncer = await startPgbouncer({
        host: upstream.hostname,
        port: Number(upstream.port || 5432),
        user: decodeURIComponent(upstream.username || 'postgres'),
      });
      fresh = await createEmptyPostgres('sitewright_pooler');
      const name = new URL(fresh.url).pathname.slice(1);
      db = openPostgresDatabase({
        connectionString: `${bouncer.urlOf(name)}?pgbouncer=true`,
        listenConnectionString: fresh.url,
        maxConnections: 8,
      });
      await migrate(db, await loadMigrations());
      mailer = createMemoryMailer();
      const app = createApp({
        db,
        logger: createLogger('silent'),
        migrations: await loadMigrations(),
        lifecycle: createLifecycle(),
        services: {
          mailer,
          auth: {
            appUrl: 'https://app.sitewright.test',
            apiUrl: 'https://api.sitewright.test',
            jwtSecret: 'p'.repeat(48),
          },
        },
      });
      server = await listen(app, 0, '127.0.0.1');
      base = `http://127.0.0.1:${boundPort(server)}`;
    });

    afterAll(async () => {
      if (server) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      }
      await db?.close();
      await fresh?.drop();
      await bouncer?.stop();
    });

    async function call(method: string, path: string, token?: string, json?: unknown) {
      const response = await fetch(base + path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
      const body: any = await response.json().catch(() => null);
      return { status: response.status, body };
    }

    async function signIn(email: string): Promise<string> {
      const sent = await call('POST', '/api/login/otp/generate', undefined, { email });
      const code = /\b(\d{6})\b/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
      const verified = await call('POST', '/api/login/otp/verify', undefined, {
        sessionId: sent.body.sessionId,
        email,
        code,
      });
      expect(verified.body.result).toBe('Success');
      return verified.body.accessToken;
    }

    /** The events of `GET /api/live` as they arrive. */
    async function openLive(token: string) {
      const controller = new AbortController();
      const response = await fetch(`${base}/api/live`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      return {
        async next(kind: string): Promise<unknown> {
          for (;;) {
            const end = buffer.indexOf('\n\n');
            if (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = /^data: (.+)$/m.exec(block)?.[1];
              if (/^event: (.+)$/m.exec(block)?.[1] === kind && data) return JSON.parse(data);
              continue;
            }
            const { value, done } = await reader.read();
            if (done) throw new Error(`the stream ended before ${kind}`);
            buffer += value;
          }
        },
        close: () => controller.abort(),
      };
    }

    it('signs in, creates, reads and saves drafts under concurrency, and delivers live updates', async () => {
      const token = await signIn('pooled-owner@example.com');
      const created = await call('POST', '/api/websites', token, {
        businessName: 'Harbor Plumbing',
        description:
          'Emergency plumbing repairs, boiler servicing and bathroom fitting for homes across Leeds.',
        location: 'Leeds, UK',
        industry: 'heating-and-cooling',
      });
      expect(created.status).toBe(201);
      const websiteId: string = created.body.id;
      // Every request's session check, get-draft and save-draft are named statements on a direct
      // connection; through the pooler, 40 calls at once share 4 server connections.
      const reads = await Promise.all(
        Array.from({ length: 40 }, () => call('GET', `/api/websites/${websiteId}`, token)),
      );
      expect(reads.map((r) => r.status)).toEqual(Array(40).fill(200));
      const { document, version } = reads[0]!.body;

      const live = await openLive(token);
      expect(await live.next('ready')).toMatchObject({});
      const saves = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('PUT', `/api/websites/${websiteId}/draft`, token, {
            document,
            baseVersion: version,
          }),
        ),
      );
      // spec §4: a stale save is refused, never merged — exactly one of six saves on one version wins.
      expect(saves.filter((s) => s.status === 200)).toHaveLength(1);
      expect(saves.filter((s) => s.status === 409)).toHaveLength(5);
      // The NOTIFY went out through the pooler inside the save's transaction; the LISTEN is on the session connection.
      expect(await live.next('draft-saved')).toMatchObject({
        kind: 'draft-saved',
        websiteId,
        version: version + 1,
      });
      live.close();
      const listed = await call('GET', '/api/websites', token);
      expect(listed.body.websites).toHaveLength(1);
    });
  },
);
