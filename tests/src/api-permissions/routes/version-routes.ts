import { expect } from 'vitest';
import { byCapability } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

/**
 * Version history and "your site as files" (docs/decisions/websites.md "Version history",
 * "Export"): publishing is §6 "Edit content and settings" (Owner and Editor); so are the website's
 * files and data. Everyone else is told the website does not exist. The permission app runs no
 * publishing jobs and the world's build ids are not a publish's (`b{sequence}`), so the allowed
 * answers here are the refusals that come only after the §6 check: the version is not kept, the
 * site has no live build to download. The journeys in tests/src/api-versions run them for real.
 */
const rule = { kind: 'capability', capability: 'editContentAndSettings' } as const;

export const versionRoutes: RouteTable = {
  'GET /api/websites/{websiteId}/versions': [
    {
      rule,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/versions`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(Array.isArray(answer.body.versions)).toBe(true),
    },
  ],
  'POST /api/websites/{websiteId}/rollback': [
    {
      variant: 'restore a version ({ versionId })',
      rule,
      world: { actorHoldsControl: true },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/rollback`, { json: { versionId: 'b1' }, token }),
      expected: byCapability('editContentAndSettings', 404),
      allowed: (answer) => expect(answer.body.code).toBe('version-not-found'),
    },
  ],
  'POST /api/websites/{websiteId}/versions/{versionId}/copy-into-draft': [
    {
      rule,
      world: { actorHoldsControl: true },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/versions/b1/copy-into-draft`, {
          json: { baseVersion: 1 },
          token,
        }),
      expected: byCapability('editContentAndSettings', 404),
      allowed: (answer) => expect(answer.body.code).toBe('version-not-found'),
    },
  ],
  'GET /api/websites/{websiteId}/export': [
    {
      rule,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/export`, { token }),
      expected: byCapability('editContentAndSettings', 409),
      allowed: (answer) => expect(answer.body.code).toBe('not-published'),
    },
  ],
  'GET /api/websites/{websiteId}/export/data': [
    {
      rule,
      call: ({ app, world, token }) =>
        app.call('GET', `/api/websites/${world.siteId}/export/data`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.headers.get('content-type')).toBe('application/zip'),
    },
  ],
};
