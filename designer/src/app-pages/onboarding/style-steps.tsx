import { onboardingSectionOptions } from '@sitewright/model';
import { fontPairs } from '@sitewright/templates';
import type { StepProps } from './about-step.tsx';
import { palettes } from './palettes.ts';

/** Font selection: the templates' font pairs, each previewed in a system stand-in (no web fonts yet). */
export function FontStep({ answers, update }: StepProps) {
  return (
    <fieldset className="wizard__fieldset">
      <legend>Choose your fonts</legend>
      <div className="choice-grid">
        {fontPairs.map((pair, index) => (
          <label key={pair.name} className="choice">
            <input
              type="radio"
              name="fontPair"
              checked={answers.fontPair === index}
              onChange={() => update({ fontPair: index })}
            />
            <span className="choice__title">{pair.name}</span>
            <span className="choice__detail">
              {pair.heading.family} headings, {pair.body.family} text
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Colour selection: a few complete palettes; the theme panel edits each colour later. */
export function ColourStep({ answers, update }: StepProps) {
  return (
    <fieldset className="wizard__fieldset">
      <legend>Choose your colours</legend>
      <div className="choice-grid">
        {palettes.map((palette, index) => (
          <label key={palette.name} className="choice">
            <input
              type="radio"
              name="palette"
              checked={answers.palette === index}
              onChange={() => update({ palette: index })}
            />
            <span className="choice__title">{palette.name}</span>
            <span
              className="swatch"
              aria-hidden="true"
              style={{ background: palette.colours.backgroundColor, color: palette.colours.primaryTextColor }}
            >
              Aa
              <span
                className="swatch__button"
                style={{
                  background: palette.colours.buttonBackgroundColor,
                  color: palette.colours.buttonTextColor,
                }}
              >
                Book
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Section selection (spec §2): Code Embed hidden, Header & Footer one required choice. */
export function SectionStep({ answers, update }: StepProps) {
  const toggle = (key: string, on: boolean) =>
    update({ sections: on ? [...answers.sections, key] : answers.sections.filter((k) => k !== key) });
  return (
    <fieldset className="wizard__fieldset">
      <legend>Choose your sections</legend>
      <p className="field__hint">You can add, remove and reorder sections in the designer later.</p>
      <div className="choice-grid">
        {onboardingSectionOptions.map((option) => (
          <label key={option.key} className="choice choice--check">
            <input
              type="checkbox"
              name="sections"
              value={option.key}
              checked={option.required || answers.sections.includes(option.key)}
              disabled={option.required}
              onChange={(event) => toggle(option.key, event.target.checked)}
            />
            <span className="choice__title">{option.title}</span>
            {option.required ? <span className="choice__detail">Always included</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
