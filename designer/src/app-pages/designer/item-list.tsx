import type { Image } from '@sitewright/model';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { useImagePicker } from './image-picker-modal.tsx';
import { LinkField, linkOfType, type SectionChoice } from './link-field.tsx';
import {
  type FormField,
  fieldError,
  fieldLabel,
  itemLabel,
  itemNeedsImage,
  newItem,
  nextItem,
} from './schema-fields.ts';

type Item = Record<string, unknown>;
type ItemsField = Extract<FormField, { kind: 'items' }>;

/** What an item list needs of its form. */
interface ItemListContext {
  sections: SectionChoice[];
  readOnly: boolean;
  searchWords: string;
  newId(): string;
}

export interface RenderFieldsProps {
  fields: readonly FormField[];
  values: Item;
  onSet(key: string, value: unknown, coalesceKey?: string): void;
  prefix: string;
  suffix: string;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moving] = next.splice(from, 1);
  if (moving === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, moving);
  return next;
}

/** A new link item: the first type the list takes; a menu link is named after its section. */
function newLink(field: ItemsField, sections: readonly SectionChoice[]): Item | null {
  if (field.shape.kind !== 'link') return null;
  const type = field.shape.link.types[0]!;
  const link = linkOfType(field.shape.link, type, undefined, sections);
  if (!link) return null;
  const section = sections.find((s) => s.id === link.sectionId);
  const labelMax = field.shape.link.labelMax ?? 28;
  return { ...link, label: type === 'Section' && section ? section.title.slice(0, labelMax) : link.label };
}

/**
 * A list of items (services, reviews, gallery images, logos, buttons, menu and footer links,
 * social profiles …): each item's controls, add, remove and reorder within the list's §9 maximum.
 * Every change is checked against the list's schema first (one profile per network, the contact
 * form's required fields), so the draft never holds a list the model refuses.
 */
