import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiProcessArgs } from '@sitewright/api/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ensureDesignerBuilt, freePort, repoRoot } from '../designer-marketing/designer-build.ts';
import { launchChromium, runAxe, seriousViolations, viewports } from './browser.ts';
import { copyMigratedDatabase } from './migrated-database.ts';

/**
 * What the browser journeys share: the real api process on the embedded defaults, a
 * signed-in session, the mail outbox, and the axe check. One copy, so every journey starts the
 * product the same way.
 */

const execFileAsync = promisify(execFile);

export interface JourneyApi {
  /** The app origin (`http://127.0.0.1:{PORT}`). */
  base: string;
  /** The published sites' origin (`http://127.0.0.1:{SITES_PORT}`). */
  sites: string;
  /** The environment the process runs with (for `npm run admin` and the like). */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** The process started: node itself, or npm when started with `command: 'npm start'`. */
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the api process (from its bundle, as `npm run serve` does) on the embedded defaults
 * (PGlite, folder store, in-process publisher, outbox mailer) with a temporary DATA_DIR and free
 * ports; resolves once `/readyz` answers 200. `env` adds or overrides variables (say PEXELS_API_URL
 * for a local server). Under vitest the DATA_DIR starts with the run's migrated PGlite database
 * (`copyMigratedDatabase`); `npm start` starts on an empty one, as an operator's first start does.
 */
export async function startApi(
  env: NodeJS.ProcessEnv = {},
  options: Parameters<typeof startApiOnce>[1] = {},
): Promise<JourneyApi> {
  // The free ports are found, then let go for the api to take: another process may take one in
  // between (EADDRINUSE, seen on a busy machine). Then the api starts again on new ones.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiOnce(env, options);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      const portsChosen = env.PORT !== undefined || env.SITES_PORT !== undefined;
      if (!portTaken || portsChosen || attempt >= 3) throw error;
    }
  }
}

async function startApiOnce(
  env: NodeJS.ProcessEnv,
  options: {
    /** @defaultValue `JOURNEY_READY_TIMEOUT_MS`, else 180000 */
    readyTimeoutMs?: number;
    /** Node flags before the script (say `--cpu-prof`). */
    nodeArgs?: string[];
    /**
     * Where the process's output goes: kept in this process (`memory`), or written to a file in its
     * DATA_DIR (`file`: a production-like log destination, which a benchmark's load generator in
     * this process does not have to read). `output()` reads either.
     * @defaultValue 'memory'
     */
    logTo?: 'memory' | 'file';
    /**
     * How the product is started: `node --import tsx api/src/main.ts` itself, or the README's
     * production command (`npm start`: the designer built if its sources changed, then
     * `npm run serve` with NODE_ENV=production), as an operator's process manager runs it.
     * @defaultValue 'node'
     */
    command?: 'node' | 'npm start';
  } = {},
): Promise<JourneyApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-journey-'));
  const [port, sitesPort] = [await freePort(), await freePort()];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITES_PORT: String(sitesPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'NODE_ENV']) delete childEnv[key];
  Object.assign(childEnv, env);
  // Only into a DATA_DIR of ours: a caller's own DATA_DIR keeps the database it holds.
  const ownDatabase = childEnv.DATA_DIR === dataDir && !childEnv.DATABASE_URL;
  if (ownDatabase && options.command !== 'npm start') await copyMigratedDatabase(dataDir);
  const logFile = options.logTo === 'file' ? path.join(dataDir, 'api.log') : undefined;
  const log = logFile ? await open(logFile, 'a') : undefined;
  const [file, args] =
    options.command === 'npm start'
      ? ['npm', ['start']]
      : [process.execPath, apiProcessArgs('main', options.nodeArgs)];
  const child: ChildProcess = spawn(file, args, {
    cwd: repoRoot,
    env: childEnv,
    ...(log ? { stdio: ['ignore', log.fd, log.fd] } : {}),
  });
  // The child has its own copy of the file's descriptor.
  await log?.close();
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  /** What the process printed (once stopped, a file's output is gone with the DATA_DIR). */
  const outputOf = () => {
    if (!logFile) return output;
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  // JOURNEY_READY_TIMEOUT_MS: a slower machine (shared cores) may need longer than a minute.
  const readyWithin = options.readyTimeoutMs ?? (Number(process.env.JOURNEY_READY_TIMEOUT_MS) || 180_000);
  for (const deadline = Date.now() + readyWithin; Date.now() < deadline && child.exitCode === null; ) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) {
      return {
        base,
        sites: `http://127.0.0.1:${sitesPort}`,
        env: childEnv,
        dataDir,
        child,
        output: outputOf,
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const printed = logFile ? outputOf() : undefined; // the file goes with the DATA_DIR
  await stop();
  throw new Error(`The api did not become ready (exit code ${child.exitCode}):\n${printed ?? output}`);
}

export interface JourneySession {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs a user in with an operator token (`npm run admin -- token <email>`), as the api README
 * describes. A connection the api closed just as it was reused ("other side closed", seen on busy
 * machines) is retried once with a new token (a sign-in token is single-use).
 */
export async function signIn(api: JourneyApi, email: string): Promise<JourneySession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signInOnce(api, email);
    } catch (error) {
      if (attempt >= 2 || !(error instanceof TypeError)) throw error;
    }
  }
}

