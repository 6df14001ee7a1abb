import { randomBytes } from 'node:crypto';
import { createEmptyPostgres } from '@sitewright/store/testing';
import autocannon from 'autocannon';
import {
  apiCall,
  createWebsite,
  type JourneyApi,
  type JourneySession,
  signIn,
  startApi,
} from '../src/support/app-journey.ts';
import { atLeast, atMost, type BenchResult } from './measure.ts';

/**
 * Autocannon with 50 connections against get-draft (`GET /api/websites/{id}`) and
 * save-draft (`PUT /api/websites/{id}/draft`), on the api process exactly as it runs in production
 * (`NODE_ENV=production node --import tsx api/src/main.ts`, the default log level: a log line per
 * request), once on this machine's Postgres as it is deployed on this 2-core machine:
 * `API_PROCESSES=2` (two api processes on one port, `api/src/cluster.ts`), and once on the embedded
 * default (PGlite). Drafts are real: created through `POST /api/websites` (the offline generator),
 * so each is the size an owner's first draft is. Each run is measured after a 2 s warm-up at the same
 * load (autocannon's `warmup`: the processes' code is compiled and their database connections are
 * open, as in a server that has been up); failures in the warm-up count too.
 */
const connections = 50;
const durationS = 10;
const warmupS = 2;
/**
 * The target, for the api as specified (Postgres behind it): get-draft on this
 * 2-core machine.
 */
const getDraftMinRps = 2000;
const getDraftMaxP99Ms = 50;
/** Ours (the issue asks for the figure, not a target): saves are rarer than reads by far. */
const saveDraftMinRps = 500;
const saveDraftMaxP99Ms = 250;
/**
 * Ours, for the embedded default (one process, Postgres in WebAssembly on the api's thread: about
 * 2 ms of CPU per statement, see the api README), whose users are one small business's team: 50
 * connections at once are already far beyond them. Its targets say that nothing stalls under that
 * load (a bounded p99: the stall the api README describes had save-draft's p99 at ~6 s) and that a
 * draft still opens hundreds of times a second and saves about a hundred times a second.
 */
const embeddedTargets = {
  getDraft: { minRps: 250, maxP99Ms: 500 },
  saveDraft: { minRps: 80, maxP99Ms: 1500 },
} as const;
const postgresTargets = {
  getDraft: { minRps: getDraftMinRps, maxP99Ms: getDraftMaxP99Ms },
  saveDraft: { minRps: saveDraftMinRps, maxP99Ms: saveDraftMaxP99Ms },
} as const;
/** Saves need websites no other request is saving (a save holds edit control and moves the version). */
const usersForSaves = 20;
const websitesPerUser = 5;

/** api processes on Postgres: one per core of this 2-core machine (PGlite allows only one). */
const postgresProcesses = 2;

/** What the results call each scale. */
const scaleLabel = {
  embedded: 'embedded',
  postgres: `postgres, ${postgresProcesses} processes`,
} as const;

/**
 * The api as in production (the journeys' `startApi`); on a fresh Postgres database with
 * `API_PROCESSES` = {@link postgresProcesses} when `postgres`.
 */
export async function startBenchApi(
  backend: 'embedded' | 'postgres',
  nodeArgs: string[] = [],
): Promise<JourneyApi> {
  // The production default log level (the journeys' `startApi` quiets the api to `warn`).
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', LOG_LEVEL: 'info' };
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const fresh = await createEmptyPostgres('sitewright_bench');
    dropDatabase = fresh.drop;
    env.DATABASE_URL = fresh.url;
    env.JWT_SECRET = randomBytes(32).toString('hex');
    env.API_PROCESSES = String(postgresProcesses);
  }
  // Its log lines go to a file, as a deployed api's do: the load generator (this process) does not
  // read them.
  const api = await startApi(env, { nodeArgs, logTo: 'file' }).catch(async (error: unknown) => {
    await dropDatabase();
    throw error;
  });
  return {
    ...api,
    async stop() {
      await api.stop();
      await dropDatabase();
    },
  };
}

/** A website from onboarding answers (the offline generator), as an owner's first draft. */
function newWebsite(api: JourneyApi, session: JourneySession, n: number): Promise<string> {
  return createWebsite(api, session, {
    businessName: `Bench Plumbing ${n}`,
    description: 'Emergency plumbing, drain cleaning and water heater repair for homes and small shops.',
    location: 'Austin, TX',
    industry: 'heating-and-cooling',
  });
}

interface Loaded {
  rps: number;
  p99Ms: number;
  medianMs: number;
  bytes: number;
  /** Answers that were not 2xx, connection errors and timeouts: a run with any fails its targets. */
  failed: number;
}

