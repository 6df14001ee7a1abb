import http from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * The open-loop load of `editors.bench.ts`: simulated designers, each with its own connections
 * (an `http.Agent` with keep-alive bound to the editor's own loopback address, as each browser
 * has its own), its live stream (`GET /api/live` with the bearer token, as the designer's
 * `live-events.ts` opens it) and a fixed schedule of autosaves and draft openings.
 */

/** A signed-in editor holding edit control of their own website. */
export interface Editor {
  n: number;
  email: string;
  /** The loopback address the editor's connections come from (127.1.x.y). */
  address: string;
  accessToken: string;
  /** When the access token was issued (performance.now()); it lives 15 minutes. */
  signedInAt: number;
  websiteId: string;
  /** The draft version the last save answered: the next save's `baseVersion`. */
  version: number;
  /** The draft as JSON, cut where each save writes its own edit of the business description. */
  draft: readonly [before: string, after: string];
  edits: number;
  /** A save went unanswered (timed out): the api may have stored it, so `version` may be behind. */
  versionUnsure?: boolean;
}

export interface Answer {
  status: number;
  body: string;
}

/** How long a request may take before it counts as failed (the designer's desktop time-out is 30 s). */
const requestTimeoutMs = 10_000;

/**
 * One request on `agent`; resolves with the status and body, rejects on a network error or time-out.
 * A kept-alive connection the api closed just as it was reused is retried once on a new one, as a
 * browser does (the request never reached the api).
 */
export async function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  try {
    return await sendOnce(agent, base, method, path, headers, body);
  } catch (error) {
    if ((error as { reused?: boolean }).reused) return sendOnce(agent, base, method, path, headers, body);
    throw error;
  }
}

