import { may } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from './routes/account-routes.ts';
import { collaborationRoutes } from './routes/collaboration-routes.ts';
import { domainRoutes } from './routes/domain-routes.ts';
import { leadRoutes } from './routes/lead-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { publishRoutes } from './routes/publish-routes.ts';
import { rewriteRoutes } from './routes/rewrite-routes.ts';
import { signInRoutes } from './routes/sign-in-routes.ts';
import { translateRoutes } from './routes/translate-routes.ts';
import { trialDraftCases, trialRoutes } from './routes/trial-routes.ts';
import { uploadAndFormRoutes } from './routes/upload-and-form-routes.ts';
import { versionRoutes } from './routes/version-routes.ts';
import { websiteRoutes } from './routes/website-routes.ts';
import { type OperatorApp, startOperatorApp } from './support/operator-app.ts';
import { type PermissionApp, startPermissionApp } from './support/permission-app.ts';
import type { CaseContext, RouteCase, RouteTable } from './support/route-case.ts';
import { actors, buildWorld, snapshot } from './support/world.ts';

/**
 * Spec §6 "Roles and permissions", walked on every route of the api's registry: for the
 * owner, an editor, a pending invitee, a revoked editor, another signed-in user and an anonymous
 * caller, a valid request of each route answers what §6 allows — and a refusal changes nothing.
 * The routes come from `GET /api/openapi.json`, which lists every registered call: a route added
 * without an entry here fails the first test.
 */
/** The areas' tables in one; two areas walking one route add their cases to it. */
function mergeTables(...tables: RouteTable[]): RouteTable {
  const merged: Record<string, RouteCase[]> = {};
  for (const area of tables) {
    for (const [route, cases] of Object.entries(area)) merged[route] = [...(merged[route] ?? []), ...cases];
  }
  return merged;
}

const table: RouteTable = mergeTables(
  {
    ...signInRoutes,
    ...accountRoutes,
    ...websiteRoutes,
    ...publishRoutes,
    ...collaborationRoutes,
    ...domainRoutes,
    ...uploadAndFormRoutes,
    ...leadRoutes,
    ...rewriteRoutes,
    ...translateRoutes,
    ...publicRoutes,
    ...trialRoutes,
  },
  trialDraftCases,
  versionRoutes,
);

type Operation = { security: Record<string, unknown>[] };

describe('spec §6 on every route of the registry', { timeout: 60_000 }, () => {
  let app: PermissionApp;
  let operator: OperatorApp;
  let registry: Map<string, Operation>;

  beforeAll(async () => {
    app = await startPermissionApp();
    operator = await startOperatorApp(app.db, app.jwtSecret);
    const document = await app.call('GET', '/api/openapi.json');
    registry = new Map();
    for (const [path, operations] of Object.entries(document.body.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        registry.set(`${method.toUpperCase()} ${path}`, operation);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await operator?.close();
    await app?.close();
  });

  it('every route of the registry has an entry in the expectation table, and every entry a route', () => {
    const routes = [...registry.keys()];
    expect(
      routes.filter((route) => !(route in table)),
      'routes without expectations',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((route) => !registry.has(route)),
      'entries without a route',
    ).toEqual([]);
    for (const [route, cases] of Object.entries(table)) expect(cases.length, route).toBeGreaterThan(0);
  });

  it('the §6 capability rows follow the model’s table for Owner and Editor', () => {
    for (const [route, cases] of Object.entries(table)) {
      for (const c of cases) {
        if (c.rule.kind !== 'capability') continue;
        const { capability } = c.rule;
        // 'Remove Self' is n/a for the owner; the owner's same call is 'Remove'.
        const ownerMay =
          capability === 'removeSelf' ? may('Owner', 'removeEditor') : may('Owner', capability);
        expect(c.expected.owner.status < 300, `${route} ${c.variant ?? ''} owner`).toBe(ownerMay);
        expect(c.expected.editor.status < 300, `${route} ${c.variant ?? ''} editor`).toBe(
          may('Editor', capability),
        );
        for (const outsider of ['pending', 'revoked', 'other'] as const) {
          expect(c.expected[outsider].status, `${route} ${outsider}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
  });

  it('anonymous callers are refused exactly on the routes the registry marks signed-in only', () => {
    for (const [route, operation] of registry) {
      const signedInOnly = operation.security.length === 1 && 'bearerAuth' in operation.security[0]!;
      // A trial's cookie stands in for the token on its draft's calls: there `anonymous` holds one.
      for (const c of (table[route] ?? []).filter((c) => c.rule.kind !== 'trial-cookie')) {
        expect(c.expected.anonymous.status === 401, `${route} ${c.variant ?? ''}`).toBe(signedInOnly);
      }
    }
  });

  for (const [route, cases] of Object.entries(table)) {
    for (const c of cases) {
      const name = c.variant ? `${route} — ${c.variant}` : route;
      it.each(actors)(`${name} as %s`, async (actor) => {
        const world = await buildWorld(app, actor, c.world);
        const ctx: CaseContext = { app, world, actor, token: world.actor?.token, given: {} };
        if (c.prepare) ctx.given = await c.prepare(ctx);
        const before = await snapshot(app, world);
        const answer = await c.call(ctx);
        const want = c.expected[actor];
        const got = { status: answer.status, ...(want.code ? { code: answer.body?.code } : {}) };
        expect(got, JSON.stringify(answer.body).slice(0, 500)).toEqual(want);
        if (answer.status >= 400) {
          expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          // A refusal leaves the world as it found it.
          expect(await snapshot(app, world)).toBe(before);
        } else {
          await c.allowed?.(answer, ctx);
        }
      });
    }
  }

  // Outside the registry: the operator's queue dashboard takes ADMIN_TOKEN, never a product token.
  it.each(actors)('GET /admin/queues (operators only) as %s', async (actor) => {
    const world = await buildWorld(app, actor, { published: false, domain: null });
    const refused = await operator.get(
      '/admin/queues',
      world.actor ? `Bearer ${world.actor.token}` : undefined,
    );
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toEqual({
      code: 'invalid-authorization-token',
      message: expect.any(String),
    });
    const opened = await operator.get('/admin/queues', `Bearer ${operator.adminToken}`);
    expect(opened.status).toBe(200);
  });
});