export function ItemList({
  field,
  label,
  items,
  ctx,
  prefix,
  onChange,
  renderFields,
  renderItemMarks,
  isSuggested,
}: {
  field: ItemsField;
  label: string;
  items: Item[];
  ctx: ItemListContext;
  prefix: string;
  onChange(next: Item[], coalesceKey?: string): void;
  renderFields(props: RenderFieldsProps): ReactNode;
  /** The marks of suggestions that are the whole item (a suggested review or team member). */
  renderItemMarks?(item: Item): ReactNode;
  /** Whether the whole item is a suggestion (its row is marked). */
  isSuggested?(item: Item): boolean;
}) {
  const openPicker = useImagePicker();
  const [error, setError] = useState<string | null>(null);
  const one = itemLabel(label);
  const full = field.max !== undefined && items.length >= field.max;
  const commit = (next: Item[], coalesceKey?: string) => {
    const refusal = fieldError(field.list, next);
    setError(refusal);
    if (!refusal) onChange(next, coalesceKey);
  };
  const replace = (index: number, item: Item | undefined, coalesceKey?: string) =>
    item &&
    commit(
      items.map((it, j) => (j === index ? item : it)),
      coalesceKey,
    );

  const needsImage = field.shape.kind === 'object' && itemNeedsImage(field, ctx.newId);
  const add = () => {
    if (field.shape.kind === 'link') {
      const link = newLink(field, ctx.sections);
      if (link) commit([...items, link]);
      return;
    }
    if (needsImage) {
      openPicker({
        initialQuery: ctx.searchWords,
        title: `Choose an image for the new ${one.toLowerCase()}`,
        onPick: (image: Image) => {
          const item = nextItem(field, items, ctx.newId, { image });
          if (item) commit([...items, item]);
        },
      });
      return;
    }
    const item = nextItem(field, items, ctx.newId);
    if (item) commit([...items, item]);
  };
  const canAdd = field.shape.kind !== 'object' || needsImage || nextItem(field, items, ctx.newId) !== null;

  /** Logo items: switching Text ↔ Image keeps the id and the link; an Image logo needs a picture first. */
  const switchVariant = (index: number, item: Item, value: string) => {
    if (field.shape.kind !== 'variants') return;
    const variant = field.shape.variants.find((v) => v.value === value);
    if (!variant) return;
    const keep = { id: item.id, ...(item.link ? { link: item.link } : {}) };
    const blank = newItem(variant.schema, ctx.newId);
    if (blank) return replace(index, { ...blank, ...keep });
    openPicker({
      initialQuery: String(item.text ?? ctx.searchWords),
      title: `Choose an image for ${one.toLowerCase()} ${index + 1}`,
      onPick: (image: Image) => {
        const withImage = newItem(variant.schema, ctx.newId, { image });
        if (withImage) replace(index, { ...withImage, ...keep });
      },
    });
  };

  const renderItem = (item: Item, i: number): ReactNode => {
    const name = `${one} ${i + 1}`;
    const itemPrefix = `${prefix}.${i}`;
    const onSet = (key: string, value: unknown, coalesceKey?: string) =>
      replace(i, { ...item, [key]: value }, coalesceKey);
    switch (field.shape.kind) {
      case 'link':
        return (
          <LinkField
            label={name}
            value={item as Parameters<typeof LinkField>[0]['value']}
            shape={field.shape.link}
            absent="required"
            sections={ctx.sections}
            readOnly={ctx.readOnly}
            coalesceKey={itemPrefix}
            onChange={(next, c) => replace(i, next, c)}
          />
        );
      case 'object':
        return renderFields({
          fields: field.shape.fields,
          values: item,
          onSet,
          prefix: itemPrefix,
          suffix: ` ${i + 1}`,
        });
      case 'variants': {
        const tag = String(item[field.shape.discriminator] ?? '');
        const variant = field.shape.variants.find((v) => v.value === tag);
        return (
          <>
            {!ctx.readOnly && (
              <SelectField
                label={`${one} ${i + 1} ${fieldLabel(field.shape.discriminator).toLowerCase()}`}
                name={`${itemPrefix}-${field.shape.discriminator}`}
                value={tag}
                options={field.shape.variants.map((v) => ({ value: v.value, label: v.value }))}
                onChange={(value) => switchVariant(i, item, value)}
              />
            )}
            {variant &&
              renderFields({
                fields: variant.fields,
                values: item,
                onSet,
                prefix: itemPrefix,
                suffix: ` ${i + 1}`,
              })}
          </>
        );
      }
    }
  };

  return (
    <fieldset className="item-list" data-item-list={field.key}>
      <legend>
        {label} ({items.length}
        {field.max !== undefined ? ` of ${field.max}` : ''})
      </legend>
      {items.map((item, i) => (
        <div
          key={typeof item.id === 'string' ? item.id : i}
          className={isSuggested?.(item) ? 'item-list__item item-list__item--suggested' : 'item-list__item'}
        >
          {renderItemMarks?.(item)}
          {renderItem(item, i)}
          {!ctx.readOnly && (
            <div className="item-list__actions">
              <Button
                size="small"
                variant="quiet"
                disabled={i === 0}
                aria-label={`Move ${one.toLowerCase()} ${i + 1} up`}
                onClick={() => commit(move(items, i, i - 1))}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="quiet"
                disabled={i === items.length - 1}
                aria-label={`Move ${one.toLowerCase()} ${i + 1} down`}
                onClick={() => commit(move(items, i, i + 1))}
              >
                ↓
              </Button>
              <Button
                size="small"
                variant="quiet"
                aria-label={`Remove ${one.toLowerCase()} ${i + 1}`}
                onClick={() => commit(items.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          )}
        </div>
      ))}
      {error && (
        <p className="image-field__error" role="alert">
          {error}
        </p>
      )}
      {!ctx.readOnly && canAdd && (
        <Button size="small" variant="secondary" disabled={full} onClick={add}>
          Add {one.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
