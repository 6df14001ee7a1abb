/**
 * Operators' commands for the publish jobs: `npm run jobs -- <command>`.
 *
 *   list [--failed] [--limit N]   the latest publish requests (outbox rows) and their queue jobs
 *   show <id>                     one request: its row, its error, its job
 *   replay <id>                   a failed request runs again (a new job id; never rolls a site back)
 *   replay-failed                 every failed request runs again
 *   mirror-edge [handle]          the edge KeyValueStore made equal to the pointer log again (every
 *                                 handle and domain, or one handle); says what it changed
 *   republish-all [--style S] [--rate N/s] [--fresh]
 *                                 every published site (or those of preset style S) rebuilt from its
 *                                 live build, N a second (2), behind owners' jobs; resumes the
 *                                 unfinished run unless --fresh; Ctrl-C stops it where it is
 *   republish-status              the latest run: sites done, its requests' states, the failed ones
 *
 * Reads the same environment as the api. With `REDIS_URL`, a replay is enqueued at once; on the
 * embedded default (PGlite under DATA_DIR, which only one process may open) stop the api first:
 * the replayed requests wait in the outbox and the api's sweeper runs them when it starts.
 * Exit codes: 0 done, 1 failed, 2 usage.
 */
import { presetStyle } from '@sitewright/model';
import {
  bullmqQueueFor,
  formatRepublishProgress,
  listForOperators,
  type OperatorView,
  type PublishQueue,
  type RepublishProgress,
  RepublishRunDriven,
  RepublishRunInTheWay,
  reconcileEdge,
  replayFailedRequests,
  replayPublishRequest,
  republishAll,
  showForOperators,
} from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import {
  findLatestRepublishRun,
  loadMigrations,
  migrate,
  openDatabase,
  republishRunOutcome,
} from '@sitewright/store';
import { type Config, loadConfig } from './config.ts';
import { edgeStoreFor, objectStoreFor, publishQueueChoiceFor } from './publishing/publishing-runtime.ts';
import { loadPublishingSettings } from './publishing/publishing-settings.ts';

const usage =
  'usage: npm run jobs -- list [--failed] [--limit N] | show <id> | replay <id> | replay-failed | mirror-edge [handle]\n' +
  '       | republish-all [--style Common|CommonAlt|Geometric|Elegant|Fun] [--rate N/s] [--fresh] | republish-status';

/** `--name value` of the arguments, undefined when absent, null when the value is missing. */
function option(args: string[], name: string): string | null | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  return value === undefined || value.startsWith('--') ? null : value;
}

/**
 * The progress of a run: on a terminal one line redrawn in place (bar, done, failed, rate, ETA);
 * otherwise (a log, a pipe) a plain line every 10 s and at the end.
 */
function progressPrinter(print: (text: string) => void): (progress: RepublishProgress) => void {
  const tty = process.stdout.isTTY === true;
  let lastPlain = 0;
  let lastText = '';
  return (progress) => {
    if (tty) {
      process.stdout.write(`\r${formatRepublishProgress(progress)}\x1b[K`);
      if (progress.done >= progress.total) process.stdout.write('\n');
      return;
    }
    const now = Date.now();
    const text = formatRepublishProgress(progress, 0);
    if (text !== lastText && (now - lastPlain >= 10_000 || progress.done >= progress.total)) {
      lastPlain = now;
      lastText = text;
      print(text);
    }
  };
}

