import { type Section, sectionDefinitions, sectionSchemas } from '@sitewright/model';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { updateSection } from './document-edits.ts';
import type { Edit } from './edit.ts';
import { type FormField, formFields, newItem } from './schema-fields.ts';

type Item = Record<string, unknown> & { id?: string };

const newId = () => crypto.randomUUID();

function TextInput({
  field,
  value,
  onChange,
  readOnly,
  label,
}: {
  field: Extract<FormField, { kind: 'text' }>;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  label: string;
}) {
  const common = { label, value, readOnly, maxLength: field.maxLength, name: field.key };
  return field.multiline ? (
    <TextAreaField {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <TextField {...common} onChange={(e) => onChange(e.target.value)} />
  );
}

/**
 * The side form of the selected section, generated from its schema (`schema-fields.ts`): text
 * fields with the schema's `maxLength`, and item lists (services, reviews, FAQs …) with add,
 * remove and reorder within the schema's maximum count.
 */
export function SectionForm({
  section,
  edit,
  readOnly,
}: {
  section: Section;
  edit: Edit;
  readOnly: boolean;
}) {
  const fields = formFields(sectionSchemas[section.type]);
  const values = section as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown, coalesce?: string) =>
    edit((d) => updateSection(d, section.id, { [key]: value }), coalesce);
  const title = sectionDefinitions[section.type].title;

  return (
    <form className="section-form" aria-label={`Edit ${title}`} onSubmit={(e) => e.preventDefault()}>
      <h3>{title}</h3>
      {fields.length === 0 && <p>This section has no text to edit here.</p>}
      {fields.map((field) => {
        if (field.kind === 'text') {
          return (
            <TextInput
              key={field.key}
              field={field}
              label={field.label}
              readOnly={readOnly}
              value={String(values[field.key] ?? '')}
              onChange={(v) => set(field.key, v, `${section.id}.${field.key}`)}
            />
          );
        }
        const items = (values[field.key] ?? []) as Item[];
        const setItems = (next: Item[]) => set(field.key, next);
        const blank = newItem(field.item, newId);
        const full = field.max !== undefined && items.length >= field.max;
        return (
          <fieldset key={field.key} className="item-list">
            <legend>
              {field.label} ({items.length}
              {field.max !== undefined ? ` of ${field.max}` : ''})
            </legend>
            {items.map((item, i) => (
              <div key={item.id ?? i} className="item-list__item">
                {field.fields.map((sub) =>
                  sub.kind === 'text' ? (
                    <TextInput
                      key={sub.key}
                      field={sub}
                      label={`${sub.label} ${i + 1}`}
                      readOnly={readOnly}
                      value={String(item[sub.key] ?? '')}
                      onChange={(v) => {
                        const next = items.map((it, j) => (j === i ? { ...it, [sub.key]: v } : it));
                        set(field.key, next, `${section.id}.${field.key}.${i}.${sub.key}`);
                      }}
                    />
                  ) : null,
                )}
                {!readOnly && (
                  <div className="item-list__actions">
                    <Button
                      size="small"
                      variant="quiet"
                      disabled={i === 0}
                      aria-label={`Move item ${i + 1} up`}
                      onClick={() => setItems(swap(items, i, i - 1))}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      variant="quiet"
                      disabled={i === items.length - 1}
                      aria-label={`Move item ${i + 1} down`}
                      onClick={() => setItems(swap(items, i, i + 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={`Remove item ${i + 1}`}
                      onClick={() => setItems(items.filter((_, j) => j !== i))}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </div>
            ))}
            {!readOnly && blank && (
              <Button
                size="small"
                variant="secondary"
                disabled={full}
                onClick={() => setItems([...items, newItem(field.item, newId) as Item])}
              >
                Add item
              </Button>
            )}
          </fieldset>
        );
      })}
    </form>
  );
}

function swap<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  const [x, y] = [next[a], next[b]];
  if (x === undefined || y === undefined) return next;
  next[a] = y;
  next[b] = x;
  return next;
}
