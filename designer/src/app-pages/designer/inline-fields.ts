import { type SectionType, sectionDefinitions, sectionSchemas, type Website } from '@sitewright/model';
import {
  type FormField,
  fieldError,
  formFields,
  itemLabel,
  type LinkShape,
  type ZodLike,
} from './schema-fields.ts';

/**
 * In-place editing's binding: the preview marks a text with the document path it shows
 * (`data-sw-field="sections.3.items.1.heading"`, rendered by the templates in preview mode only);
 * this file finds that path's field in the section's schema — the same `formFields` the side form is
 * built from, so the same §9 limit and the same model messages apply — and writes a typed text there.
 */

/** A text field of the draft reached by a marked path. */
export interface InlineField {
  path: string;
  /** The field as the side form labels it, with the item's number ("Item 2 heading"). */
  label: string;
  /** The section's title ("Introduction"). */
  sectionTitle: string;
  maxLength: number | undefined;
  /** Whether line breaks belong in the text (the side form's text area). */
  multiline: boolean;
  schema: ZodLike;
}

type Keys = readonly string[];

const isIndex = (key: string | undefined) => key !== undefined && /^\d+$/.test(key);
const defOf = (schema: ZodLike) => schema._zod.def as Record<string, unknown>;

/** A link label's own schema: the label of the link variant the link has (Section, Web …). */
function linkLabel(
  link: LinkShape,
  value: unknown,
): { schema: ZodLike; maxLength: number | undefined } | null {
  const type = (value as { type?: string } | null)?.type;
  const variant = type ? link.variants[type as keyof LinkShape['variants']] : undefined;
  const label = variant ? (defOf(variant).shape as Record<string, ZodLike> | undefined)?.label : undefined;
  return label ? { schema: label, maxLength: link.labelMax } : null;
}

/** Follows `keys` through the fields of an object (a section, a group, an item). */
function walk(
  fields: readonly FormField[],
  value: unknown,
  keys: Keys,
  prefix: string,
): Omit<InlineField, 'path' | 'sectionTitle'> | null {
  const [key, ...rest] = keys;
  const field = fields.find((f) => f.key === key);
  if (!field || !key) return null;
  const inner = (value as Record<string, unknown> | null | undefined)?.[key];
  const label = prefix ? `${prefix} ${field.label.toLowerCase()}` : field.label;
  switch (field.kind) {
    case 'text':
      return rest.length === 0
        ? { label, maxLength: field.maxLength, multiline: field.multiline, schema: field.schema }
        : null;
    case 'group':
      return walk(field.fields, inner, rest, prefix);
    case 'link': {
      if (rest.length !== 1 || rest[0] !== 'label') return null;
      const found = linkLabel(field.link, inner);
      return found ? { label: `${label} label`, multiline: false, ...found } : null;
    }
    case 'items': {
      const [index, ...within] = rest;
      if (!isIndex(index)) return null;
      const item = (inner as unknown[] | undefined)?.[Number(index)];
      if (item === undefined) return null;
      const name = `${itemLabel(field.label)} ${Number(index) + 1}`;
      const shape = field.shape;
      if (shape.kind === 'link') {
        if (within.length !== 1 || within[0] !== 'label') return null;
        const found = linkLabel(shape.link, item);
        return found ? { label: `${name} label`, multiline: false, ...found } : null;
      }
      if (shape.kind === 'object') return walk(shape.fields, item, within, name);
      const tag = (item as Record<string, unknown>)[shape.discriminator];
      const variant = shape.variants.find((v) => v.value === tag);
      return variant ? walk(variant.fields, item, within, name) : null;
    }
    default:
      return null;
  }
}

/** A section type's form fields, read once: every preview update names each marked text. */
const fieldsByType = new Map<SectionType, FormField[]>();
function sectionFields(type: SectionType): FormField[] {
  let fields = fieldsByType.get(type);
  if (!fields) {
    fields = formFields(sectionSchemas[type]);
    fieldsByType.set(type, fields);
  }
  return fields;
}

/** The text field a marked path names in this draft, or null (a path the form does not edit). */
export function inlineField(doc: Website, path: string): InlineField | null {
  const [root, index, ...keys] = path.split('.');
  if (root !== 'sections' || !isIndex(index)) return null;
  const section = doc.sections[Number(index)];
  if (!section) return null;
  const found = walk(sectionFields(section.type), section, keys, '');
  return found ? { ...found, path, sectionTitle: sectionDefinitions[section.type].title } : null;
}

/** The value at a dotted path of the draft. */
export function valueAt(doc: Website, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setIn(target: unknown, keys: Keys, value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(target)) {
    const index = Number(key);
    if (!isIndex(key) || index >= target.length) return target;
    const next = setIn(target[index], rest, value);
    if (next === target[index]) return target;
    const copy = target.slice();
    copy[index] = next;
    return copy;
  }
  if (target === null || typeof target !== 'object') return target;
  const record = target as Record<string, unknown>;
  if (rest.length > 0 && !(key in record)) return target;
  const next = setIn(record[key], rest, value);
  return next === record[key] ? target : { ...record, [key]: next };
}

/** The draft with `text` at `path`; the same draft when the path is gone or holds the text already. */
export function withText(doc: Website, path: string, text: string): Website {
  if (typeof valueAt(doc, path) !== 'string') return doc;
  return setIn(doc, path.split('.'), text) as Website;
}

/**
 * What the preview's editor reads as the element's text, made plain: no-break spaces (what a
 * browser types at a line's end) become spaces, and a single-line field keeps no line break.
 */
export function plainText(raw: string, multiline: boolean): string {
  const text = raw.replace(/\u00a0/g, ' ').replace(/\r\n?/g, '\n');
  return multiline ? text : text.replace(/\s*\n\s*/g, ' ');
}

/** Cut at `max` UTF-16 units (the schema's count) without splitting a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** What committing a typed text does. */
export interface InlineOutcome {
  /** The text the draft takes, or null when the schema refuses it (the draft keeps its value). */
  text: string | null;
  /** The model's message when the text was clipped to the field's maximum or refused. */
  message: string | null;
}

/**
 * A text typed in place, checked as the side form checks it: past the field's §9 maximum it is
 * clipped (the side form's input refuses the extra characters) and the schema's message for the
 * longer text is returned; a text the schema refuses otherwise (an empty button label) is not
 * written and its message returned, as `CheckedTextField` does.
 */
export function inlineOutcome(field: InlineField, typed: string): InlineOutcome {
  let text = plainText(typed, field.multiline);
  let message: string | null = null;
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    message = fieldError(field.schema, text);
    text = clip(text, field.maxLength);
  }
  const error = fieldError(field.schema, text);
  return error ? { text: null, message: error } : { text, message };
}

/** The accessible name of a marked text once editable: "Heading, Introduction". */
export const inlineFieldName = (field: InlineField) => `${field.label}, ${field.sectionTitle}`;
