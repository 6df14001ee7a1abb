/**
 * Operators' commands for the publish jobs: `npm run jobs -- <command>`.
 *
 *   list [--failed] [--limit N]   the latest publish requests (outbox rows) and their queue jobs
 *   show <id>                     one request: its row, its error, its job
 *   replay <id>                   a failed request runs again (a new job id; never rolls a site back)
 *   replay-failed                 every failed request runs again
 *   mirror-edge [handle]          the edge KeyValueStore made equal to the pointer log again (every
 *                                 handle and domain, or one handle); says what it changed
 *
 * Reads the same environment as the api. With `REDIS_URL`, a replay is enqueued at once; on the
 * embedded default (PGlite under DATA_DIR, which only one process may open) stop the api first:
 * the replayed requests wait in the outbox and the api's sweeper runs them when it starts.
 * Exit codes: 0 done, 1 failed, 2 usage.
 */
import {
  bullmqQueueFor,
  listForOperators,
  type OperatorView,
  type PublishQueue,
  reconcileEdge,
  replayFailedRequests,
  replayPublishRequest,
  showForOperators,
} from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import { loadMigrations, migrate, openDatabase } from '@sitewright/store';
import { type Config, loadConfig } from './config.ts';
import { edgeStoreFor, objectStoreFor, publishQueueChoiceFor } from './publishing/publishing-runtime.ts';
import { loadPublishingSettings } from './publishing/publishing-settings.ts';

const usage =
  'usage: npm run jobs -- list [--failed] [--limit N] | show <id> | replay <id> | replay-failed | mirror-edge [handle]';

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
