/**
 * The side form of a section is generated from the section's zod schema (model `sectionSchemas`):
 * every text field becomes an input whose `maxLength` is the schema's limit, and every list of
 * items with text fields becomes an item list capped at the schema's maximum. Images, links and
 * presentation choices are other editors' work. Reads zod 4's public definition objects.
 */

interface ZodLike {
  _zod: { def: { type: string } };
  maxLength?: number | null;
  safeParse(value: unknown): { success: boolean };
}

export type FormField =
  | { kind: 'text'; key: string; label: string; maxLength: number | undefined; multiline: boolean }
  | {
      kind: 'items';
      key: string;
      label: string;
      max: number | undefined;
      item: ZodLike;
      fields: FormField[];
    };

const skipped = new Set(['id', 'type', 'role']);
/** Longer limits get a text area. */
const multilineFrom = 200;

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: ZodLike): Def => schema._zod.def as Def;

/** The schema inside optional, nullable and default wrappers. */
function unwrap(schema: ZodLike): ZodLike {
  let current = schema;
  while (['optional', 'nullable', 'default', 'prefault'].includes(defOf(current).type)) {
    current = defOf(current).innerType as ZodLike;
  }
  return current;
}

function arrayMax(schema: ZodLike): number | undefined {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[];
  return checks.map((c) => c._zod.def).find((d) => d.check === 'max_length')?.maximum;
}

/** "paragraph" → "Paragraph", "authorName" → "Author name". */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The editable text fields and item lists of an object schema, in schema order. */
export function formFields(schema: ZodLike): FormField[] {
  const shape = (defOf(unwrap(schema)).shape ?? {}) as Record<string, ZodLike>;
  const fields: FormField[] = [];
  for (const [key, raw] of Object.entries(shape)) {
    if (skipped.has(key)) continue;
    const inner = unwrap(raw);
    if (defOf(inner).type === 'string') {
      const maxLength = inner.maxLength ?? undefined;
      fields.push({
        kind: 'text',
        key,
        label: fieldLabel(key),
        maxLength,
        multiline: (maxLength ?? 0) >= multilineFrom,
      });
    } else if (defOf(inner).type === 'array') {
      const item = unwrap(defOf(inner).element as ZodLike);
      if (defOf(item).type !== 'object') continue;
      const itemFields = formFields(item).filter((f) => f.kind === 'text');
      if (itemFields.length > 0) {
        fields.push({
          kind: 'items',
          key,
          label: fieldLabel(key),
          max: arrayMax(inner),
          item,
          fields: itemFields,
        });
      }
    }
  }
  return fields;
}

/** A blank value of a schema: what a new item starts as (empty texts, no image, first choice). */
export function blankValue(schema: ZodLike, newId: () => string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return undefined;
    case 'nullable':
      return null;
    case 'default':
    case 'prefault': {
      const value = def.defaultValue;
      return typeof value === 'function' ? (value as () => unknown)() : value;
    }
    case 'string':
      return '';
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodLike>)) {
        const value = key === 'id' ? newId() : blankValue(field, newId);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A new item for a list, or null when the schema needs something a blank cannot give. */
export function newItem(item: ZodLike, newId: () => string): Record<string, unknown> | null {
  const value = blankValue(item, newId);
  return item.safeParse(value).success ? (value as Record<string, unknown>) : null;
}
