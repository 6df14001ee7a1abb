import { Router } from 'express';
import { z } from 'zod';
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
import { createdWebsite, createWebsiteBody } from './website-schemas.ts';

/** Generation is the expensive call (an AI model at scale). */
const creationsPerUser: RateRule = { name: 'website-create', limit: 20, windowMs: 60 * 60_000 };

/**
 * `POST /api/websites` and its progress stream `GET /api/websites/creation/{creationId}/events`.
 * Returns the raw router of the stream.
 */
export function creationRoutes(routes: ApiRoutes, deps: WebsitesDependencies): Router {
  const sources = creationDependencies(deps);
  const board = createProgressBoard();
  routes.add(
    {
      method: 'post',
      path: '/websites',
      summary: 'Create a website from the onboarding answers; 201 once the generated draft is stored',
      description:
        'Open GET /api/websites/creation/{creationId}/events first (a client-chosen uuid) to follow the stages.',
      auth: 'user',
      body: createWebsiteBody,
      responses: { 201: createdWebsite },
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
    method: 'get',
    path: '/websites/creation/:creationId/events',
    summary: 'Server-Sent Events: the stages of one website creation (bearer token or ?ticket=)',
    description:
      "Events: `ready`, then `stage` ({stage, label, index, total}, the model's creationStages in order), `notice` (takingLongerThanExpected), and last `done` ({websiteId}) or `error` ({code, message}), after which the stream ends.",
    auth: 'user',
    params: z.object({ creationId: z.uuid() }),
    query: z.object({ ticket: z.string().optional() }),
    responses: { 200: null },
  });

  const hub = liveHubFor(deps.db, deps.logger);
  const router = Router();
  router.get('/websites/creation/:creationId/events', streamCaller(deps), async (req, res) => {
    const creationId = z.uuid().safeParse(req.params.creationId);
    if (!creationId.success) throw new ApiError(400, 'invalid-request', 'The creation id must be a uuid.');
    const user = currentUser(res);
    let last = -1;
    const forward = (stream: EventStream, seq: number, progress: CreationProgress) => {
      if (seq <= last) return;
      last = seq;
      stream.send(progress.type, progress);
      if (progress.type === 'done' || progress.type === 'error') stream.close();
    };
    await openUserStream(req, res, hub, {
      accept: (event) => event.kind === 'creation-progress' && event.creationId === creationId.data,
      forward: (s, event) => {
        if (event.kind === 'creation-progress') forward(s, event.seq, event.progress);
      },
      onOpen: (s) => {
        s.send('ready', { creationId: creationId.data });
        for (const step of board.replay(user.id, creationId.data)) forward(s, step.seq, step.progress);
      },
    });
  });
  return router;
}
