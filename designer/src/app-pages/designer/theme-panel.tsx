import {
  type CornerStyle,
  cornerStyle,
  type PresetStyle,
  presetStyle,
  type ThemeColorField,
  themeColorFields,
  type Website,
} from '@sitewright/model';
import { applyPresetStyle, fontPairs } from '@sitewright/templates';
import { useId } from 'react';
import { SelectField } from '../../ui/field.tsx';
import { updateTheme } from './document-edits.ts';
import type { Edit } from './edit.ts';

/** "buttonBackgroundHoverColor" → "Button background hover colour". */
function colourLabel(field: ThemeColorField): string {
  const words = field
    .replace(/Color$/, 'Colour')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `<input type=color>` only takes #rrggbb. */
const sixDigits = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex)
    ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
    : hex.toLowerCase();

function ColourField({
  field,
  value,
  onChange,
  disabled,
}: {
  field: ThemeColorField;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="colour-field">
      <input
        id={id}
        type="color"
        value={sixDigits(value)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
      <label htmlFor={id}>{colourLabel(field)}</label>
      <code>{value}</code>
    </div>
  );
}

/** Spec §2 Theme panel: the seven colours, font pairs, button and image corners, preset styles. */
export function ThemePanel({ doc, edit, readOnly }: { doc: Website; edit: Edit; readOnly: boolean }) {
  const { theme } = doc;
  const pair = fontPairs.find(
    (p) => p.heading.family === theme.headingFont.family && p.body.family === theme.bodyFont.family,
  );
  const corners = cornerStyle.options.map((c) => ({ value: c, label: c }));
  return (
    <section className="designer-panel" aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <fieldset className="colour-fields" disabled={readOnly}>
        <legend>Colours</legend>
        {themeColorFields.map((field) => (
          <ColourField
            key={field}
            field={field}
            disabled={readOnly}
            value={theme.colors[field] ?? '#000000'}
            onChange={(v) =>
              edit((d) => updateTheme(d, { colors: { ...d.theme.colors, [field]: v } }), `theme.${field}`)
            }
          />
        ))}
      </fieldset>
      <SelectField
        label="Fonts"
        name="font-pair"
        value={pair?.name ?? ''}
        options={[
          ...(pair ? [] : [{ value: '', label: `${theme.headingFont.family} / ${theme.bodyFont.family}` }]),
          ...fontPairs.map((p) => ({
            value: p.name,
            label: `${p.name}: ${p.heading.family} and ${p.body.family}`,
          })),
        ]}
        onChange={(name) => {
          const chosen = fontPairs.find((p) => p.name === name);
          if (chosen && !readOnly)
            edit((d) => updateTheme(d, { headingFont: chosen.heading, bodyFont: chosen.body }));
        }}
      />
      <SelectField
        label="Button corners"
        name="button-corners"
        value={theme.buttonCorners}
        options={corners}
        onChange={(v) => !readOnly && edit((d) => updateTheme(d, { buttonCorners: v as CornerStyle }))}
      />
      <SelectField
        label="Image corners"
        name="image-corners"
        value={theme.imageCorners}
        options={corners}
        onChange={(v) => !readOnly && edit((d) => updateTheme(d, { imageCorners: v as CornerStyle }))}
      />
      <SelectField
        label="Preset style"
        name="preset-style"
        value={theme.presetStyle}
        options={presetStyle.options.map((p) => ({ value: p, label: p }))}
        onChange={(v) =>
          !readOnly && edit((d) => ({ ...d, theme: applyPresetStyle(d.theme, v as PresetStyle) }))
        }
      />
    </section>
  );
}
