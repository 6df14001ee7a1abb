import { z } from 'zod';
import type { RegisteredRoute, RouteErrorDoc } from './api-routes.ts';
import { strictTopLevel } from './parse-input.ts';

type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.1 document of the registered routes (what `GET /api/openapi.json` serves). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** zod 4 → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/websites/:websiteId` → `/api/websites/{websiteId}`. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const object = jsonSchema(where === 'query' ? strictTopLevel(schema) : schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** A path with a parameter (`:id`, `*rest`): Express decodes it, and may fail to. */
const hasPathParameter = (path: string) => /[:*]\w/.test(path);

/**
 * The refusals every `/api` call can answer before or around its handler, whatever it declares
 * (api-router.ts, api-routes.ts, api-error.ts): a bad input (400), broken JSON and a body over the
 * limit (body-parser runs on every call, so a JSON body sent to a call that takes none is read
 * too), a body that is not JSON or a JSON charset/encoding the parser refuses (415), and a path
 * parameter Express cannot decode (`%zz` → 400 `malformed-path`).
 *
 * `unsupported-media-type` is the registry's answer to a body it did not read; raw routes (served
 * elsewhere, listed with `describe`) read their own bodies and only give the parser's 415 codes,
 * but the registry does not tell them apart, so every call lists it.
 */
export function requestRefusals(route: Pick<RegisteredRoute, 'path'>): RouteErrorDoc[] {
  return [
    { status: 400, code: 'invalid-request' },
    { status: 400, code: 'unknown-field' },
    { status: 400, code: 'malformed-json' },
    ...(hasPathParameter(route.path) ? [{ status: 400, code: 'malformed-path' }] : []),
    { status: 413, code: 'payload-too-large' },
    { status: 415, code: 'unsupported-media-type' },
    { status: 415, code: 'unsupported-charset' },
    { status: 415, code: 'unsupported-encoding' },
  ];
}

const errorResponse = (codes: string[]) => ({
  description: `Refused: ${codes.join(', ')}`,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function responses(route: RegisteredRoute): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    answers[status] =
      schema === null
        ? { description: 'No content' }
        : {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
          };
  }
  const refusals = new Map<number, string[]>();
  const refuse = (status: number, code: string) =>
    refusals.set(status, [...(refusals.get(status) ?? []), code]);
  for (const { status, code } of requestRefusals(route)) refuse(status, code);
  for (const { code } of Object.values(route.fieldErrors ?? {})) refuse(400, code);
  if (route.auth !== 'none') refuse(401, 'invalid-authorization-token');
  if (route.auth !== 'none') refuse(401, 'user-token-expired');
  if (route.auth !== 'none') refuse(401, 'user-disabled');
  if (route.limits) refuse(429, 'too-many-requests');
  for (const { status, code } of route.errors ?? []) refuse(status, code);
  for (const [status, codes] of [...refusals].sort(([a], [b]) => a - b)) {
    answers[String(status)] = errorResponse([...new Set(codes)]);
  }
  return answers;
}

function operation(route: RegisteredRoute): Record<string, unknown> {
  const body = route.body ? strictTopLevel(route.body) : undefined;
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags ?? [route.path.split('/')[1] ?? 'api'],
    security:
      route.auth === 'user'
        ? [{ bearerAuth: [] }]
        : route.auth === 'optional'
          ? [{}, { bearerAuth: [] }]
          : [],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses: responses(route),
  };
}

/**
 * Builds the OpenAPI 3.1 document from the registry: every route with its parameters, body and
 * answers (as JSON Schema generated by zod), its auth and its documented refusals.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version = '0.1.0'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sitewright API',
      version,
      description:
        'Every call answers errors as { code, message }. Product calls carry `Authorization: Bearer <accessToken>`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorBody: jsonSchema(z.object({ code: z.string(), message: z.string() }), 'output'),
      },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
