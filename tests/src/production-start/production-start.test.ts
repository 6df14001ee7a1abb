import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyApi, readFromOutbox, startApi } from '../support/app-journey.ts';
import { rawRequest } from '../support/raw-http.ts';

// The product as an operator runs it: the README's production command under a process manager, and
// the api behind a reverse proxy on the same machine.

/** Every process below `pid` (Linux's /proc: each thread's `children`). */
function descendantsOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
  );
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function requestCode(api: JourneyApi, email: string): Promise<string> {
  const answer = await fetch(`${api.base}/api/login/otp/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(answer.status).toBe(200);
  const [, code] = await readFromOutbox(api, email, /\b(\d{6})\b/);
  return code!;
}

describe('npm start (NODE_ENV=production), stopped as a process manager stops it', () => {
  let api: JourneyApi;
  beforeAll(async () => {
    api = await startApi({ LOG_LEVEL: 'info' }, { command: 'npm start' });
  });
  afterAll(() => api?.stop());

  it('says at start-up where sign-in e-mails go', () => {
    expect(api.output()).toContain(
      'sign-in e-mails are kept on disk, not sent (set SMTP_URL); page /dev/outbox off (OUTBOX_PAGE)',
    );
  });

  it('lists no sign-in code at /dev/outbox, not even to this machine', async () => {
    const code = await requestCode(api, 'owner@example.com');
    const page = await fetch(`${api.base}/dev/outbox`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(code);
  });

  it('stops on SIGTERM to the npm process itself, leaving nothing running or listening', async () => {
    const npm = api.child;
    const tree = descendantsOf(npm.pid!);
    expect(tree.length).toBeGreaterThan(0); // the server runs below npm
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    process.kill(npm.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(tree.filter(isRunning)).toEqual([]);
    const { port, hostname } = new URL(api.base);
    expect(hostname).toBe('127.0.0.1');
    expect(await listening(Number(port))).toBe(false);
    expect(await listening(Number(new URL(api.sites).port))).toBe(false);
  });
});

describe('the outbox page behind a reverse proxy on this machine (OUTBOX_PAGE=true, TRUST_PROXY=loopback)', () => {
  let api: JourneyApi;
  beforeAll(async () => {
    api = await startApi({ NODE_ENV: 'production', OUTBOX_PAGE: 'true', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => api?.stop());

  it('shows the codes to a browser on this machine and nothing to a visitor the proxy forwards', async () => {
    const code = await requestCode(api, 'editor@example.com');
    // The proxy's connection comes from loopback; the header it adds names the real client.
    const forwarded = await rawRequest(api.base, '/dev/outbox', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body.toString('utf8')).not.toContain(code);
    // A visitor who claims to be the machine itself: the proxy appends the address it saw.
    const spoofed = await rawRequest(api.base, '/dev/outbox', {
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
    });
    expect(spoofed.status).toBe(404);
    const file = await rawRequest(api.base, '/dev/outbox/x.eml', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(file.status).toBe(404);
    const local = await rawRequest(api.base, '/dev/outbox');
    expect(local.status).toBe(200);
    expect(local.body.toString('utf8')).toContain(code);
  });
});
