import {
  type CornerStyle,
  cornerStyle,
  type PresetStyle,
  presetStyle,
  type ThemeColorField,
  themeColorFields,
  type Website,
} from '@sitewright/model';
import { applyPresetStyle, fontPairs, presetStyles } from '@sitewright/templates';
import { useId } from 'react';
import { SelectField } from '../../ui/field.tsx';
import { updateTheme } from './document-edits.ts';
import type { Edit } from './edit.ts';
import { isPalette, presetStyleNames, themePalettes } from './theme-palettes.ts';

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

/**
 * Spec §2 Theme panel: palettes applied in one click and the seven colours as custom colours, font
 * pairs, button and image corners, and the preset styles under the owner's names.
 */
export function ThemePanel({ doc, edit, readOnly }: { doc: Website; edit: Edit; readOnly: boolean }) {
  const { theme } = doc;
  const pair = fontPairs.find(
    (p) => p.heading.family === theme.headingFont.family && p.body.family === theme.bodyFont.family,
  );
  const corners = cornerStyle.options.map((c) => ({ value: c, label: c }));
  return (
    <section className="designer-panel" aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <fieldset className="palettes" disabled={readOnly}>
        <legend>Colours</legend>
        <div className="palettes__list">
          {themePalettes.map((palette) => (
            <button
              key={palette.name}
              type="button"
              className="palette"
              aria-pressed={isPalette(theme.colors, palette)}
              onClick={() => !readOnly && edit((d) => updateTheme(d, { colors: { ...palette.colours } }))}
            >
              <span
                className="palette__swatch"
                aria-hidden="true"
                style={{ background: palette.colours.backgroundColor }}
              >
                <span style={{ background: palette.colours.primaryTextColor }} />
                <span style={{ background: palette.colours.secondaryTextColor }} />
                <span style={{ background: palette.colours.buttonBackgroundColor }} />
              </span>
              {palette.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="colour-fields" disabled={readOnly}>
        <legend>Custom colours</legend>
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
      <fieldset className="preset-styles" disabled={readOnly}>
        <legend>Style</legend>
        {presetStyle.options.map((p) => (
          <label key={p} className="preset-style">
            <input
              type="radio"
              name="preset-style"
              value={p}
              checked={theme.presetStyle === p}
              onChange={() =>
                !readOnly && edit((d) => ({ ...d, theme: applyPresetStyle(d.theme, p as PresetStyle) }))
              }
            />
            <span>
              <strong>{presetStyleNames[p]}</strong>
              <span className="preset-style__description">{presetStyles[p].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
