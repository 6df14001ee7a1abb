import { lockWebsiteForRequest, markRequestSucceeded, openOrInsertRequest } from '@sitewright/store';
import { expect } from 'vitest';
import { byCapability, byMembership } from '../support/access-rules.ts';
import type { CaseContext, RouteCase, RouteTable } from '../support/route-case.ts';

/**
 * Version history and "your site as files" (docs/decisions/websites.md "Version history",
 * "Export"): publishing is §6 "Edit content and settings" (Owner and Editor); so are the website's
 * files and data. Everyone else is told the website does not exist. The permission app runs no
 * publishing jobs, so `prepare` records a publish of the world's site as its job would leave it
 * (succeeded, live, with its build id): a version to list, read, restore and copy. The journeys in
 * tests/src/api-versions and designer-versions run them for real.
 */
const rule = { kind: 'capability', capability: 'editContentAndSettings' } as const;

/** A kept version of the world's site; its id, and the draft's version to base a copy on. */
async function worldVersion({ app, world }: CaseContext): Promise<Record<string, string>> {
  const recorded = await app.db.transaction(async (tx) => {
    const website = await lockWebsiteForRequest(tx, world.siteId);
    if (!website) throw new Error('the world has no website');
    const { request } = await openOrInsertRequest(tx, {
      websiteId: world.siteId,
      kind: 'publish',
      handle: world.handle,
      previousHandle: null,
      draftVersion: website.draftVersion,
      snapshot: true,
      requestedBy: world.people.owner.id,
    });
    return { request, draftVersion: website.draftVersion };
  });
  const versionId = `b${recorded.request.sequence}`;
  await markRequestSucceeded(app.db, recorded.request.id, 'live', versionId);
  return { versionId, baseVersion: String(recorded.draftVersion) };
}

const onVersion = (status: number, call: RouteCase['call'], allowed?: RouteCase['allowed']): RouteCase => ({
  rule,
  world: { actorHoldsControl: true },
  prepare: worldVersion,
  call,
  expected: byCapability('editContentAndSettings', status),
  ...(allowed ? { allowed } : {}),
});

export const versionRoutes: RouteTable = {
  'GET /api/websites/{websiteId}/versions': [
    onVersion(
      200,
      ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/versions`, { token }),
      (answer, { given }) =>
        expect(answer.body.versions.map((v: { id: string }) => v.id)).toContain(given.versionId),
    ),
  ],
  'GET /api/websites/{websiteId}/versions/{versionId}': [
    onVersion(
      200,
      ({ app, world, token, given }) =>
        app.call('GET', `/api/websites/${world.siteId}/versions/${given.versionId}`, { token }),
      (answer, { world }) => expect(answer.body.document.id).toBe(world.siteId),
    ),
  ],
  'POST /api/websites/{websiteId}/rollback': [
    {
      ...onVersion(202, ({ app, world, token, given }) =>
        app.call('POST', `/api/websites/${world.siteId}/rollback`, {
          json: { versionId: given.versionId },
          token,
        }),
      ),
      variant: 'restore a version ({ versionId })',
    },
  ],
  'POST /api/websites/{websiteId}/versions/{versionId}/copy-into-draft': [
    onVersion(
      200,
      ({ app, world, token, given }) =>
        app.call('POST', `/api/websites/${world.siteId}/versions/${given.versionId}/copy-into-draft`, {
          json: { baseVersion: Number(given.baseVersion) },
          token,
        }),
      (answer, { given }) => expect(answer.body.version).toBe(Number(given.baseVersion) + 1),
    ),
  ],
  'GET /api/websites/{websiteId}/export': [
    {
      // The owner and accepted editors, as "Edit content and settings"; with no publishing runtime
      // in this app there is no live build to zip, so theirs is 409 not-published (the download
      // itself: tests/src/api-versions/export.test.ts).
      rule: { kind: 'members' },
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/export`, { token }),
      expected: {
        ...byMembership(409),
        owner: { status: 409, code: 'not-published' },
        editor: { status: 409, code: 'not-published' },
      },
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
