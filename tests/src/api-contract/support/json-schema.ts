import { randomUUID } from 'node:crypto';

/** The JSON Schema 2020-12 that zod 4 writes for a request part (what `GET /api/openapi.json` lists). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The alternatives of a schema: its `anyOf` / `oneOf` options, or itself. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? (schema.allOf?.length === 1 ? schema.allOf : [schema]);
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * Values for fields whose rule JSON Schema cannot carry (zod refinements: an e-mail, a password's
 * minimum, a 6-digit code, a §5 handle), by the field's name.
 */
const byName: [RegExp, string][] = [
  [/email/i, 'owner@example.com'],
  [/password/i, 'Password-123'],
  [/^code$/, '123456'],
  [/^handle$/, 'contract-site'],
];

/** Strings tried, in order, for a `pattern` the schema sets (the first that matches is used). */
const patternCandidates = [
  'example.com',
  'shop.example.com',
  '/',
  '/designer',
  'a',
  'abc',
  'G-ABC123',
  '#fff',
];

function sampleString(schema: JsonSchema, name: string): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) => s.length >= min && s.length <= max;
  const named = byName.find(([pattern, value]) => pattern.test(name) && fits(value));
  if (named) return named[1];
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'owner@example.com';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = patternCandidates.find((s) => fits(s) && pattern.test(s));
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.max(min, 1));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

/**
 * A value the schema accepts, built from the schema alone: required properties only, the shortest
 * strings, the first enum member. Refinements JSON Schema cannot express (cross-field rules) are
 * not known here; the suite checks every sample with the route's zod schema.
 */
export function sampleOf(schema: JsonSchema, name = '', depth = 0): unknown {
  if (depth > 40) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf || schema.oneOf || schema.allOf) {
    const options = alternatives(schema);
    const first = options.find((o) => !typesOf(o).includes('null')) ?? options[0];
    return first ? sampleOf(first, name, depth + 1) : null;
  }
  const type = typesOf(schema).find((t) => t !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'number':
      return sampleNumber(schema, false);
    case 'integer':
      return sampleNumber(schema, true);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleOf(schema.items ?? {}, name, depth + 1),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = sampleOf(property, name, depth + 1);
        else if (
          schema.propertyNames?.enum?.includes(name) &&
          typeof schema.additionalProperties === 'object'
        )
          value[name] = sampleOf(schema.additionalProperties, name, depth + 1);
      }
      return value;
    }
    default:
      return 'a';
  }
}
