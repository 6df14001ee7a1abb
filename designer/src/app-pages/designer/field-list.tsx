import type { Image, ImageFrame, Industry, SectionType, SocialNetwork } from '@sitewright/model';
import type { ReactNode } from 'react';
import { SelectField } from '../../ui/field.tsx';
import { CheckedTextField } from './checked-text-field.tsx';
import { Slider } from './image-crop.tsx';
import { ImageField } from './image-field.tsx';
import { ItemList } from './item-list.tsx';
import { LinkField, networkNames, type SectionChoice } from './link-field.tsx';
import { type FormField, fieldLabel } from './schema-fields.ts';

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

/** The controls of some fields of an object (a section, a group, an item), each labelled with `suffix`. */
export function FieldList({
  fields,
  values,
  onSet,
  ctx,
  prefix,
  suffix = '',
}: {
  fields: readonly FormField[];
  values: Record<string, unknown>;
  onSet: SetField;
  ctx: FormContext;
  /** The coalesce key's start: typing in one field is one undo step. */
  prefix: string;
  suffix?: string;
}): ReactNode {
  return fields.map((field) => {
    const label = `${field.label}${suffix}`;
    const value = values[field.key];
    const coalesceKey = `${prefix}.${field.key}`;
    switch (field.kind) {
      case 'text':
        return (
          <CheckedTextField
            key={field.key}
            label={label}
            value={String(value ?? '')}
            schema={field.schema}
            maxLength={field.maxLength}
            multiline={field.multiline}
            readOnly={ctx.readOnly}
            onChange={(text) => onSet(field.key, text, coalesceKey)}
          />
        );
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
      case 'items':
        return (
          <ItemList
            key={field.key}
            field={field}
            label={label}
            items={(value ?? []) as Record<string, unknown>[]}
            ctx={ctx}
            prefix={coalesceKey}
            onChange={(next, c) => onSet(field.key, next, c)}
            renderFields={(props) => <FieldList {...props} ctx={ctx} />}
          />
        );
      default:
        return null;
    }
  });
}
