import { presetStyle } from '@sitewright/model';
import {
  defaultRepublishRate,
  type PublishQueue,
  type RepublishClock,
  type RepublishProgress,
  RepublishRunDriven,
  RepublishRunInTheWay,
  republishAll,
} from '@sitewright/publisher';
import {
  type Database,
  findLatestRepublishRun,
  type RepublishRun,
  republishRunOutcome,
} from '@sitewright/store';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { requireAdminToken } from '../http/admin-auth.ts';
import type { Logger } from '../logger.ts';
import { escapeHtml } from '../mail/compose.ts';
import { adminQueuesPath } from './admin-queues.ts';

/**
 * Under the dashboard's path on purpose: it gets the dashboard's security headers, and the
 * dashboard's header links here (bull-board has no hook for a button of its own).
 */
export const republishPagePath = `${adminQueuesPath}/republish`;

const styles = presetStyle.options.join(', ');

/** The form read, or the message to show: nothing is started on a bad field. */
export function readStartForm(
  body: unknown,
): { ok: true; style?: string; ratePerSecond?: number } | { ok: false; message: string } {
  const parsed = z
    .strictObject({ style: z.string().optional(), rate: z.string().optional() })
    .safeParse(body ?? {});
  if (!parsed.success) return { ok: false, message: 'only the fields style and rate are accepted' };
  const style = parsed.data.style?.trim() || undefined;
  if (style !== undefined && !presetStyle.safeParse(style).success) {
    return { ok: false, message: `style must be empty (every site) or one of ${styles}, not "${style}"` };
  }
  const rateText = parsed.data.rate?.trim().replace(/\/s$/, '') || undefined;
  const rate = rateText === undefined ? undefined : z.coerce.number().finite().positive().safeParse(rateText);
  if (rate && !rate.success) {
    return {
      ok: false,
      message: `rate must be empty (${defaultRepublishRate} a second) or a number of sites a second above 0, not "${rateText}"`,
    };
  }
  return { ok: true, ...(style ? { style } : {}), ...(rate ? { ratePerSecond: rate.data } : {}) };
}

/** What the page is built from. */
export interface RepublishPageOptions {
  db: Database;
  /** Where the run's requests are enqueued (the api's publishing queue). */
  queue: PublishQueue;
  adminToken: string;
  logger: Logger;
  /** True while the api drains: the run stops where it is, resumable. */
  shouldStop?: () => boolean;
  /** Tests hold the pacing here. */
  clock?: RepublishClock;
}

/** The run this process works on, and its latest progress. */
interface ActiveRun {
  runId: string | null;
  progress: RepublishProgress | null;
}

/**
 * The "Republish every site" page beside the queue dashboard: the current or last run (sites done,
 * failed requests, rate, start) and a plain form (no script: the admin policy allows none inline)
 * that starts — or resumes — `republish-all` in this process, in the background. One run at a time:
 * while this process works on one, a second press shows it (409) and starts nothing; the store's
 * unique index keeps any other process from starting a second unfinished run.
 */