function sendOnce(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(requestTimeoutMs, () => req.destroy(new Error(`no answer within ${requestTimeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reused: req.reusedSocket && error.code === 'ECONNRESET' })),
    );
    req.end(body);
  });
}

/**
 * An agent for one editor: keep-alive, at most 6 connections (a browser's per-host limit), an idle
 * connection closed after 4 s — before the api's 5 s keep-alive time-out closes it under a request.
 */
export function editorAgent(address: string): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 6, timeout: 4000, localAddress: address });
}

export interface LoadOptions {
  /** Each editor saves once and opens its draft once per period. */
  periodMs: number;
  /** Requests due in the warm-up are sent (and their failures counted) but not timed. */
  warmupMs: number;
  durationMs: number;
}

export interface LoadFigures {
  editors: number;
  /** Saves and get-drafts answered (or failed), warm-up included. */
  answered: number;
  /** Latencies (ms) of the timed saves and get-drafts, from the moment each was due. */
  saves: number[];
  gets: number[];
  /** Non-2xx answers, network errors and time-outs; streams that failed to open or dropped. */
  failed: { save: number; get: number; stream: number };
  failures: string[];
  /**
   * Saves due while the editor's previous save had not answered: the designer keeps one save in
   * flight and sends the edits made meanwhile in one save the moment it answers. Each is timed
   * from when it was due to when the save holding it answered.
   */
  delayedSaves: number;
  /** `draft-saved` events the editors' streams carried (each save tells its own editor's stream too). */
  draftSavedEvents: number;
  /** The load generator's own event-loop delay (p99, ms): how late it may have sent. */
  generatorDelayP99Ms: number;
  /** The machine's 1-minute load average at the end of the run. */
  loadAverage: number;
  /** When the timed part began and ended (ms since epoch), to find the api's own log lines. */
  timed: { from: number; to: number };
}

/**
 * Runs `editors` against the api at `base` for `warmupMs + durationMs`: opens every editor's live
 * stream (and waits for its `ready`), then — open loop, on a fixed schedule whatever the earlier
 * requests are doing — each editor saves its draft every period (`PUT /api/websites/{id}/draft`
 * with the whole document and its `baseVersion`, as the designer's autosave does) and opens it
 * every period, half a period later (`GET /api/websites/{id}`, accepting the encodings a browser
 * accepts). Editors' phases are spread evenly over the period, so the api sees a constant arrival
 * rate of N / period saves and as many reads.
 * The one exception to "on schedule" is the designer's own: it never has two saves of one draft in
 * flight (a second would carry a stale baseVersion), so the saves due while one is unanswered go
 * as one save the moment it answers — each still timed from when it was due.
 */
export async function runEditorLoad(
  base: string,
  editors: readonly Editor[],
  options: LoadOptions,
): Promise<LoadFigures> {
  const figures: LoadFigures = {
    editors: editors.length,
    answered: 0,
    saves: [],
    gets: [],
    failed: { save: 0, get: 0, stream: 0 },
    failures: [],
    delayedSaves: 0,
    draftSavedEvents: 0,
    generatorDelayP99Ms: 0,
    loadAverage: 0,
    timed: { from: 0, to: 0 },
  };
  const fail = (kind: keyof LoadFigures['failed'], why: string) => {
    figures.failed[kind]++;
    if (figures.failures.length < 8) figures.failures.push(`${kind}: ${why.slice(0, 200)}`);
  };
  const agents = editors.map((e) => editorAgent(e.address));
  let stopping = false;

  // The live streams, opened 50 at a time (a crowd of designers arriving, not one burst).
  const streams: http.ClientRequest[] = [];
  const openStream = (editor: Editor, agent: http.Agent) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${base}/api/live`,
        { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${editor.accessToken}` } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`live stream: ${res.statusCode}`));
            return;
          }
          let ready = false;
          let tail = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const text = tail + chunk;
            if (!ready && text.includes('event: ready')) {
              ready = true;
              resolve();
            }
            figures.draftSavedEvents += text.split('event: draft-saved').length - 1;
            // Keep the end of the chunk, less than a whole marker, so a marker cut in two counts once.
            tail = text.slice(-('event: draft-saved'.length - 1));
          });
          res.on('close', () => {
            if (!ready) reject(new Error(`editor ${editor.n}'s stream closed before its ready event`));
            else if (!stopping) fail('stream', `editor ${editor.n}'s stream closed`);
          });
        },
      );
      req.on('error', (error) => {
        if (!stopping) reject(error);
      });
      streams.push(req);
    });
  const queue = editors.map((e, i) => [e, agents[i]!] as const);
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await openStream(...next).catch((error: Error) => fail('stream', error.message));
      }
    }),
  );

  // The schedule of one period: each editor's save at its phase, its get-draft half a period later.
  const { periodMs, warmupMs, durationMs } = options;
  const slots = editors
    .flatMap((editor, i) => {
      const phase = (i / editors.length) * periodMs;
      return [
        { at: phase, editor, agent: agents[i]!, kind: 'save' as const },
        { at: (phase + periodMs / 2) % periodMs, editor, agent: agents[i]!, kind: 'get' as const },
      ];
    })
    .sort((a, b) => a.at - b.at);
  const saving = new Set<Editor>();
  /** The due times of the saves waiting for their editor's save in flight. */
  const waiting = new Map<Editor, number[]>();
  let inFlight = 0;
  let allAnswered: (() => void) | undefined;
  const answered = () => {
    figures.answered++;
    inFlight--;
    if (inFlight === 0) allAnswered?.();
  };
  const start = performance.now() + 50;
  const timedFrom = start + warmupMs;
  const end = timedFrom + durationMs;
  const wallClock = (at: number) => Date.now() + (at - performance.now());
  figures.timed = { from: wallClock(timedFrom), to: wallClock(end) };

  const save = (editor: Editor, agent: http.Agent, dues: number[]) => {
    saving.add(editor);
    inFlight++;
    const [before, after] = editor.draft;
    const body = `{"document":${before}edit ${++editor.edits}${after},"baseVersion":${editor.version}}`;
    const done = (status: number, text: string) => {
      const now = performance.now();
      for (const due of dues) if (due >= timedFrom) figures.saves.push(now - due);
      if (status === 200) {
        editor.version = (JSON.parse(text) as { version: number }).version;
        editor.versionUnsure = false;
      } else {
        fail('save', `${status} ${text}`);
        // A refused save tells the version it expected: the next save starts from there.
        const current = /"currentVersion":(\d+)/.exec(text)?.[1];
        if (current) editor.version = Number(current);
        else if (status === 0) editor.versionUnsure = true;
      }
      saving.delete(editor);
      const next = waiting.get(editor);
      waiting.delete(editor);
      if (next) save(editor, agent, next);
      answered();
    };
    send(
      agent,
      base,
      'PUT',
      `/api/websites/${editor.websiteId}/draft`,
      { authorization: `Bearer ${editor.accessToken}`, 'content-type': 'application/json' },
      body,
    ).then(
      (a) => done(a.status, a.body),
      (error: Error) => done(0, error.message),
    );
  };
  const get = (editor: Editor, agent: http.Agent, due: number) => {
    inFlight++;
    const done = (status: number, text: string) => {
      if (due >= timedFrom) figures.gets.push(performance.now() - due);
      if (status !== 200) fail('get', `${status} ${text}`);
      answered();
    };
    // As a browser asks: the draft comes compressed (the body is not read, only received).
    send(agent, base, 'GET', `/api/websites/${editor.websiteId}`, {
      authorization: `Bearer ${editor.accessToken}`,
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br, zstd',
    }).then(
      (a) => done(a.status, a.body),
      (error: Error) => done(0, error.message),
    );
  };

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await new Promise<void>((resolve) => {
    let cycle = 0;
    let index = 0;
    const dueOf = () => start + cycle * periodMs + slots[index]!.at;
    const tick = () => {
      const now = performance.now();
      for (let due = dueOf(); due <= now; due = dueOf()) {
        if (due >= end) return resolve();
        const { editor, agent, kind } = slots[index]!;
        if (kind === 'get') get(editor, agent, due);
        else if (!saving.has(editor)) save(editor, agent, [due]);
        else {
          waiting.set(editor, [...(waiting.get(editor) ?? []), due]);
          figures.delayedSaves++;
        }
        index++;
        if (index === slots.length) {
          index = 0;
          cycle++;
        }
      }
      setTimeout(tick, Math.max(0, dueOf() - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  delay.disable();
  figures.generatorDelayP99Ms = delay.percentile(99) / 1e6;
  figures.loadAverage = loadavg()[0]!;

  // Every request sent is answered (or times out) before the streams close.
  if (inFlight > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
  stopping = true;
  for (const req of streams) req.destroy();
  for (const agent of agents) agent.destroy();
  return figures;
}
