import net from 'node:net';
import { testBackends } from '@sitewright/store/testing';
import { describe, it } from 'vitest';

/** The machine's Redis, unless REDIS_URL / TEST_REDIS_URL points elsewhere. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Answers PING over a raw socket (no client library needed); the reason it cannot, or undefined. */
export function probeRedis(url: string = testRedisUrl, timeoutMs = 2000): Promise<string | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (reason: string | undefined) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(timeoutMs, () => done(`Redis did not answer at ${url} within ${timeoutMs} ms`));
    socket.once('error', (error) => done(`Redis is not reachable at ${url} (${error.message})`));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) =>
      done(
        data.toString().startsWith('+PONG')
          ? undefined
          : `Redis at ${url} answered ${data.toString().trim()}`,
      ),
    );
  });
}

/** Why Postgres cannot be used here, or undefined (the api's own probe). */
export async function probePostgres(): Promise<string | undefined> {
  const backends = await testBackends();
  return backends.find((b) => b.name === 'postgres')?.unavailable;
}

/**
 * For a suite that needs a service: with CI=true an unreachable one is a failing test carrying the
 * reason; elsewhere the suite is skipped and the reason printed. Returns whether to run.
 */
export function requireService(name: string, unavailable: string | undefined): boolean {
  if (unavailable === undefined) return true;
  if (process.env.CI === 'true') {
    describe(`${name} (required when CI=true)`, () => {
      it('is reachable', () => {
        throw new Error(unavailable);
      });
    });
  } else {
    console.warn(`Skipping the ${name} suite: ${unavailable}`);
  }
  return false;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A queue name nobody else uses. */
export function randomQueueName(prefix = 'publish-test'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
