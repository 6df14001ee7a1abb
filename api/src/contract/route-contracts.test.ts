import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RouteContract, routeContracts } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutesOf } from '../app.ts';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import type { RegisteredRoute } from './api-routes.ts';

/** A schema as JSON Schema, so "the same schema" means the same shape and checks, not the same object. */
const shape = (schema: z.ZodType | null | undefined) =>
  schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : schema;

/** What a contract fixes: the api must serve exactly this. */
const fixed = (route: RouteContract | RegisteredRoute) => ({
  method: route.method,
  path: route.path,
  auth: route.auth,
  params: shape(route.params),
  query: shape(route.query),
  body: shape(route.body),
  responses: Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => [status, shape(schema)]),
  ),
});

/**
 * The calls the api serves without a contract, and why: their bodies or answers are not JSON that
 * a contract's zod schemas describe. Each is a raw Express route listed with `routes.describe`.
 */
const rawRoutes: Record<string, string> = {
  'POST /websites/:websiteId/images': 'a multipart upload (a file part and a JSON metadata part)',
  'POST /websites/:websiteId/logo': 'a multipart upload',
  'POST /websites/:websiteId/browser-icon': 'a multipart upload',
  'GET /uploads/:folder/:file': 'answers an image file (public, immutable)',
  'POST /sites/:websiteId/contact':
    "a visitor's form post from a published site: form-encoded or JSON, answered with a redirect back to the page",
  'POST /sites/:websiteId/newsletter': 'a form post from a published site, as the contact form',
  'GET /websites/:websiteId/contacts.csv': 'answers a CSV file',
  'GET /websites/:websiteId/newsletter.csv': 'answers a CSV file',
};

const routeName = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

/** The calls in model's contracts, which the designer is typed by, are the calls the api serves. */
describe('the route contracts in model', () => {
  let h: AuthHarness;
  let served: readonly RegisteredRoute[];
  beforeAll(async () => {
    h = await startAuthHarness();
    served = apiRoutesOf(h.app);
  });
  afterAll(() => h?.close());

  it.each(Object.entries(routeContracts))(
    '%s is served with its method, path, auth and schemas',
    (_, contract) => {
      const route = served.find((r) => r.method === contract.method && r.path === contract.path);
      expect(route, `${contract.method.toUpperCase()} ${contract.path} is not served`).toBeDefined();
      expect(fixed(route!)).toEqual(fixed(contract));
    },
  );

  it('serves no call without a contract but the raw routes named here, each with its reason', () => {
    const contracts = new Set(Object.values(routeContracts).map(routeName));
    const uncontracted = served.map(routeName).filter((name) => !contracts.has(name));
    expect(uncontracted.sort()).toEqual(Object.keys(rawRoutes).sort());
  });

  it('tells a diverging schema apart', () => {
    const { getWebsite } = routeContracts;
    const diverged = { ...getWebsite, params: z.object({ websiteId: z.string() }) };
    expect(fixed(diverged)).not.toEqual(fixed(getWebsite));
  });
});

/**
 * Route modules serve contracts (`routes.implement`); `add` is the registry's primitive under
 * `implement`, for its own tests.
 */
describe('the route modules', () => {
  it('register no call with routes.add', () => {
    const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(modules.length).toBeGreaterThan(100);
    const adding = modules.filter((file) =>
      readFileSync(path.join(src, file), 'utf8').includes('routes.add('),
    );
    expect(adding).toEqual([]);
  });
});