async function signInOnce(api: JourneyApi, email: string): Promise<JourneySession> {
  // Minted without blocking: a blocked event loop cannot notice the api closing an idle connection,
  // and the next fetch would reuse it ("other side closed").
  const { stdout } = await execFileAsync(process.execPath, [...apiProcessArgs('admin-cli'), 'token', email], {
    cwd: repoRoot,
    env: { ...api.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
  });
  const token = stdout.trim().split('\n')[0]!;
  const response = await fetch(`${api.base}/api/login/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`Sign-in with a custom token failed: ${await response.text()}`);
  return (await response.json()) as JourneySession;
}

/**
 * Signs a browser context in the way the app keeps a session: its refresh token in local storage
 * (designer/src/auth), restored on load. Set once: a refresh token is single-use.
 */
export async function keepSession(context: BrowserContext, refreshToken: string): Promise<void> {
  await context.addInitScript((token) => {
    if (!localStorage.getItem('sitewright.refreshToken'))
      localStorage.setItem('sitewright.refreshToken', token);
  }, refreshToken);
}

/**
 * Opens the designer of `websiteId` in a new context signed in with `refreshToken`, and waits until
 * the draft is Ready. `errors` collects the page's uncaught errors (journeys assert it stays empty).
 */
export async function openDesigner(
  browser: Browser,
  api: JourneyApi,
  refreshToken: string,
  websiteId: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await keepSession(context, refreshToken);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${api.base}/designer/${websiteId}`);
  await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
  return { context, page, errors };
}

/** A JSON call to the api with the session's bearer token; throws with the body on a non-2xx answer. */
export async function apiCall<T>(
  api: JourneyApi,
  session: JourneySession,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${api.base}${route}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Creates a website from onboarding answers through the api (offline generator) and returns its id. */
export async function createWebsite(
  api: JourneyApi,
  session: JourneySession,
  answers: { businessName: string; description: string; location: string; industry?: string },
): Promise<string> {
  const { id } = await apiCall<{ id: string }>(api, session, 'POST', '/api/websites', answers);
  return id;
}

/** The outbox directory of the api's embedded mailer (`$DATA_DIR/outbox`). */
export function outboxDir(api: JourneyApi): string {
  return path.join(api.dataDir, 'outbox');
}

/** The newest `.eml` message to `email` whose text matches `pattern`, polled for up to 10 s; returns the match. */
export async function readFromOutbox(
  api: JourneyApi,
  email: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  const dir = outboxDir(api);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
    const dated = await Promise.all(
      files.map(async (f) => ({ f, at: (await stat(path.join(dir, f))).mtimeMs })),
    );
    for (const { f } of dated.sort((a, b) => b.at - a.at)) {
      const eml = await readFile(path.join(dir, f), 'utf8');
      const headers = eml.split(/\r?\n\r?\n/)[0] ?? '';
      if (!headers.toLowerCase().includes(email.toLowerCase())) continue;
      const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = pattern.exec(unfolded);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${email} matching ${pattern} in ${dir}`);
}

/** Axe with no serious or critical violations, and no horizontal scrolling. */
export async function expectNoSeriousAxe(page: Page, label: string): Promise<void> {
  const violations = seriousViolations(await runAxe(page));
  expect(violations, `${label}: ${violations.join('\n')}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: horizontal scrolling`).toBeLessThanOrEqual(0);
}

/** Where browser journeys write their screenshots (`tests/artifacts`). */
export const journeyArtifacts = path.join(repoRoot, 'tests', 'artifacts');

export interface BrowserJourney {
  api: JourneyApi;
  browser: Browser;
  /** Closes the browser and stops the api (either may be missing when the start failed half-way). */
  stop(): Promise<void>;
}

/**
 * Starts what a designer journey suite needs, once per suite: the designer built if its sources
 * changed, the api (`startApi` with `readyTimeoutMs`), Chromium, and the artifacts folder.
 */
export async function startBrowserJourney(
  options: { readyTimeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<BrowserJourney> {
  ensureDesignerBuilt();
  const api = await startApi(options.env ?? {}, { readyTimeoutMs: options.readyTimeoutMs });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await api.stop();
    throw error;
  }
  await mkdir(journeyArtifacts, { recursive: true });
  return {
    api,
    browser,
    stop: async () => {
      await browser.close();
      await api.stop();
    },
  };
}

/**
 * Publishes the website under `handle` through the api (`POST /api/websites/{id}/publish`), polls the
 * request until it succeeds, and answers the live address. A failed publish throws with its error.
 */
export async function publishThroughApi(
  api: JourneyApi,
  session: JourneySession,
  websiteId: string,
  handle: string,
): Promise<string> {
  const { requestId } = await apiCall<{ requestId: string }>(
    api,
    session,
    'POST',
    `/api/websites/${websiteId}/publish`,
    { handle },
  );
  let liveUrl = '';
  await expect
    .poll(
      async () => {
        const status = await apiCall<{ state: string; liveUrl?: string | null; error?: unknown }>(
          api,
          session,
          'GET',
          `/api/websites/${websiteId}/publish/${requestId}`,
        );
        if (status.state === 'failed') throw new Error(`publish failed: ${JSON.stringify(status.error)}`);
        liveUrl = status.liveUrl ?? '';
        return status.state;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe('succeeded');
  return liveUrl;
}
