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

  it('tells a diverging schema apart', () => {
    const { getWebsite } = routeContracts;
    const diverged = { ...getWebsite, params: z.object({ websiteId: z.string() }) };
    expect(fixed(diverged)).not.toEqual(fixed(getWebsite));
  });
});
