import { randomUUID } from 'node:crypto';
import type { RegisteredRoute } from '@sitewright/api';
import fc from 'fast-check';
import type { JsonSchema } from './json-schema.ts';
import { sampleOf } from './json-schema.ts';
import { multipartViolations } from './multipart.ts';
import { applyMutation, brokenJson, oversizedJson, unknownKeys, valueViolations } from './violations.ts';

/** One hostile request, and whether the api must refuse it (4xx) or may answer it (GETs, see below). */
export interface Attack {
  kind: string;
  caller: 'owner' | 'anonymous';
  /** Sends `accept: application/json`, as API clients do; without it a visitor form may answer HTML. */
  acceptsJson: boolean;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  mustRefuse: boolean;
}

/** A route with its request schemas as JSON Schema (from the OpenAPI document) and valid inputs. */
export interface RouteUnderTest {
  route: RegisteredRoute;
  paramNames: string[];
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  validParams: Record<string, string>;
  validBody: unknown;
}

type Schema = NonNullable<RegisteredRoute['body']>;

/** The schema as the registry applies it: a plain top-level object is strict (unknown fields → 400). */
function strictTop(schema: Schema): Schema {
  const s = schema as Schema & { def?: { type?: string; catchall?: unknown }; strict?: () => Schema };
  return s.def?.type === 'object' && s.def.catchall === undefined && s.strict ? s.strict() : schema;
}

/** Whether the route's schema refuses `value` for one part of the request. */
export function refuses(route: RegisteredRoute, part: 'params' | 'query' | 'body', value: unknown): boolean {
  const schema = route[part];
  if (!schema) return part === 'body' ? value !== undefined && !isEmptyObject(value) : false;
  // What the server parses: the value after a trip through JSON (dates become strings).
  const sent = part === 'body' && value !== undefined ? JSON.parse(JSON.stringify(value)) : value;
  return !strictTop(schema).safeParse(sent).success;
}

/** Whether a text of the value holds U+0000, which the api refuses wherever zod would not. */
export const holdsNul = (value: unknown) => JSON.stringify(value).includes('\\u0000');

const isEmptyObject = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

/**
 * Path parameters that are values the caller chooses, not references to stored rows: any value
 * the schema accepts may be answered 2xx. `handle`: the availability check answers 200 for any
 * text (spec §4); `creationId`: the client picks it before the creation starts, and the stream
 * waits for it.
 */
export const valueParams = new Set(['handle', 'creationId']);

/** Bad path segments, sent raw: path tricks, NUL, malformed and over-long escapes, unicode. */
const rawSegments = [
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE',
  '%FF',
  'a%2Fb',
  '%20',
  `${'%41'.repeat(300)}`,
];

/** Bad values for a path parameter, sent percent-encoded. */
const badValues = fc.oneof(
  fc.constantFrom(
    ' ',
    'x'.repeat(129),
    'x'.repeat(2000),
    'ü',
    '😀',
    '\u0000',
    'null',
    'undefined',
    '0',
    '-1',
    "' or 1=1 --",
    '<script>',
    '../../etc/passwd',
    '\r\nx: y',
    randomUUID().toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).filter((s) => !/[\ud800-\udfff]/.test(s)),
);

/** A path segment and the value Express hands the route for it (undefined: it cannot decode it). */
const badSegment: fc.Arbitrary<{ segment: string; value: string | undefined }> = fc.oneof(
  fc.constantFrom(...rawSegments).map((segment) => {
    try {
      return { segment, value: decodeURIComponent(segment) };
    } catch {
      return { segment, value: undefined };
    }
  }),
  badValues.map((value) => ({ segment: encodeURIComponent(value), value })),
);

function buildPath(r: RouteUnderTest, segments: Record<string, string>, query = ''): string {
  const path = r.route.path.replace(/:(\w+)/g, (_m, name: string) => segments[name] ?? '');
  return `/api${path}${query}`;
}

const encodedParams = (r: RouteUnderTest) =>
  Object.fromEntries(Object.entries(r.validParams).map(([k, v]) => [k, encodeURIComponent(v)]));

/** The wrong content types: other media types, JSON in a charset the parser refuses, none at all. */
const wrongTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=contract',
  'application/xml',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  '',
);

/**
 * Every kind of bad request for one route: bad body fields (wrong types, missing, over-long,
 * unknown fields …), non-object and broken JSON, a body over the 2 MB limit, wrong content types,
 * bad path parameters and bad query strings — each with the rest of the request valid.
 *
 * Decisions: a body sent to a GET is harmless (GETs write nothing; registry GETs refuse it, raw
 * GETs ignore it), so only its answer's shape and "nothing written" are checked. The query of a
 * route without a query schema is ignored by design (README), so it is not attacked.
 */
