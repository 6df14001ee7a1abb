import { z } from 'zod';
import type { CopySpec } from '../copy/copy-specs.ts';
import type { JsonSchemaNode } from '../copy/repair-to-schema.ts';

/**
 * The JSON Schema sent as `response_format` (OpenAI structured outputs, `strict: true`). Strict
 * mode accepts only a subset of JSON Schema: every property required, no additional properties
 * (both as zod writes them) and no length, count or pattern keywords. Those limits move into the
 * field descriptions, where the model reads them; the answer is still checked against the full
 * zod schema, so a limit stated only in words is enforced all the same.
 */
function strictNode(node: JsonSchemaNode): JsonSchemaNode {
  const { maxLength, minLength, maxItems, minItems, pattern, format, $schema, ...rest } = node;
  const limits: string[] = [];
  if (typeof minLength === 'number' && minLength > 0) limits.push('not empty');
  if (typeof maxLength === 'number') limits.push(`at most ${maxLength} characters`);
  if (typeof minItems === 'number' || typeof maxItems === 'number') {
    limits.push(`${minItems ?? 0} to ${maxItems ?? 'any number of'} items`);
  }
  if (typeof pattern === 'string' && pattern.includes('0-9a-fA-F')) limits.push('a hex colour like #1F2933');
  void $schema;
  void format;
  const out: JsonSchemaNode = { ...rest };
  if (limits.length > 0) {
    const description = typeof rest.description === 'string' ? `${rest.description} ` : '';
    out.description = `${description}(${limits.join(', ')})`;
  }
  if (rest.properties) {
    out.properties = Object.fromEntries(Object.entries(rest.properties).map(([k, v]) => [k, strictNode(v)]));
  }
  if (rest.items) out.items = strictNode(rest.items);
  if (rest.anyOf) out.anyOf = rest.anyOf.map(strictNode);
  return out;
}

export interface SpecSchemas {
  /** Sent to the API. */
  strict: Record<string, unknown>;
  /** With every limit, for the local repair (`repairToSchema`). */
  full: JsonSchemaNode;
}

const cache = new WeakMap<CopySpec<unknown>, SpecSchemas>();

/** Both JSON Schemas of a spec, made from its zod schema once. */
export function schemasOf(spec: CopySpec<unknown>): SpecSchemas {
  let found = cache.get(spec);
  if (!found) {
    const full = z.toJSONSchema(spec.schema) as JsonSchemaNode;
    found = { full, strict: strictNode(full) as Record<string, unknown> };
    cache.set(spec, found);
  }
  return found;
}
