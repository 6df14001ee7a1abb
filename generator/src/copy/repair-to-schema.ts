import { cutAtSentence } from './text-fit.ts';

/** The part of a JSON Schema (as `z.toJSONSchema` writes it) the repair walks. */
export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  maxItems?: number;
  maxLength?: number;
  anyOf?: JsonSchemaNode[];
  [keyword: string]: unknown;
}

/** What a repair did, one line per change, e.g. `reviews.1.paragraph: cut to 3 sentences (612 chars)`. */
export interface SchemaRepair {
  value: unknown;
  changes: string[];
}

/**
 * Repairs an answer to the limits its JSON Schema states, where that is safe: text over its
 * `maxLength` is cut back to whole sentences (never mid-sentence; if not even the first sentence
 * fits, it is left for the schema to refuse and the AI to write again), strings are trimmed, and
 * arrays over `maxItems` lose their extra items. Anything else is left as it is.
 */
export function repairToSchema(value: unknown, schema: JsonSchemaNode, path = ''): SchemaRepair {
  const changes: string[] = [];
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));

  if (typeof value === 'string') {
    let text = value.trim();
    if (schema.maxLength !== undefined && text.length > schema.maxLength) {
      const cut = cutAtSentence(text, schema.maxLength);
      if (cut !== null) {
        changes.push(`${path}: cut at a sentence end to ${cut.length} of ${schema.maxLength} characters`);
        text = cut;
      }
    }
    return { value: text, changes };
  }

  if (Array.isArray(value)) {
    let items = value;
    if (schema.maxItems !== undefined && items.length > schema.maxItems) {
      changes.push(`${path}: kept the first ${schema.maxItems} of ${items.length} items`);
      items = items.slice(0, schema.maxItems);
    }
    const repaired = items.map((item, i) => {
      const r = schema.items ? repairToSchema(item, schema.items, at(i)) : { value: item, changes: [] };
      changes.push(...r.changes);
      return r.value;
    });
    return { value: repaired, changes };
  }

  if (value !== null && typeof value === 'object' && schema.properties) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (!(key in out)) continue;
      const r = repairToSchema(out[key], sub, at(key));
      out[key] = r.value;
      changes.push(...r.changes);
    }
    return { value: out, changes };
  }

  return { value, changes };
}
