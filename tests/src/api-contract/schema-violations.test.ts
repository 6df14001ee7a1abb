import type { RegisteredRoute } from '@sitewright/api';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Attack, attacksOn, type RouteUnderTest, refuses, validParamsFor } from './support/attacks.ts';
import { type ContractApp, startContractApp } from './support/contract-app.ts';
import { type JsonSchema, sampleOf } from './support/json-schema.ts';
import { buildScene, knownParams, type Scene, signIn } from './support/scene.ts';
import { send } from './support/send.ts';
import { changes, type Snapshot, snapshotter } from './support/write-snapshot.ts';

/**
 * Every route of the registry, sent schema-violating input over real HTTP (wrong types,
 * missing and over-long fields, unknown fields, broken JSON, a body over the limit, wrong content
 * types, bad ids and query strings), signed in as the owner of a real website and anonymously,
 * on real Postgres. Every answer is a 4xx `{ code, message }` (never a 5xx, never a 2xx), and
 * nothing is written: not a table row, not an object-store file, not an e-mail.
 *
 * A fixed number of runs per route (`API_CONTRACT_RUNS`, default 12: the file stays near 40 s on a
 * loaded 2-core machine); a new seed each run, so CI explores further over time. A failure prints
 * the seed and the request as sent; `API_CONTRACT_SEED=<seed>` replays it.
 */
const seed = Number(process.env.API_CONTRACT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.API_CONTRACT_RUNS ?? 12);

const app: ContractApp = await startContractApp();
const routeKey = (r: RegisteredRoute) => `${r.method.toUpperCase()} ${r.path}`;
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

describe('schema-violating input to every route', { timeout: 120_000 }, () => {
  let scene: Scene;
  let document: { paths: Record<string, Record<string, Operation>> };
  let snapshot: () => Promise<Snapshot>;

  beforeAll(async () => {
    scene = await buildScene(app);
    const answer = await send(app.base, { method: 'GET', path: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    document = answer.json as typeof document;
    snapshot = await snapshotter(app);
  });
  afterAll(() => app.close());
  // A route that wrongly ran a sign-out fails its own test; the next ones start signed in again.
  beforeEach(async () => {
    const me = await send(app.base, { method: 'GET', path: '/api/auth/me', token: scene.owner.token });
    if (me.status !== 200)
      scene.owner = { ...(await signIn(app, 'owner', scene.owner.email)), id: scene.owner.id };
    app.resetLimits();
  });

  /** The route with its JSON Schemas (from the served OpenAPI document) and valid inputs. */
  function underTest(route: RegisteredRoute): RouteUnderTest {
    const operation = document.paths[openApiPath(route.path)]?.[route.method];
    if (!operation) throw new Error(`${routeKey(route)} is not in the OpenAPI document`);
    const parameters = operation.parameters ?? [];
    const of = (where: 'path' | 'query') =>
      Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
    const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const params = of('path');
    const body = operation.requestBody?.content['application/json']?.schema;
    return {
      route,
      paramNames,
      params,
      query: of('query'),
      body,
      validParams: validParamsFor(paramNames, params, knownParams(scene)),
      validBody: body ? validBody(route, body) : undefined,
    };
  }

  /** A valid body: derived from the schema, or the scene's for bodies a schema cannot describe fully. */
  function validBody(route: RegisteredRoute, schema: JsonSchema): unknown {
    const fromScene: Record<string, unknown> = {
      'PUT /websites/:websiteId/draft': { document: scene.draft, baseVersion: 1 },
      // A build id (`b{sequence}`): a pattern no schema sample matches.
      'POST /websites/:websiteId/rollback': { versionId: 'b1' },
    };
    return routeKey(route) in fromScene ? fromScene[routeKey(route)] : sampleOf(schema);
  }

  it('covers every operation of the OpenAPI document, from the registry', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = app.routes.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`);
    expect(registered.length).toBeGreaterThan(50);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.sort()).toEqual(operations.sort());
  });

  it('starts every route from valid input, so each request carries exactly the violation it is about', () => {
    const invalid = app.routes
      .map(underTest)
      .filter(
        (r) =>
          (r.route.params && refuses(r.route, 'params', r.validParams)) ||
          (r.body && refuses(r.route, 'body', r.validBody)),
      )
      .map((r) => routeKey(r.route));
    expect(invalid, 'add a valid sample for these routes (scene.ts or validBody)').toEqual([]);
  });

  for (const route of app.routes) {
    it(routeKey(route), async () => {
      const target = underTest(route);
      const responses = document.paths[openApiPath(route.path)]![route.method]!.responses;
      const before = await snapshot();
      const check = async (attack: Attack) => {
        app.resetLimits();
        const answer = await send(app.base, {
          method: attack.method,
          path: attack.path,
          headers: attack.headers,
          ...(attack.body === undefined ? {} : { body: attack.body }),
          ...(attack.caller === 'owner' ? { token: scene.owner.token } : {}),
        });
        const what = `${attack.caller} ${attack.method} ${attack.path.slice(0, 200)} [${attack.kind}] → ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, `no 5xx: ${what}`).toBeLessThan(500);
        if (attack.mustRefuse) expect(answer.status, `refused: ${what}`).toBeGreaterThanOrEqual(400);
        // Decision (README "Form decisions"): a visitor form answers a plain browser POST with a page.
        const page =
          route.tags?.includes('forms') &&
          !attack.acceptsJson &&
          attack.headers['content-type'] !== 'application/json';
        if (answer.status >= 400 && !(page && answer.contentType.startsWith('text/html'))) {
          const body = answer.json as { code?: unknown; message?: unknown } | undefined;
          expect(answer.contentType, `JSON error: ${what}`).toMatch(/^application\/json/);
          expect(typeof body?.code === 'string' && body.code.length > 0, `a code: ${what}`).toBe(true);
          expect(typeof body?.message === 'string' && body.message.length > 0, `a message: ${what}`).toBe(
            true,
          );
        }
        // The document is the contract: every status a call answers is listed for it, and a
        // refusal's code is named there with the `{ code, message }` schema.
        const documented = responses[String(answer.status)];
        expect(documented, `status documented: ${what}`).toBeDefined();
        const code = (answer.json as { code?: unknown } | undefined)?.code;
        if (answer.status >= 400 && typeof code === 'string') {
          expect(documented?.description, `code documented: ${what}`).toContain(code);
          expect(documented?.content?.['application/json']?.schema, `error schema: ${what}`).toEqual({
            $ref: '#/components/schemas/ErrorBody',
          });
        }
        expect(changes(before, await snapshot()), `nothing written: ${what}`).toEqual([]);
      };
      try {
        await fc.assert(fc.asyncProperty(attacksOn(target), check), {
          seed,
          numRuns,
          // The first failure is reported as sent: after a write, every later request would fail too.
          endOnFailure: true,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Replay with API_CONTRACT_SEED=${seed}\n${message}`, { cause: error });
      }
    });
  }
});
