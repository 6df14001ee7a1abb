import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiProcessArgs } from '@sitewright/api/testing';
import { createEmptyPostgres } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../designer-marketing/designer-build.ts';
import { type JourneyApi, type JourneySession, signIn } from '../support/app-journey.ts';

/**
 * `API_PROCESSES=2` on Postgres (api README "Performance"): the real product,
 * `node --import tsx api/src/main.ts`, as a cluster primary with two api processes on one PORT.
 * Which process answered is read from the request log (pino's `pid`, by `x-request-id`).
 */
interface LogLine {
  msg?: string;
  apiProcess?: number;
  pid?: number;
  requestId?: string;
  status?: number;
}

/** One request on a new connection (the cluster primary hands each connection to the next process). */
function call(
  base: string,
  method: string,
  route: string,
  bearer: string,
): Promise<{ id: string; status: number }> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${route}`,
      { method, agent: false, headers: { authorization: `Bearer ${bearer}`, 'x-request-id': id } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ id, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A JSON POST on a new connection. */
function postJson(base: string, route: string, body: unknown): Promise<{ id: string; status: number }> {
  const id = randomUUID();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${route}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-request-id': id },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ id, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('API_PROCESSES=2 on Postgres', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>> | undefined;
  let child: ChildProcess;
  let api: JourneyApi;
  let dataDir: string;
  let output = '';
  const logs = (): LogLine[] =>
    output.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
  const pidsOf = (ids: readonly string[]) =>
    new Set(logs().flatMap((l) => (l.msg === 'request' && ids.includes(l.requestId ?? '') ? [l.pid] : [])));
  /**
   * Resolves once `condition()` holds, checked again at every chunk the processes print (the log
   * lines arrive after the answers); fails when the primary exits or after `timeoutMs`.
   */
  const printed = (condition: () => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`${what}: not within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const check = () => {
        if (condition()) finish();
        else if (child.exitCode !== null) finish(new Error(`${what}: the api exited:\n${output}`));
      };
      const finish = (error?: Error) => {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('exit', check);
        if (error) reject(error);
        else resolve();
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.on('exit', check);
      check();
    });
  /** Every one of `answers` has its request log line. */
  const logged = (answers: readonly { id: string }[]) => () => {
    const seen = new Set(logs().flatMap((l) => (l.msg === 'request' ? [l.requestId] : [])));
    return answers.every((a) => seen.has(a.id));
  };
  const count = (msg: string) => logs().filter((l) => l.msg === msg).length;

  beforeAll(async () => {
    database = await createEmptyPostgres('sitewright_processes');
    dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-processes-'));
    const [port, sitesPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SITES_PORT: String(sitesPort),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      API_PROCESSES: '2',
      LOG_LEVEL: 'info',
    };
    for (const key of ['REDIS_URL', 'S3_BUCKET', 'NODE_ENV']) delete env[key];
    child = spawn(process.execPath, apiProcessArgs('main'), { cwd: repoRoot, env });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    api = {
      base: `http://127.0.0.1:${port}`,
      sites: `http://127.0.0.1:${sitesPort}`,
      env,
      dataDir,
      child,
      output: () => output,
      stop: async () => {},
    };
    // Both processes have applied (or found applied) the migrations.
    await printed(() => count('ready') >= 2, 'both processes ready', 90_000);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('answers from both processes, and a signed-out session is refused by every one', async () => {
    const ready = new Set(logs().flatMap((l) => (l.msg === 'ready' ? [l.pid] : [])));
    expect(ready.size).toBe(2);
    expect(ready.has(child.pid)).toBe(false); // the primary serves nothing itself

    const session: JourneySession = await signIn(api, 'processes@example.com');
    const before = [];
    for (let i = 0; i < 6; i++) before.push(await call(api.base, 'GET', '/api/auth/me', session.accessToken));
    expect(before.map((r) => r.status)).toEqual(Array(6).fill(200));
    await printed(logged(before), 'the request log lines');
    expect(pidsOf(before.map((r) => r.id))).toEqual(ready);

    const out = await call(api.base, 'POST', '/api/auth/sign-out', session.accessToken);
    expect(out.status).toBe(204);
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await call(api.base, 'GET', '/api/auth/me', session.accessToken));
    expect(after.map((r) => r.status)).toEqual(Array(6).fill(401));
    await printed(logged(after), 'the request log lines');
    expect(pidsOf(after.map((r) => r.id))).toEqual(ready);
  });

  it('counts one set of rate limits across the processes (the database limiter)', async () => {
    // Five one-time codes per e-mail per 15 minutes (code-email), whichever process is asked.
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await postJson(api.base, '/api/login/otp/generate', { email: 'limits@example.com' }));
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    await printed(logged(answers), 'the request log lines');
    const ready = new Set(logs().flatMap((l) => (l.msg === 'ready' ? [l.pid] : [])));
    expect(pidsOf(answers.map((r) => r.id))).toEqual(ready);
  });

  it('serves the published sites from one process', async () => {
    const response = await fetch(`${api.sites}/`);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    expect(logs().filter((l) => l.msg === 'sites listening')).toHaveLength(1);
  });

  it('forks a process that dies again; worker #1 serves the sites again', async () => {
    const first = logs().find((l) => l.msg === 'ready' && l.apiProcess === 1)?.pid;
    expect(first).toBeTypeOf('number');
    process.kill(first!, 'SIGKILL');
    await printed(() => count('sites listening') >= 2, 'forked again', 60_000);
    expect(logs().some((l) => l.msg === 'api process died; forking another')).toBe(true);
    await printed(() => count('ready') >= 3, 'ready again', 60_000);
    const response = await fetch(`${api.sites}/`);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  }, 90_000);

  it('stops every process on SIGTERM', async () => {
    const workers = [...new Set(logs().flatMap((l) => (l.msg === 'ready' && l.pid ? [l.pid] : [])))];
    const alive = workers.filter((pid) => {
      try {
        return process.kill(pid, 0);
      } catch {
        return false;
      }
    });
    expect(alive).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(logs().filter((l) => l.msg === 'stopped')).toHaveLength(2);
  }, 30_000);
});
