import { findPublishRequest } from '@sitewright/store';
import { expect } from 'vitest';
import { byCapability } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';
import { uniqueHandle } from '../support/world.ts';

const edit = { kind: 'capability', capability: 'editContentAndSettings' } as const;

/**
 * Spec §4 Publishing: publishing, changing the address, unpublishing and rolling back are "edit
 * content and settings" (§6: Owner and Editor). The actor is recorded as holding edit control, so
 * the answer turns on §6 alone — a revoked editor who still is the last modifier gets nothing.
 */
export const publishRoutes: RouteTable = {
  'POST /api/websites/{websiteId}/publish': [
    {
      variant: 'first publish',
      rule: edit,
      world: { published: false, actorHoldsControl: true },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/publish`, {
          json: { handle: uniqueHandle() },
          token,
        }),
      expected: byCapability('editContentAndSettings', 202),
    },
    {
      variant: 'rename (a new address)',
      rule: edit,
      world: { actorHoldsControl: true },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/publish`, {
          json: { handle: uniqueHandle() },
          token,
        }),
      expected: byCapability('editContentAndSettings', 202),
      async allowed(answer, { app }) {
        expect((await findPublishRequest(app.db, answer.body.requestId))?.kind).toBe('rename');
      },
    },
  ],
  'GET /api/websites/{websiteId}/publish/{requestId}': [
    {
      rule: edit,
      world: { publishRequest: true },
      call: ({ app, world, token }) =>
        app.call('GET', `/api/websites/${world.siteId}/publish/${world.requestId}`, { token }),
      expected: byCapability('editContentAndSettings', 200),
    },
  ],
  'POST /api/websites/{websiteId}/unpublish': [
    {
      rule: edit,
      world: { actorHoldsControl: true },
      call: ({ app, world, token }) => app.call('POST', `/api/websites/${world.siteId}/unpublish`, { token }),
      expected: byCapability('editContentAndSettings', 202),
    },
  ],
  'POST /api/websites/{websiteId}/rollback': [
    {
      rule: edit,
      world: { actorHoldsControl: true },
      call: ({ app, world, token }) => app.call('POST', `/api/websites/${world.siteId}/rollback`, { token }),
      expected: byCapability('editContentAndSettings', 202),
    },
  ],
};
