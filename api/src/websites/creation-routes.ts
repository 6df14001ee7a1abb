import { creationCalls } from '@sitewright/model';
import { Router } from 'express';
import { currentUser } from '../auth/index.ts';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import type { EventStream } from '../live/event-stream.ts';
import { liveHubFor, openUserStream } from '../live/live-routes.ts';
import type { CreationProgress } from '../live/notify.ts';
import { streamCaller } from '../live/stream-caller.ts';
import { createWebsite } from './create-website.ts';
import { createProgressBoard, progressChannel } from './creation-progress.ts';
import { creationDependencies } from './creation-sources.ts';
import type { WebsitesDependencies } from './dependencies.ts';

/** Generation is the expensive call (an AI model at scale). */
const creationsPerUser: RateRule = { name: 'website-create', limit: 20, windowMs: 60 * 60_000 };

/**
 * `POST /api/websites` and its progress stream `GET /api/websites/creation/{creationId}/events`.
 * Returns the raw router of the stream.
 */
export function creationRoutes(routes: ApiRoutes, deps: WebsitesDependencies): Router {
  const sources = creationDependencies(deps);
  const board = createProgressBoard();
  routes.implement(
    creationCalls.createWebsite,
    {
      summary: 'Create a website from the onboarding answers; 201 once the generated draft is stored',
      description:
        'Open GET /api/websites/creation/{creationId}/events first (a client-chosen uuid) to follow the stages.',
      errors: [
        { status: 403, code: 'website-limit-exceeded' },
        { status: 422, code: 'more-information-needed' },
        { status: 502, code: 'website-creation-failed' },
      ],
      limits: ({ user, ip }) => [{ rule: creationsPerUser, key: user?.id ?? ip }],
    },
    async ({ body, user, now }) => {
      const { creationId, ...answers } = body;
      const created = await createWebsite({
        db: deps.db,
        user,
        answers,
        sources,
        raisedLimits: deps.config?.raisedLimits ?? false,
        now,
        progress: progressChannel(deps.db, board, deps.logger, user.id, creationId),
      });
      return reply(201, { id: created.document.id, ...created });
    },
  );
  routes.describe({
    ...creationCalls.creationEvents,
    summary: 'Server-Sent Events: the stages of one website creation (bearer token or ?ticket=)',
    description:
      "Events: `ready`, then `stage` ({stage, label, index, total}, the model's creationStages in order), `notice` (takingLongerThanExpected), and last `done` ({websiteId}) or `error` ({code, message}), after which the stream ends.",
  });

  const hub = liveHubFor(deps.db, deps.logger);
  const router = Router();
  const { path, params } = creationCalls.creationEvents;
  router.get(path, streamCaller(deps), async (req, res) => {
    const parsed = params!.safeParse(req.params);
    if (!parsed.success) throw new ApiError(400, 'invalid-request', 'The creation id must be a uuid.');
    const { creationId } = parsed.data;
    const user = currentUser(res);
    let last = -1;
    const forward = (stream: EventStream, seq: number, progress: CreationProgress) => {
      if (seq <= last) return;
      last = seq;
      stream.send(progress.type, progress);
      if (progress.type === 'done' || progress.type === 'error') stream.close();
    };
    await openUserStream(req, res, hub, {
      accept: (event) => event.kind === 'creation-progress' && event.creationId === creationId,
      forward: (s, event) => {
        if (event.kind === 'creation-progress') forward(s, event.seq, event.progress);
      },
      onOpen: (s) => {
        s.send('ready', { creationId });
        for (const step of board.replay(user.id, creationId)) forward(s, step.seq, step.progress);
      },
    });
  });
  return router;
}