/** Runs autocannon; a run with errors, timeouts or non-2xx answers is reported and misses its targets. */
async function load(name: string, refusals: string[], options: autocannon.Options): Promise<Loaded> {
  // autocannon 9 takes `warmup` (its README); its types do not list it yet.
  const run: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    connections,
    duration: durationS,
    warmup: { connections, duration: warmupS },
    ...options,
  };
  const result = await autocannon(run);
  if (result.requests.total === 0) throw new Error(`${name}: no request was answered`);
  const { warmup } = result as autocannon.Result & { warmup?: autocannon.Result };
  const failed =
    result.non2xx +
    result.errors +
    result.timeouts +
    (warmup ? warmup.non2xx + warmup.errors + warmup.timeouts : 0);
  if (failed > 0) {
    console.log(
      `  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}` +
        refusals.map((r) => `\n    ${r}`).join(''),
    );
  }
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    medianMs: result.latency.p50,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    failed,
  };
}

/** The figures of one run; when some requests failed, its targets are missed whatever the figures. */
function loadResults(label: string, run: Loaded, minRps: number, maxP99Ms: number): BenchResult[] {
  const results = [
    atLeast(`${label} throughput (autocannon, ${connections} connections)`, run.rps, 'req/s', minRps),
    atMost(`${label} p99 latency`, run.p99Ms, 'ms', maxP99Ms),
    atMost(`${label} failed requests`, run.failed, 'requests', 0),
  ];
  return run.failed > 0 ? results.map((r) => ({ ...r, met: false })) : results;
}

/** get-draft: every connection reads one owner's draft (same website, as a designer reload does). */
async function getDraft(api: JourneyApi): Promise<Loaded> {
  const session = await signIn(api, 'reader@example.com');
  const bearer = session.accessToken;
  const id = await newWebsite(api, session, 0);
  return load('get-draft', [], {
    url: `${api.base}/api/websites/${id}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
}

/**
 * save-draft: each connection saves its own website (its owner holds edit control), sending the
 * draft with the version its previous save returned, so every save is a real new version.
 */
async function saveDraft(api: JourneyApi): Promise<Loaded> {
  const drafts: { id: string; bearer: string; document: string; version: number }[] = [];
  for (let u = 0; u < usersForSaves; u++) {
    const session = await signIn(api, `saver${u}@example.com`);
    for (let w = 0; w < websitesPerUser; w++) {
      const id = await newWebsite(api, session, u * websitesPerUser + w);
      const { document, version } = await apiCall<{ document: unknown; version: number }>(
        api,
        session,
        'GET',
        `/api/websites/${id}`,
      );
      drafts.push({ id, bearer: session.accessToken, document: JSON.stringify(document), version });
    }
  }
  // Each request takes a website no other request is saving (autocannon resets a connection's
  // context after every request, so a website cannot be tied to a connection); twice as many
  // websites as connections, so one is free.
  const busy = new Set<(typeof drafts)[number]>();
  let shared = 0;
  const refusals: string[] = [];
  return load('save-draft', refusals, {
    url: api.base,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          // A request that timed out never frees its website: then share one (a 409 is counted).
          const draft = drafts.find((d) => !busy.has(d)) ?? drafts[shared++ % drafts.length]!;
          busy.add(draft);
          (context as { draft?: (typeof drafts)[number] }).draft = draft;
          return {
            ...request,
            path: `/api/websites/${draft.id}/draft`,
            headers: { authorization: `Bearer ${draft.bearer}`, 'content-type': 'application/json' },
            body: `{"document":${draft.document},"baseVersion":${draft.version}}`,
          };
        },
        onResponse: (status, body, context) => {
          const { draft } = context as { draft?: (typeof drafts)[number] };
          if (!draft) return;
          busy.delete(draft);
          if (status === 200) {
            draft.version = (JSON.parse(body) as { version: number }).version;
          } else if (refusals.length < 5) {
            refusals.push(`${status} ${body.slice(0, 200)}`);
          }
        },
      },
    ],
  });
}

export async function apiBenchmarks(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const backend of ['postgres', 'embedded'] as const) {
    const api = await startBenchApi(backend);
    const label = scaleLabel[backend];
    const targets = backend === 'postgres' ? postgresTargets : embeddedTargets;
    try {
      const read = await getDraft(api);
      console.log(
        `  ${label}: get-draft ${read.rps.toFixed(0)} req/s, median ${read.medianMs} ms, p99 ${read.p99Ms} ms`,
      );
      const write = await saveDraft(api);
      console.log(
        `  ${label}: get-draft ${read.rps.toFixed(0)} req/s, median ${read.medianMs} ms, p99 ${read.p99Ms} ms, ${read.bytes} B each; ` +
          `save-draft ${write.rps.toFixed(0)} req/s, median ${write.medianMs} ms, p99 ${write.p99Ms} ms`,
      );
      results.push(
        ...loadResults(`api ${label}: get-draft`, read, targets.getDraft.minRps, targets.getDraft.maxP99Ms),
        ...loadResults(
          `api ${label}: save-draft`,
          write,
          targets.saveDraft.minRps,
          targets.saveDraft.maxP99Ms,
        ),
      );
    } finally {
      await api.stop();
    }
  }
  return results;
}