export function republishPage(options: RepublishPageOptions): Router {
  const { db, logger } = options;
  let active: ActiveRun | null = null;
  const router = Router();
  router.use(republishPagePath, requireAdminToken(options.adminToken), (_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });

  const show = async (res: Response, status: number, notice?: string) => {
    const run = await findLatestRepublishRun(db);
    const outcome = run ? await republishRunOutcome(db, run.id) : null;
    const progress = active && run && active.runId === run.id ? active.progress : null;
    res
      .status(status)
      .type('html')
      .send(pageHtml({ run, outcome, progress, running: progress !== null, notice }));
  };

  router.get(republishPagePath, async (_req, res, next) => {
    try {
      await show(res, 200);
    } catch (error) {
      next(error);
    }
  });

  router.post(
    republishPagePath,
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 4 }),
    async (req: Request, res: Response, next) => {
      try {
        if (!sameOrigin(req)) {
          res
            .status(403)
            .type('text')
            .send('a republish starts only from this page (cross-origin form refused)');
          return;
        }
        const form = readStartForm(req.body);
        if (!form.ok) {
          await show(res, 400, form.message);
          return;
        }
        if (active) {
          await show(
            res,
            409,
            'a republish run is already under way in this api: it is shown below; nothing new was started',
          );
          return;
        }
        const current: ActiveRun = { runId: null, progress: null };
        active = current;
        let opened!: () => void;
        const openedOrFailed = new Promise<void>((resolve) => {
          opened = resolve;
        });
        const finished = republishAll(db, options.queue, {
          ...(form.style ? { style: form.style } : {}),
          ...(form.ratePerSecond !== undefined ? { ratePerSecond: form.ratePerSecond } : {}),
          ...(options.clock ? { clock: options.clock } : {}),
          ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
          onProgress: (progress) => {
            current.runId = progress.runId;
            current.progress = progress;
            opened();
          },
        });
        const ended = finished.then(
          (result) => {
            logger.info(
              { runId: result.run.id, recorded: result.run.recorded, stopped: result.stopped },
              'republish run ended',
            );
            return null;
          },
          (error: unknown) => error,
        );
        const failure = await Promise.race([openedOrFailed.then(() => null), ended]);
        void ended.then((error) => {
          if (error && error !== failure) logger.error({ err: error }, 'republish run failed');
          if (active === current) active = null;
        });
        if (failure instanceof RepublishRunInTheWay) {
          await show(
            res,
            409,
            `an unfinished run of style ${failure.run.style ?? 'any'} is in the way: start without a style to resume it ` +
              '(or abandon it with npm run jobs -- republish-all --fresh); nothing new was started',
          );
          return;
        }
        if (failure instanceof RepublishRunDriven) {
          await show(res, 409, `${failure.message}; nothing new was started`);
          return;
        }
        if (failure) throw failure;
        res.redirect(303, republishPagePath);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}

/** A browser sends Origin on a form POST: one from another site (the token rides along in Basic auth) is refused. */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

interface PageModel {
  run: RepublishRun | null;
  outcome: Awaited<ReturnType<typeof republishRunOutcome>> | null;
  progress: RepublishProgress | null;
  running: boolean;
  notice: string | undefined;
}

function runHtml({ run, outcome, progress, running }: PageModel): string {
  if (!run || !outcome) return '<p>No republish run yet.</p>';
  const state = running
    ? 'running in this api'
    : run.finishedAt
      ? run.abandoned
        ? 'abandoned'
        : 'finished'
      : 'unfinished (not running here: start resumes it)';
  const done = run.recorded + run.skipped;
  const rows: [string, string][] = [
    ['Run', run.id],
    ['State', state],
    ['Style', run.style ?? 'any'],
    ['Started', run.startedAt.toISOString()],
    [
      'Done',
      `${progress ? Math.max(progress.done, done) : done}${progress ? ` of ${progress.total}` : ''} site(s) (${run.recorded} recorded, ${run.skipped} with nothing to republish)`,
    ],
    [
      'Failed',
      `${outcome.failed} request(s)${outcome.failed > 0 ? ' — npm run jobs -- replay-failed replays them' : ''}`,
    ],
    ['Requests', `${outcome.queued} queued, ${outcome.running} running, ${outcome.succeeded} succeeded`],
    ['Rate', `${run.ratePerSecond}/s${progress ? ` (now ${progress.rate.toFixed(1)}/s)` : ''}`],
  ];
  if (run.finishedAt) rows.push(['Finished', run.finishedAt.toISOString()]);
  return `<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
}

function pageHtml(model: PageModel): string {
  const options = ['', ...presetStyle.options]
    .map((s) => `<option value="${s}">${s || 'every style'}</option>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Republish every site</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:48rem}th{text-align:left;padding-right:1rem}.notice{padding:.5rem;border:1px solid #b45309;background:#fef3c7}</style>
</head><body><p><a href="${adminQueuesPath}">← Queue dashboard</a></p><h1>Republish every site</h1>
${model.notice ? `<p class="notice" role="alert">${escapeHtml(model.notice)}</p>` : ''}
<h2>Current or last run</h2>${runHtml(model)}
<h2>Start</h2>
<p>Every published site (or those of one preset style) is rebuilt from its live build, behind owners' jobs.
An unfinished run is resumed where it stopped.</p>
<form method="post" action="${republishPagePath}">
<label>Style <select name="style">${options}</select></label>
<label>Rate (sites a second, empty: ${defaultRepublishRate}) <input name="rate" inputmode="decimal" size="6"></label>
<button type="submit">Republish every site</button>
</form></body></html>`;
}