/** `republish-all`: runs or resumes the mass republish; Ctrl-C (or SIGTERM) stops it resumably. */
async function runRepublishAll(
  db: Database,
  queue: PublishQueue | null,
  args: string[],
  print: (text: string) => void,
): Promise<number> {
  const style = option(args, '--style');
  const rateText = option(args, '--rate');
  const rate = rateText == null ? undefined : Number(rateText.replace(/\/s$/, ''));
  const known = new Set(['--style', '--rate', '--fresh', style, rateText]);
  if (
    style === null ||
    rateText === null ||
    (style !== undefined && !presetStyle.safeParse(style).success) ||
    (rate !== undefined && !(Number.isFinite(rate) && rate > 0)) ||
    args.some((arg) => !known.has(arg))
  )
    return usageError();
  let stop = false;
  const onSignal = () => {
    stop = true;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const result = await republishAll(db, queue, {
      ...(style !== undefined ? { style } : {}),
      ...(rate !== undefined ? { ratePerSecond: rate } : {}),
      fresh: args.includes('--fresh'),
      onProgress: progressPrinter(print),
      shouldStop: () => stop,
    });
    if (process.stdout.isTTY && result.stopped) process.stdout.write('\n');
    const { run, outcome } = result;
    print(
      `${result.resumed ? 'resumed' : 'started'} run ${run.id} (style ${run.style ?? 'any'}, ${run.ratePerSecond}/s): ` +
        `${run.recorded} republish request(s) recorded, ${run.skipped} site(s) with nothing to republish`,
    );
    print(
      `requests: ${outcome.queued} queued, ${outcome.running} running, ${outcome.succeeded} succeeded, ${outcome.failed} failed`,
    );
    for (const id of outcome.failedRequestIds) print(`failed ${id}`);
    if (outcome.failed > 0) print('replay them with: npm run jobs -- replay-failed');
    if (result.stopped) print('stopped: npm run jobs -- republish-all resumes this run where it stopped');
    else print('done; npm run jobs -- republish-status shows its requests as they finish');
    if (!queue) print('no REDIS_URL: the api runs the recorded requests when it starts (its outbox sweeper)');
    return 0;
  } catch (error) {
    if (!(error instanceof RepublishRunInTheWay || error instanceof RepublishRunDriven)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** `republish-status`: the latest run and its requests' states. */
async function republishStatus(db: Database, print: (text: string) => void): Promise<number> {
  const run = await findLatestRepublishRun(db);
  if (!run) {
    print('no republish run yet');
    return 0;
  }
  const outcome = await republishRunOutcome(db, run.id);
  const state = run.finishedAt ? (run.abandoned ? 'abandoned' : 'finished') : 'unfinished (resumable)';
  print(
    `run ${run.id} ${state}, style ${run.style ?? 'any'}, ${run.ratePerSecond}/s, started ${run.startedAt.toISOString()}: ` +
      `${run.recorded} recorded, ${run.skipped} skipped`,
  );
  print(
    `requests: ${outcome.queued} queued, ${outcome.running} running, ${outcome.succeeded} succeeded, ${outcome.failed} failed`,
  );
  for (const id of outcome.failedRequestIds) print(`failed ${id}`);
  if (outcome.failed > 0) print('replay them with: npm run jobs -- replay-failed');
  return 0;
}

const shown = (value: string | null) => value ?? '(no key)';

/** `mirror-edge [handle]`: the KVS re-mirrored from the truth, each change printed. */
async function mirrorEdge(
  config: Config,
  db: Database,
  handle: string | undefined,
  print: (text: string) => void,
): Promise<number> {
  if (config.edgeStore.kind === 'none') {
    print('no edge key-value store configured (CLOUDFRONT_KVS_ARN is not set): nothing to mirror');
    return 0;
  }
  const report = await reconcileEdge(
    { db, store: objectStoreFor(config.storage), edge: edgeStoreFor(config.edgeStore) },
    handle === undefined ? {} : { handle },
  );
  for (const change of report.changes) {
    print(`${change.key}  ${shown(change.before)} -> ${shown(change.after)}`);
  }
  const compared = `${report.handles.length} handle(s), ${report.domains.length} domain(s)`;
  print(
    report.changes.length === 0
      ? `the edge store already matched the pointer log (${compared} compared)`
      : `${report.changes.length} key(s) changed (${compared} compared)`,
  );
  return 0;
}

const cell = (value: unknown, width: number) => String(value ?? '-').padEnd(width);

function line(view: OperatorView): string {
  const r = view.request;
  const error = r.lastError ? `  ${r.lastError.slice(0, 80)}` : '';
  return (
    `${r.id}  ${cell(r.kind, 9)} ${cell(r.handle, 24)} ${cell(r.state, 9)} ${cell(r.outcome, 11)} ` +
    `tries ${cell(r.attempts, 3)} job ${cell(view.job?.status, 9)} ${r.updatedAt.toISOString()}${error}`
  );
}

function detail(view: OperatorView): string {
  const { document, ...request } = view.request;
  const name = (document as { websiteSettings?: { businessName?: string } } | null)?.websiteSettings
    ?.businessName;
  return JSON.stringify(
    { ...request, document: document ? { businessName: name ?? null } : null, job: view.job },
    null,
    2,
  );
}

async function run(
  args: string[],
  config: Config,
  db: Database,
  queue: PublishQueue | null,
): Promise<number> {
  const [command, ...rest] = args;
  const print = (text: string) => process.stdout.write(`${text}\n`);
  switch (command) {
    case 'list': {
      const at = rest.indexOf('--limit');
      const limit = at === -1 ? 50 : Number(rest[at + 1]);
      if (!Number.isInteger(limit) || limit < 1) return usageError();
      const views = await listForOperators(db, queue, { failedOnly: rest.includes('--failed'), limit });
      for (const view of views) print(line(view));
      if (views.length === 0) print('no publish requests');
      return 0;
    }
    case 'show': {
      if (!rest[0]) return usageError();
      const view = await showForOperators(db, queue, rest[0]);
      if (!view) {
        process.stderr.write(`no publish request ${rest[0]}\n`);
        return 1;
      }
      print(detail(view));
      return 0;
    }
    case 'replay': {
      if (!rest[0]) return usageError();
      const request = await replayPublishRequest(db, queue, rest[0]);
      print(
        `replayed ${request.id} (${request.kind} ${request.handle ?? ''}) as generation ${request.generation}`,
      );
      if (!queue) print('no REDIS_URL: the api runs it when it starts (its outbox sweeper)');
      return 0;
    }
    case 'replay-failed': {
      const replayed = await replayFailedRequests(db, queue);
      for (const request of replayed)
        print(`replayed ${request.id} (${request.kind} ${request.handle ?? ''})`);
      print(`${replayed.length} failed request(s) replayed`);
      return 0;
    }
    case 'republish-all':
      return runRepublishAll(db, queue, rest, print);
    case 'republish-status':
      return rest.length > 0 ? usageError() : republishStatus(db, print);
    case 'mirror-edge': {
      if (rest.length > 1 || (rest[0] !== undefined && !/^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$/.test(rest[0])))
        return usageError();
      return mirrorEdge(config, db, rest[0], print);
    }
    default:
      return usageError();
  }
}

function usageError(): number {
  process.stderr.write(`${usage}\n`);
  return 2;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help') return usageError();
  const config = await loadConfig();
  const settings = loadPublishingSettings();
  const db = await openDatabase(config.database);
  // The job options carry the attempts: the same queue and policy as the api and the workers.
  const queue = bullmqQueueFor(publishQueueChoiceFor(config, settings));
  try {
    await migrate(db, await loadMigrations());
    return await run(args, config, db, queue);
  } finally {
    await queue?.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
