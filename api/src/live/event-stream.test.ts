import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { type EventStream, heartbeatMs, openEventStream } from './event-stream.ts';
import { openSse } from './testing/sse-client.ts';

describe('openEventStream', () => {
  let server: Server;
  let base: string;
  const opened: EventStream[] = [];
  let closedCount = 0;
  beforeAll(async () => {
    const app = express();
    app.get('/stream', (req, res) => {
      const stream = openEventStream(req, res, { heartbeatMs: 20 });
      stream.onClose(() => {
        closedCount += 1;
      });
      opened.push(stream);
      stream.send('hello', { n: 1 });
    });
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends named JSON events and heartbeat comments (every 25 s by default)', async () => {
    expect(heartbeatMs).toBe(25_000);
    const client = await openSse(`${base}/stream`);
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect((await client.next('hello')).data).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 80));
    expect(client.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    client.close();
  });

  it('cleans up when the client disconnects, and ends the answer when closed by the server', async () => {
    const client = await openSse(`${base}/stream`);
    await client.next('hello');
    const stream = opened.at(-1);
    const before = closedCount;
    client.close();
    const deadline = Date.now() + 2000;
    while (!stream?.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(stream?.closed).toBe(true);
    expect(closedCount).toBeGreaterThan(before);

    const second = await openSse(`${base}/stream`);
    await second.next('hello');
    opened.at(-1)?.close();
    await second.ended;
    opened.at(-1)?.send('late', {}); // ignored once closed
    expect(second.events.map((e) => e.event)).toEqual(['hello']);
  });
});
