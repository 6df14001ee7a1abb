import { onboardingSectionOptions } from '@sitewright/model';
import { fontPairs } from '@sitewright/templates';
import type { StepProps } from './about-step.tsx';
import { FontFaces, fontStyle } from './font-faces.tsx';
import { palettes } from './palettes.ts';

/**
 * Font selection: one card per font pair, its name drawn in the pair's heading font and a line in
 * its body font — the published site's own files (`FontFaces`). Each line has a fixed height and
 * never wraps, so the swap from the system font to the web font moves nothing.
 */
export function FontStep({ answers, update }: StepProps) {
  return (
    <fieldset className="wizard__fieldset">
      <legend>Choose your fonts</legend>
      <FontFaces pairs={fontPairs} />
      <div className="choice-grid choice-grid--wide">
        {fontPairs.map((pair, index) => (
          <label key={pair.name} className="choice font-card" data-font-pair={pair.name}>
            <input
              type="radio"
              name="fontPair"
              checked={answers.fontPair === index}
              onChange={() => update({ fontPair: index })}
            />
            <span className="font-card__heading" style={fontStyle(pair.heading)}>
              {pair.name}
            </span>
            <span className="font-card__body" style={fontStyle(pair.body)}>
              Clear words for your services and prices.
            </span>
            <span className="choice__detail">
              {pair.heading.family} headings, {pair.body.family} text
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The first sentence of the description, for a palette's mock page (one line, cut by CSS). */
function firstSentence(text: string): string {
  const trimmed = text.trim();
  return /^[^.!?\n]*[.!?]?/.exec(trimmed)?.[0] || trimmed;
}

/**
 * Colour selection: each palette shown as a small page in its colours — a heading, a line of text
 * and a button, in the fonts just chosen; the theme panel applies the same palettes later.
 */
export function ColourStep({ answers, update }: StepProps) {
  const pair = fontPairs[answers.fontPair] ?? fontPairs[0]!;
  const heading = answers.businessName.trim() || 'Your business';
  const text = firstSentence(answers.description) || 'What you offer, and where.';
  return (
    <fieldset className="wizard__fieldset">
      <legend>Choose your colours</legend>
      <FontFaces pairs={[pair]} />
      <div className="choice-grid choice-grid--wide">
        {palettes.map((palette, index) => {
          const c = palette.colours;
          return (
            <label key={palette.name} className="choice palette-card" data-palette={palette.name}>
              <input
                type="radio"
                name="palette"
                checked={answers.palette === index}
                onChange={() => update({ palette: index })}
              />
              <span className="choice__title">{palette.name}</span>
              <span className="palette-mock" aria-hidden="true" style={{ background: c.backgroundColor }}>
                <span
                  className="palette-mock__heading"
                  style={{ ...fontStyle(pair.heading), color: c.primaryTextColor }}
                >
                  {heading}
                </span>
                <span
                  className="palette-mock__text"
                  style={{ ...fontStyle(pair.body), color: c.secondaryTextColor }}
                >
                  {text}
                </span>
                <span
                  className="palette-mock__button"
                  style={{
                    ...fontStyle(pair.body),
                    background: c.buttonBackgroundColor,
                    color: c.buttonTextColor,
                  }}
                >
                  Book now
                </span>
              </span>
            </label>
          );
        })}
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
