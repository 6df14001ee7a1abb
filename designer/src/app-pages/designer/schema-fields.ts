import type { LinkType } from '@sitewright/model';

/**
 * The side form of a section is generated from the section's zod schema (model `sectionSchemas`):
 * text fields get the schema's `maxLength`, numbers its range, enums a choice, images the image
 * control, links the link editor, nested objects a group, and lists of items an item list capped
 * at the schema's maximum. Reads zod 4's public definition objects, so a new field in the model
 * shows up in the designer without designer code.
 */

export interface ZodLike {
  _zod: { def: { type: string } };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  safeParse(value: unknown): { success: boolean; error?: { issues: { code: string; message: string }[] } };
}

/** What a link field may point at: the variants its schema allows, keyed by link type. */
export interface LinkShape {
  types: LinkType[];
  variants: Partial<Record<LinkType, ZodLike>>;
  /** The label's limit (§9 Button label 28, Nav link 32). */
  labelMax: number | undefined;
}

/** How a list's items are edited. */
export type ItemShape =
  | { kind: 'object'; fields: FormField[] }
  | { kind: 'link'; link: LinkShape }
  /** A discriminated union of objects (Logo item: Text or Image). */
  | {
      kind: 'variants';
      discriminator: string;
      variants: { value: string; schema: ZodLike; fields: FormField[] }[];
    };

/** `absent` is what "none" stores: null (nullable), undefined (optional), or nothing (required). */
export type Absent = 'null' | 'undefined' | 'required';

export type FormField =
  | {
      kind: 'text';
      key: string;
      label: string;
      maxLength: number | undefined;
      multiline: boolean;
      schema: ZodLike;
    }
  | { kind: 'number'; key: string; label: string; min: number; max: number; step: number }
  | { kind: 'choice'; key: string; label: string; options: string[]; absent: Absent }
  | { kind: 'image'; key: string; label: string; absent: Absent }
  | { kind: 'link'; key: string; label: string; link: LinkShape; absent: Absent }
  | { kind: 'group'; key: string; label: string; fields: FormField[] }
  | {
      kind: 'items';
      key: string;
      label: string;
      max: number | undefined;
      /** The list's own schema (max count and rules such as "one profile per network"). */
      list: ZodLike;
      item: ZodLike;
      shape: ItemShape;
    };

/**
 * Not edited in the section form (a `type` literal never is): identities, contact field roles, the
 * link safety state (the api sets it), and
 * the presentation overrides every section has (alignment, background, border follow the theme).
 */
const skipped = new Set(['id', 'role', 'acceptanceState', 'alignment', 'background', 'border']);
/** Longer limits get a text area. */
const multilineFrom = 200;
const linkTypes: readonly string[] = ['None', 'Email', 'Web', 'Phone', 'Section', 'Social'];

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: ZodLike): Def => schema._zod.def as Def;
const shapeOf = (schema: ZodLike): Record<string, ZodLike> =>
  (defOf(schema).shape ?? {}) as Record<string, ZodLike>;

/** The schema inside optional, nullable and default wrappers. */
export function unwrap(schema: ZodLike): ZodLike {
  let current = schema;
  while (['optional', 'nullable', 'default', 'prefault'].includes(defOf(current).type)) {
    current = defOf(current).innerType as ZodLike;
  }
  return current;
}

