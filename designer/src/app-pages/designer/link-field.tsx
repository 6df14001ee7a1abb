import { type LinkType, socialNetwork } from '@sitewright/model';
import { socialNetworkNames } from '@sitewright/templates';
import { SelectField } from '../../ui/field.tsx';
import { CheckedTextField } from './checked-text-field.tsx';
import type { Absent, LinkShape, ZodLike } from './schema-fields.ts';

type LinkValue = Record<string, unknown> & { type: LinkType; label: string };

/** A section a Section link may scroll to. */
export interface SectionChoice {
  id: string;
  title: string;
}

const typeNames: Record<LinkType, string> = {
  None: 'None (text only)',
  Email: 'Email',
  Web: 'Web address',
  Phone: 'Phone',
  Section: 'Section of this page',
  Social: 'Social profile',
};

/** Spec §3 "Social networks" by the names the published footer shows. */
export const networkNames = socialNetworkNames;

function fieldSchema(shape: LinkShape, type: LinkType, key: string): ZodLike | undefined {
  const variant = shape.variants[type];
  if (!variant) return undefined;
  return (variant._zod.def as unknown as { shape?: Record<string, ZodLike> }).shape?.[key];
}

/**
 * A link of `type`, keeping the label and button look of `previous`: the fields the type needs
 * start empty (a Section link points at the first section offered). Null when the schema refuses
 * it (a Section link on a page with no other section).
 */
export function linkOfType(
  shape: LinkShape,
  type: LinkType,
  previous: Partial<LinkValue> | undefined,
  sections: readonly SectionChoice[],
): LinkValue | null {
  const schema = shape.variants[type];
  if (!schema) return null;
  const base: LinkValue = {
    type,
    label: previous?.label ?? '',
    buttonStyle: previous?.buttonStyle ?? 'solid',
    buttonSize: previous?.buttonSize ?? 'Medium',
  };
  const targets: Record<LinkType, Record<string, unknown>> = {
    None: {},
    Email: { email: '' },
    Web: { url: '', acceptanceState: 'Pending' },
    Phone: { phone: '' },
    Section: { sectionId: sections[0]?.id ?? '' },
    Social: { network: 'instagram', url: '' },
  };
  const next = { ...base, ...targets[type] };
  return schema.safeParse(next).success ? next : null;
}

/**
 * The link editor (spec §3 Link): its type (None, Email, Web, Phone, Section, Social — those its
 * schema allows), the label, the input its type needs (checked with the model's §5 messages), and
 * the button style and size.
 */
export function LinkField({
  label,
  value,
  shape,
  absent,
  sections,
  readOnly,
  onChange,
  coalesceKey,
}: {
  label: string;
  value: LinkValue | undefined;
  shape: LinkShape;
  absent: Absent;
  sections: readonly SectionChoice[];
  readOnly: boolean;
  onChange(next: LinkValue | undefined, coalesceKey?: string): void;
  coalesceKey: string;
}) {
  const set = (patch: Record<string, unknown>, key?: string) =>
    value && onChange({ ...value, ...patch } as LinkValue, key ? `${coalesceKey}.${key}` : undefined);
  const typeOptions = [
    ...(absent === 'required' ? [] : [{ value: '', label: 'No link' }]),
    ...shape.types.map((t) => ({ value: t, label: typeNames[t] })),
  ];
  const text = (
    key: string,
    name: string,
    type: 'text' | 'email' | 'tel' | 'url' = 'text',
    hint?: string,
  ) => {
    const schema = value && fieldSchema(shape, value.type, key);
    if (!value || !schema) return null;
    return (
      <CheckedTextField
        key={`${value.type}-${key}`}
        label={name}
        type={type}
        value={String(value[key] ?? '')}
        schema={schema}
        readOnly={readOnly}
        maxLength={(schema as ZodLike).maxLength ?? undefined}
        {...(hint ? { hint } : {})}
        onChange={(text) =>
          set(
            key === 'url' && value.type === 'Web'
              ? { url: text, acceptanceState: 'Pending' }
              : { [key]: text },
            key,
          )
        }
      />
    );
  };

  return (
    <fieldset className="link-field" data-link-field={label}>
      <legend>{label}</legend>
      {(shape.types.length > 1 || absent !== 'required') && !readOnly && (
        <SelectField
          label="Link type"
          name={`${coalesceKey}-type`}
          value={value?.type ?? ''}
          options={typeOptions}
          onChange={(type) => {
            if (!type) return onChange(absent === 'null' ? (null as unknown as undefined) : undefined);
            const next = linkOfType(shape, type as LinkType, value, sections);
            if (next) onChange(next);
          }}
        />
      )}
      {value && (
        <>
          {text('label', 'Label')}
          {value.type === 'Email' && text('email', 'Email address', 'email')}
          {value.type === 'Web' && text('url', 'Web address', 'url')}
          {value.type === 'Phone' && text('phone', 'Phone number', 'tel')}
          {value.type === 'Section' && (
            <SelectField
              label="Section"
              name={`${coalesceKey}-section`}
              value={String(value.sectionId ?? '')}
              options={[
                ...(sections.some((s) => s.id === value.sectionId)
                  ? []
                  : [{ value: String(value.sectionId ?? ''), label: 'Choose a section' }]),
                ...sections.map((s) => ({ value: s.id, label: s.title })),
              ]}
              onChange={(sectionId) => sectionId && set({ sectionId })}
            />
          )}
          {value.type === 'Social' && (
            <>
              <SelectField
                label="Social network"
                name={`${coalesceKey}-network`}
                value={String(value.network ?? 'instagram')}
                options={socialNetwork.options.map((n) => ({ value: n, label: networkNames[n] }))}
                onChange={(network) => set({ network })}
              />
              {text('url', 'Profile address', 'url')}
            </>
          )}
          {!readOnly && 'buttonStyle' in value && (
            <div className="link-field__look">
              <SelectField
                label="Button style"
                name={`${coalesceKey}-style`}
                value={String(value.buttonStyle)}
                options={[
                  { value: 'solid', label: 'Solid' },
                  { value: 'outlined', label: 'Outlined' },
                ]}
                onChange={(buttonStyle) => set({ buttonStyle })}
              />
              <SelectField
                label="Button size"
                name={`${coalesceKey}-size`}
                value={String(value.buttonSize)}
                options={[
                  { value: 'Medium', label: 'Medium' },
                  { value: 'Large', label: 'Large' },
                ]}
                onChange={(buttonSize) => set({ buttonSize })}
              />
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
