import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { type Router as ExpressRouter, Router } from 'express';
import { requireAdminToken } from '../http/admin-auth.ts';
import type { PublishingRuntime } from './publishing-runtime.ts';

type BoardServerAdapter = Parameters<typeof createBullBoard>[0]['serverAdapter'];

/** Where the dashboard is mounted. */
export const adminQueuesPath = '/admin/queues';

/**
 * The bull-board dashboard of the publish queue at `/admin/queues`, behind {@link requireAdminToken}.
 * Null — not mounted, so the path is an ordinary 404 — when there is no BullMQ queue (embedded
 * default: `npm run jobs` is the operator's tool there) or no `ADMIN_TOKEN`.
 */
export function adminQueuesRouter(
  publishing: Pick<PublishingRuntime, 'bullmq'> | undefined,
  adminToken: string | undefined,
): ExpressRouter | null {
  if (!publishing?.bullmq || !adminToken) return null;
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(adminQueuesPath);
  createBullBoard({
    // Owners' jobs, and a mass republish's in a queue of their own.
    queues: [new BullMQAdapter(publishing.bullmq.queue), new BullMQAdapter(publishing.bullmq.bulkQueue)],
    // @bull-board/express 9.10.1 carries its own @bull-board/api 9.10.1 beside our 9.10.2: the same
    // interface, declared twice. Align the two versions at the next `npm install` and drop the cast.
    serverAdapter: serverAdapter as unknown as BoardServerAdapter,
    options: {
      uiConfig: {
        boardTitle: 'Sitewright publishing',
        // The mass republish's page (republish-page.ts), in the dashboard's header.
        miscLinks: [{ text: 'Republish every site', url: `${adminQueuesPath}/republish` }],
      },
    },
  });
  const router = Router();
  router.use(adminQueuesPath, requireAdminToken(adminToken), serverAdapter.getRouter());
  return router;
}