/** What clearing a field stores: null for `.nullable()`, undefined for `.optional()`. */
function absentOf(schema: ZodLike): Absent {
  if (schema.safeParse(null).success) return 'null';
  if (schema.safeParse(undefined).success) return 'undefined';
  return 'required';
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

/** The spec §3 Image shape: a provider and its renditions. */
export function isImageSchema(schema: ZodLike): boolean {
  const shape = shapeOf(schema);
  return defOf(schema).type === 'object' && 'urls' in shape && 'provider' in shape;
}

/** The link type of one link variant (an object with a link `type` literal, a label and a button look). */
function linkVariantType(schema: ZodLike): LinkType | null {
  if (defOf(schema).type !== 'object') return null;
  const shape = shapeOf(schema);
  if (!shape.type || !shape.label || !shape.buttonStyle) return null;
  const values = (defOf(shape.type).values ?? []) as unknown[];
  const value = values[0];
  return typeof value === 'string' && linkTypes.includes(value) ? (value as LinkType) : null;
}

/** A link schema (one variant or a union of them) as the link editor needs it, or null. */
export function linkShape(schema: ZodLike): LinkShape | null {
  const options = defOf(schema).type === 'union' ? ((defOf(schema).options ?? []) as ZodLike[]) : [schema];
  const variants: Partial<Record<LinkType, ZodLike>> = {};
  for (const option of options) {
    const type = linkVariantType(option);
    if (!type) return null;
    variants[type] = option;
  }
  const types = Object.keys(variants) as LinkType[];
  if (types.length === 0) return null;
  const first = variants[types[0]!]!;
  return { types, variants, labelMax: unwrap(shapeOf(first).label!).maxLength ?? undefined };
}

function itemShape(element: ZodLike): ItemShape | null {
  const link = linkShape(element);
  if (link) return { kind: 'link', link };
  const def = defOf(element);
  if (def.type === 'object') {
    const fields = formFields(element);
    return fields.length > 0 ? { kind: 'object', fields } : null;
  }
  if (def.type === 'union' && typeof def.discriminator === 'string') {
    const discriminator = def.discriminator;
    const variants = (def.options as ZodLike[]).map((schema) => {
      const tag = shapeOf(schema)[discriminator];
      return {
        value: String(((tag ? defOf(tag).values : []) as unknown[])[0]),
        schema,
        fields: formFields(schema),
      };
    });
    return { kind: 'variants', discriminator, variants };
  }
  return null;
}

/** One field of an object schema as the form edits it, or null when it is not edited. */
function fieldOf(key: string, raw: ZodLike): FormField | null {
  const inner = unwrap(raw);
  const label = fieldLabel(key);
  const def = defOf(inner);
  if (def.type === 'string') {
    const maxLength = inner.maxLength ?? undefined;
    return { kind: 'text', key, label, maxLength, multiline: (maxLength ?? 0) >= multilineFrom, schema: raw };
  }
  if (def.type === 'number') {
    const min = inner.minValue ?? 0;
    const max = inner.maxValue ?? 100;
    return { kind: 'number', key, label, min, max, step: inner.isInt ? 1 : 0.01 };
  }
  if (def.type === 'enum') {
    const options = Object.values(def.entries as Record<string, string>);
    return { kind: 'choice', key, label, options, absent: absentOf(raw) };
  }
  if (isImageSchema(inner)) return { kind: 'image', key, label, absent: absentOf(raw) };
  const link = linkShape(inner);
  if (link) return { kind: 'link', key, label, link, absent: absentOf(raw) };
  if (def.type === 'object') {
    const fields = formFields(inner);
    return fields.length > 0 ? { kind: 'group', key, label, fields } : null;
  }
  if (def.type === 'array') {
    const item = unwrap(def.element as ZodLike);
    const shape = itemShape(item);
    if (!shape) return null;
    return { kind: 'items', key, label, max: arrayMax(inner), list: inner, item, shape };
  }
  return null;
}

/** The editable fields of an object schema, in schema order. */
export function formFields(schema: ZodLike): FormField[] {
  const fields: FormField[] = [];
  for (const [key, raw] of Object.entries(shapeOf(unwrap(schema)))) {
    if (skipped.has(key)) continue;
    const field = fieldOf(key, raw);
    if (field) fields.push(field);
  }
  return fields;
}

/** "Buttons" → "Button", "Social links" → "Social link": the name of one item of a list. */
export function itemLabel(listLabel: string): string {
  if (listLabel === 'Items') return 'Item';
  return listLabel.endsWith('s') ? listLabel.slice(0, -1) : listLabel;
}

/** What a blank value is built from: a new id, and the image a required image field starts with. */
export interface BlankOptions {
  image?: unknown;
  /**
   * The text a string that must not be empty starts with (a new contact form field's title, spec §3
   * "customisable title"), cut to the string's limit. Without it such a string starts empty, and the
   * item is refused.
   */
  text?: string;
}

/** A blank value of a schema: what a new item starts as (empty texts, no image, first choice). */
export function blankValue(schema: ZodLike, newId: () => string, options: BlankOptions = {}): unknown {
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
      if (schema.safeParse('').success || !options.text) return '';
      return options.text.slice(0, schema.maxLength ?? undefined);
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
    case 'union':
      return blankValue((def.options as ZodLike[])[0]!, newId, options);
    case 'object': {
      if (isImageSchema(schema)) return options.image;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodLike>)) {
        const value = key === 'id' ? newId() : blankValue(field, newId, options);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A new item for a list, or null when the schema needs something a blank cannot give (an image). */
export function newItem(
  item: ZodLike,
  newId: () => string,
  options: BlankOptions = {},
): Record<string, unknown> | null {
  const value = blankValue(item, newId, options);
  return item.safeParse(value).success ? (value as Record<string, unknown>) : null;
}

/** The enum keys of an item's schema and their values, in schema order, edited or not (a contact field's role). */
function enumKeys(item: ZodLike): { key: string; options: string[] }[] {
  if (defOf(item).type !== 'object') return [];
  return Object.entries(shapeOf(item)).flatMap(([key, raw]) => {
    const def = defOf(unwrap(raw));
    return def.type === 'enum'
      ? [{ key, options: Object.values(def.entries as Record<string, string>) }]
      : [];
  });
}

/**
 * A new item the whole list accepts: the blank one, or, when the list refuses it, the blank with the
 * first choice the list still takes — Footer: a network not listed yet (one profile per network);
 * Contact form: the `custom` role, as name, email and message are there once each (spec §3). A text
 * that must not be empty starts as "{item} {position}" ("Field 4").
 */
export function nextItem(
  field: Extract<FormField, { kind: 'items' }>,
  items: readonly unknown[],
  newId: () => string,
  options: BlankOptions = {},
): Record<string, unknown> | null {
  const text = options.text ?? `${itemLabel(field.label)} ${items.length + 1}`;
  const blank = newItem(field.item, newId, { ...options, text });
  if (!blank) return null;
  if (field.list.safeParse([...items, blank]).success) return blank;
  for (const choice of enumKeys(field.item)) {
    for (const option of choice.options) {
      const candidate = { ...blank, [choice.key]: option };
      if (field.list.safeParse([...items, candidate]).success) return candidate;
    }
  }
  return null;
}

/** Whether the list's items need an image before one can be added (Gallery). */
export function itemNeedsImage(field: Extract<FormField, { kind: 'items' }>, newId: () => string): boolean {
  return newItem(field.item, newId) === null && newItem(field.item, newId, { image: sampleImage }) !== null;
}

/** A valid image, only to ask the schema whether an image is all a blank item lacks. */
const sampleImage = {
  provider: 'Custom',
  description: '',
  tags: [],
  urls: [{ type: 'regular', url: 'https://images.example/sample.jpg' }],
  fit: 'cover',
};

/** The first message a schema gives for a value, or null when it is valid; "Too small" reads as "Required". */
export function fieldError(schema: ZodLike, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  if (!issue) return 'Invalid value';
  return issue.code === 'too_small' ? 'Required' : issue.message;
}
