import type { Image, ImageFrame, Industry, SectionType, SocialNetwork } from '@sitewright/model';
import type { ReactNode } from 'react';
import { SelectField } from '../../ui/field.tsx';
import { CheckedTextField } from './checked-text-field.tsx';
import { Slider } from './image-crop.tsx';
import { ImageField } from './image-field.tsx';
import { ItemList } from './item-list.tsx';
import { LinkField, networkNames, type SectionChoice } from './link-field.tsx';
import { type FormField, fieldLabel } from './schema-fields.ts';
import { markedFieldHint, type SectionMarks, SuggestionMarks } from './suggestion-mark.tsx';

/** What every control of a section form knows. */
export interface FormContext {
  websiteId: string;
  industry: Industry | undefined;
  /** The sections a Section link may point at. */
  sections: SectionChoice[];
  sectionType: SectionType;
  /** The section's layout choice (Gallery Grid shows square frames, Carousel landscape). */
  layout: string | undefined;
  /** First words of an image search when the image has no tags. */
  searchWords: string;
  readOnly: boolean;
  newId(): string;
  /** The section's pending suggestions, shown marked at their fields and items. */
  marks?: SectionMarks | undefined;
}

export type SetField = (key: string, value: unknown, coalesceKey?: string) => void;

/** The frame each section shows its images in unless the image names one (templates/src/sections). */
function defaultFrame(ctx: FormContext): ImageFrame {
  switch (ctx.sectionType) {
    case 'Team':
      return 'Circle';
    case 'Gallery':
      return ctx.layout === 'Carousel' ? 'Landscape' : 'Square';
    case 'Introduction':
    case 'ImageBanner':
      return 'Wide';
    default:
      return 'Landscape';
  }
}

const searchKind = (type: SectionType) =>
  type === 'Introduction' ? 'intro' : type === 'ImageBanner' ? 'banner' : 'gallery';

/** "TextArea" → "Text area", "solid" → "Solid", "whatsApp" → "WhatsApp". */
const choiceName = (value: string) => networkNames[value as SocialNetwork] ?? fieldLabel(value);

/**
 * The controls of some fields of an object (a section, a group, an item), each labelled with `suffix`.
 * `holder` says whose suggestions the fields show: null for the section's own fields, an item's id
 * for the fields of an item of one of the section's lists, absent for groups (no suggestion marks
 * a field inside a group).
 */
export function FieldList({
  fields,
  values,
  onSet,
  ctx,
  prefix,
  suffix = '',
  holder,
}: {
  fields: readonly FormField[];
  values: Record<string, unknown>;
  onSet: SetField;
  ctx: FormContext;
  /** The coalesce key's start: typing in one field is one undo step. */
  prefix: string;
  suffix?: string;
  holder?: string | null;
}): ReactNode {
  const marks = holder === undefined ? undefined : ctx.marks;
  return fields.map((field) => {
    const label = `${field.label}${suffix}`;
    const value = values[field.key];
    const coalesceKey = `${prefix}.${field.key}`;
    switch (field.kind) {
      case 'text': {
        const suggested = marks && holder !== undefined ? marks.forField(holder, field.key) : [];
        const control = (
          <CheckedTextField
            key={field.key}
            label={label}
            value={String(value ?? '')}
            schema={field.schema}
            maxLength={field.maxLength}
            multiline={field.multiline}
            readOnly={ctx.readOnly}
            {...(suggested.length > 0 ? { hint: markedFieldHint } : {})}
            onChange={(text) => onSet(field.key, text, coalesceKey)}
          />
        );
        if (!marks || suggested.length === 0) return control;
        return (
          <div key={field.key} className="field-suggested">
            {control}
            <SuggestionMarks marks={suggested} of={marks} />
          </div>
        );
      }
      case 'number':
        return (
          <Slider
            key={field.key}
            label={label}
            value={Number(value ?? field.min)}
            min={field.min}
            max={field.max}
            step={field.step}
            shown={field.step === 1 ? `${value} px` : `${Math.round(Number(value) * 100)}%`}
            disabled={ctx.readOnly}
            onChange={(n) => onSet(field.key, n, coalesceKey)}
          />
        );
      case 'choice':
        return ctx.readOnly ? null : (
          <SelectField
            key={field.key}
            label={label}
            name={coalesceKey}
            value={value == null ? '' : String(value)}
            options={[
              ...(field.absent === 'required' ? [] : [{ value: '', label: 'None' }]),
              ...field.options.map((o) => ({ value: o, label: choiceName(o) })),
            ]}
            onChange={(choice) =>
              onSet(field.key, choice === '' ? (field.absent === 'null' ? null : undefined) : choice)
            }
          />
        );
      case 'image': {
        const image = value as Image | null | undefined;
        return (
          <ImageField
            key={field.key}
            label={label}
            image={image}
            absent={field.absent}
            defaultFrame={defaultFrame(ctx)}
            search={{
              kind: searchKind(ctx.sectionType),
              initialQuery: image?.tags.slice(0, 3).join(' ') || (ctx.industry ? '' : ctx.searchWords),
            }}
            ctx={ctx}
            readOnly={ctx.readOnly}
            onChange={(next, key) => onSet(field.key, next, key ? `${prefix}.${key}` : undefined)}
          />
        );
      }
      case 'link':
        return (
          <LinkField
            key={field.key}
            label={label}
            value={(value ?? undefined) as Parameters<typeof LinkField>[0]['value']}
            shape={field.link}
            absent={field.absent}
            sections={ctx.sections}
            readOnly={ctx.readOnly}
            coalesceKey={coalesceKey}
            onChange={(next, key) => onSet(field.key, next, key)}
          />
        );
      case 'group': {
        const group = (value ?? {}) as Record<string, unknown>;
        return (
          <fieldset key={field.key} className="field-group">
            <legend>{label}</legend>
            <FieldList
              fields={field.fields}
              values={group}
              ctx={ctx}
              prefix={coalesceKey}
              suffix={suffix}
              onSet={(key, next, c) => onSet(field.key, { ...group, [key]: next }, c)}
            />
          </fieldset>
        );
      }
      case 'items': {
        // Suggestions mark items of the section's own lists only (not of lists inside a group).
        const itemMarks = holder === null ? marks : undefined;
        const idOf = (item: Record<string, unknown>) => (typeof item.id === 'string' ? item.id : undefined);
        return (
          <ItemList
            key={field.key}
            field={field}
            label={label}
            items={(value ?? []) as Record<string, unknown>[]}
            ctx={ctx}
            prefix={coalesceKey}
            onChange={(next, c) => onSet(field.key, next, c)}
            renderFields={(props) => (
              <FieldList {...props} ctx={ctx} holder={itemMarks && idOf(props.values)} />
            )}
            {...(itemMarks
              ? {
                  renderItemMarks: (item: Record<string, unknown>) => {
                    const id = idOf(item);
                    return id ? <SuggestionMarks marks={itemMarks.forItem(id)} of={itemMarks} /> : null;
                  },
                  isSuggested: (item: Record<string, unknown>) => {
                    const id = idOf(item);
                    return id !== undefined && itemMarks.forItem(id).length > 0;
                  },
                }
              : {})}
          />
        );
      }
      default:
        return null;
    }
  });
}
