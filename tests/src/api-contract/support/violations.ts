import fc from 'fast-check';
import { alternatives, type JsonSchema, sampleOf, typesOf } from './json-schema.ts';

/** A place in a JSON value, with the schema that governs it. */
interface Spot {
  path: (string | number)[];
  schema: JsonSchema;
  present: boolean;
  required: boolean;
}

/** What a violation does to a value: set a new value at `path`, or remove the field. */
export interface Mutation {
  kind: string;
  path: (string | number)[];
  remove?: true;
  value?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The alternative of a union that describes `value` (by its JSON type), else the first. */
function alternativeFor(schema: JsonSchema, value: unknown): JsonSchema {
  const options = alternatives(schema);
  const type = jsonType(value);
  return (
    options.find((o) => typesOf(o).includes(type) || (type === 'integer' && typesOf(o).includes('number'))) ??
    options.find((o) => !typesOf(o).includes('null')) ??
    schema
  );
}

function collectSpots(
  schema: JsonSchema,
  value: unknown,
  path: Spot['path'],
  required: boolean,
  out: Spot[],
) {
  out.push({ path, schema, present: value !== undefined, required });
  if (path.length >= 8 || value === undefined) return;
  const s = alternativeFor(schema, value);
  if (isObject(value) && s.properties) {
    for (const [name, property] of Object.entries(s.properties)) {
      collectSpots(property, value[name], [...path, name], s.required?.includes(name) ?? false, out);
    }
  }
  if (Array.isArray(value) && value.length > 0 && s.items)
    collectSpots(s.items, value[0], [...path, 0], true, out);
}

/** Every field of `value` (and every absent optional field of its objects) with its schema. */
export function spotsOf(schema: JsonSchema, value: unknown): Spot[] {
  const out: Spot[] = [];
  collectSpots(schema, value, [], true, out);
  return out;
}

/** Values of every JSON type, some of them hostile (NUL, lone surrogate, huge numbers). */
export const wrongTypeValues: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  null,
  '',
  'x',
  '\u0000',
  '\ud800',
  '1',
  'true',
  [],
  [null],
  ['x'],
  {},
  { a: 1 },
  { $gt: '' },
];

/** Keys no schema declares: prototype tricks, privilege-looking names, arbitrary text. */
export const unknownKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role_id', 'user_id', 'toString', ''),
  fc.string({ minLength: 1, maxLength: 16, unit: 'grapheme' }),
);

function overLong(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 1, max: 64 }).map((extra) => 'x'.repeat(max + extra)),
    // Each emoji is two UTF-16 units: the limit counts what the schema counts.
    fc.integer({ min: 1, max: 8 }).map((extra) => '😀'.repeat(Math.ceil(max / 2) + extra)),
    fc.constant('y'.repeat(max * 4 + 1000)),
  );
}

/** The violations that make sense at one spot. */
function spotViolations(spot: Spot, declared: (path: Spot['path']) => string[]): fc.Arbitrary<Mutation>[] {
  const { path } = spot;
  const set = (kind: string) => (value: unknown) => ({ kind, path, value });
  const out: fc.Arbitrary<Mutation>[] = [fc.constantFrom(...wrongTypeValues).map(set('wrong-type'))];
  if (spot.required && spot.present && path.length > 0)
    out.push(fc.constant({ kind: 'missing-required', path, remove: true as const }));
  for (const s of alternatives(spot.schema)) {
    if (s.maxLength !== undefined) out.push(overLong(s.maxLength).map(set('over-long')));
    // zod accepts it; the api refuses it (Postgres can store U+0000 in neither text nor jsonb).
    if (typesOf(s).includes('string'))
      out.push(fc.constantFrom('a\u0000b', '\u0000').map(set('nul-character')));
    if (s.minLength !== undefined && s.minLength > 0)
      out.push(fc.constant('a'.repeat(s.minLength - 1)).map(set('too-short')));
    if (s.enum || 'const' in s) {
      const allowed = s.enum ?? [s.const];
      out.push(
        fc
          .oneof(
            fc.string({ maxLength: 24 }),
            fc.constant(String(allowed[0]).toUpperCase()),
            fc.constant(' '),
          )
          .filter((v) => !allowed.includes(v))
          .map(set('not-allowed')),
      );
    }
    if (s.pattern !== undefined || s.format !== undefined)
      out.push(fc.string({ maxLength: 40, unit: 'grapheme' }).map(set('bad-format')));
    if (s.maxItems !== undefined) {
      const item = s.items ? sampleOf(s.items) : null;
      out.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => item)).map(set('too-many')));
    }
    if (s.maximum !== undefined) out.push(fc.constantFrom(s.maximum + 1, 1e308).map(set('over-maximum')));
    if (s.minimum !== undefined) out.push(fc.constantFrom(s.minimum - 1, -1e308).map(set('under-minimum')));
    if (typesOf(s).includes('integer')) out.push(fc.constant(0.5).map(set('not-integer')));
    if (typesOf(s).includes('object') && spot.present) {
      const known = declared(path);
      out.push(
        fc
          .tuple(
            unknownKeys.filter((k) => !known.includes(k)),
            fc.constantFrom<unknown>(1, 'x', null, {}),
          )
          .map(([key, value]) => ({ kind: 'unknown-field', path: [...path, key], value })),
      );
    }
  }
  return out;
}

/** Violations of `base` (a valid value of `schema`): one field at a time, anywhere in the value. */
export function valueViolations(schema: JsonSchema, base: unknown): fc.Arbitrary<Mutation> {
  const spots = spotsOf(schema, base);
  const declaredAt = new Map(spots.map((s) => [JSON.stringify(s.path), s]));
  const declared = (path: Spot['path']) => {
    const spot = declaredAt.get(JSON.stringify(path));
    if (!spot) return [];
    return alternatives(spot.schema).flatMap((s) => [
      ...Object.keys(s.properties ?? {}),
      ...((s.propertyNames?.enum as string[] | undefined) ?? []),
    ]);
  };
  return fc
    .integer({ min: 0, max: spots.length - 1 })
    .chain((i) => fc.oneof(...spotViolations(spots[i]!, declared)));
}

/** `base` with `mutation` applied (a deep copy; keys such as `__proto__` become own properties). */
export function applyMutation(base: unknown, mutation: Mutation): unknown {
  if (mutation.path.length === 0) return mutation.remove ? undefined : mutation.value;
  const root = structuredClone(base);
  let at: unknown = root;
  for (const key of mutation.path.slice(0, -1)) {
    if (!isObject(at) && !Array.isArray(at)) return root;
    at = (at as Record<string | number, unknown>)[key];
  }
  const last = mutation.path.at(-1)!;
  if (!isObject(at) && !Array.isArray(at)) return root;
  if (mutation.remove) delete (at as Record<string | number, unknown>)[last];
  else
    Object.defineProperty(at, last, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return root;
}

/** JSON texts a JSON parser must refuse. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'a': 1}",
    '{"a": 1,}',
    '{a: 1}',
    '{"a": NaN}',
    '{"a": undefined}',
    '{"a": 1} {"b": 2}',
    '/* comment */ {}',
    '{"a": "\\x41"}',
    '{"a": "unterminated}',
    '\u0000',
    '[1, 2',
  ),
  // Not '': an empty body is no body, which calls without a body accept.
  fc.string({ minLength: 1, maxLength: 64 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** A JSON text just over the api's 2 MB body limit. */
export function oversizedJson(): string {
  return JSON.stringify({ padding: 'p'.repeat(2 * 1024 * 1024 + 512) });
}