export function attacksOn(r: RouteUnderTest): fc.Arbitrary<Attack> {
  const { method } = r.route;
  const isGet = method === 'get';
  const validPath = buildPath(r, encodedParams(r));
  const json = { 'content-type': 'application/json' };
  const validText = r.validBody === undefined ? undefined : JSON.stringify(r.validBody);
  type Kind = fc.Arbitrary<Omit<Attack, 'caller' | 'method' | 'acceptsJson'>>;
  const kinds: Kind[] = [];

  if (r.body) {
    kinds.push(
      valueViolations(r.body, r.validBody)
        .map((m) => ({ mutation: m, value: applyMutation(r.validBody, m) }))
        .filter(({ value }) => value !== undefined && (refuses(r.route, 'body', value) || holdsNul(value)))
        .map(({ mutation, value }) => ({
          kind: `body ${mutation.kind} at ${mutation.path.join('.') || '(root)'}`,
          path: validPath,
          headers: json,
          body: JSON.stringify(value),
          mustRefuse: true,
        })),
    );
  } else {
    kinds.push(
      fc
        .oneof(
          // Not the visitor forms' own fields, which would make a valid submission.
          fc
            .tuple(
              unknownKeys.filter((k) => k !== 'email' && k !== 'company_website'),
              fc.jsonValue(),
            )
            .map(([k, v]) => JSON.stringify({ [k]: v })),
          fc.constantFrom('[]', '[{}]', '{"a":1}'),
        )
        .map((body) => ({
          kind: 'body on a call without one',
          path: validPath,
          headers: json,
          body,
          mustRefuse: !isGet,
        })),
    );
  }
  kinds.push(
    fc.constantFrom('[]', '[1]', `[${validText ?? '{}'}]`, '"text"', '0', 'null', 'true').map((body) => ({
      kind: 'body not an object',
      path: validPath,
      headers: json,
      body,
      // Primitives are malformed JSON to the parser on every call; an array is read, and a GET may ignore it.
      mustRefuse: !isGet || !body.startsWith('['),
    })),
    brokenJson.map((body) => ({
      kind: 'broken JSON',
      path: validPath,
      headers: json,
      body,
      mustRefuse: true,
    })),
    wrongTypes.map(
      (type): Omit<Attack, 'caller' | 'method' | 'acceptsJson'> => ({
        kind: `content-type '${type}'`,
        path: validPath,
        headers: type === '' ? {} : { 'content-type': type },
        body: validText ?? '{"a":1}',
        // body-parser refuses the charset on every call; other types go unread, which a GET may ignore.
        mustRefuse: !isGet || type.includes('charset'),
      }),
    ),
  );
  // Raw multipart calls (tag `uploads`) have no JSON body schema: their form is attacked instead.
  if (method === 'post' && r.route.tags?.includes('uploads')) {
    kinds.push(
      multipartViolations.map(({ kind, boundary, body }) => ({
        kind: `multipart ${kind}`,
        path: validPath,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        mustRefuse: true,
      })),
    );
  }
  if (r.paramNames.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...r.paramNames), badSegment).map(([name, { segment, value }]) => {
        const params = { ...r.validParams, [name]: value };
        const schemaAccepts =
          value !== undefined && r.route.params !== undefined && !refuses(r.route, 'params', params);
        return {
          kind: `bad path parameter ${name}=${JSON.stringify(segment)}`,
          path: buildPath(r, { ...encodedParams(r), [name]: segment }),
          headers: validText === undefined ? {} : json,
          ...(validText === undefined ? {} : { body: validText }),
          mustRefuse: !(schemaAccepts && valueParams.has(name)),
        };
      }),
    );
  }
  const queryNames = Object.keys(r.query);
  if (queryNames.length > 0) {
    const declared = fc.constantFrom(...queryNames);
    kinds.push(
      fc
        .oneof(
          fc
            .tuple(
              unknownKeys.filter((k) => k !== '' && !queryNames.includes(k)),
              fc.string(),
            )
            .map(([k, v]) => ({ [k]: v })),
          fc.tuple(declared, fc.string(), fc.string()).map(([k, a, b]) => ({ [k]: [a, b] })),
          declared.map((k) => ({ [k]: 'q'.repeat((r.query[k]?.maxLength ?? 4096) + 1) })),
          fc.tuple(declared, fc.string({ maxLength: 30, unit: 'grapheme' })).map(([k, v]) => ({ [k]: v })),
        )
        .map((query) => {
          const search = new URLSearchParams();
          for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
          return {
            kind: `query ${search.toString().slice(0, 80)}`,
            path: buildPath(r, encodedParams(r), `?${search.toString()}`),
            headers: validText === undefined ? {} : json,
            ...(validText === undefined ? {} : { body: validText }),
            mustRefuse: refuses(r.route, 'query', query) || holdsNul(query),
          };
        }),
    );
  }
  const caller = fc.constantFrom<Attack['caller']>('owner', 'owner', 'owner', 'anonymous');
  // The oversized body is costly to send: weight 1 where every other kind has 4.
  const oversized: Kind = fc.constant(0).map(() => ({
    kind: 'body over 2 MB',
    path: validPath,
    headers: json,
    body: oversizedJson(),
    mustRefuse: true,
  }));
  const weighted = [
    ...kinds.map((arbitrary) => ({ arbitrary, weight: 4 })),
    { arbitrary: oversized, weight: 1 },
  ];
  return fc.tuple(caller, fc.boolean(), fc.oneof(...weighted)).map(([who, acceptsJson, attack]) => ({
    ...attack,
    caller: who,
    acceptsJson,
    method: method.toUpperCase(),
    headers: acceptsJson ? { ...attack.headers, accept: 'application/json' } : attack.headers,
  }));
}

/** A valid value for every path parameter: the scene's real rows, else one derived from the schema. */
export function validParamsFor(
  names: string[],
  schemas: Record<string, JsonSchema>,
  known: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, known[name] ?? String(sampleOf(schemas[name] ?? { type: 'string' }, name))]),
  );
}
