import { decidedLimits, fieldLimits } from '@sitewright/model';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import type { OnboardingAnswers } from './onboarding-answers.ts';
import { dayChoices, newHoursLine } from './opening-hours-lines.ts';

/** The about step's props (kept here, not imported, so the two files do not import each other). */
export interface ReachFieldsProps {
  answers: OnboardingAnswers;
  update(change: Partial<OnboardingAnswers>): void;
  errors: Partial<Record<keyof OnboardingAnswers, string>>;
}

/**
 * How customers reach the business (what only the owner knows): phone, e-mail, street address or
 * the places they serve, and opening hours (optional, one line per group of days).
 */
export function ReachFields({ answers, update, errors }: ReachFieldsProps) {
  const lines = answers.hours;
  const setLine = (index: number, change: Partial<(typeof lines)[number]>) =>
    update({ hours: lines.map((line, i) => (i === index ? { ...line, ...change } : line)) });
  return (
    <fieldset className="wizard__fieldset reach-fields">
      <legend>How customers reach you</legend>
      <TextField
        label="Phone"
        optional
        hint="Shown on your site as a number visitors can tap to call."
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={fieldLimits.phone}
        value={answers.phone}
        error={errors.phone ?? null}
        onChange={(event) => update({ phone: event.target.value })}
      />
      <TextField
        label="Email for customers"
        optional
        name="email"
        type="email"
        autoComplete="email"
        maxLength={fieldLimits.email}
        value={answers.email}
        error={errors.email ?? null}
        onChange={(event) => update({ email: event.target.value })}
      />
      <TextField
        label="Street address"
        optional
        hint="Where customers visit you. Leave it empty if you go to them."
        name="address"
        autoComplete="street-address"
        maxLength={fieldLimits.otherContactDetails}
        value={answers.address}
        error={errors.address ?? null}
        onChange={(event) => update({ address: event.target.value })}
      />
      <TextField
        label="Areas you serve"
        optional
        hint="Towns or neighbourhoods, separated by commas."
        name="serviceArea"
        maxLength={decidedLimits.serviceAreaPlaces * (decidedLimits.location + 2)}
        value={answers.serviceArea}
        error={errors.serviceArea ?? null}
        onChange={(event) => update({ serviceArea: event.target.value })}
      />
      <fieldset className="reach-fields__hours">
        <legend>
          Opening hours <span className="field__optional">(optional)</span>
        </legend>
        {lines.map((line, index) => (
          <fieldset
            className="reach-fields__line"
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity; their place in the list is it
            key={index}
          >
            <legend className="visually-hidden">Opening hours {index + 1}</legend>
            <label>
              Days
              <select value={line.days} onChange={(event) => setLine(index, { days: event.target.value })}>
                {Object.entries(dayChoices).map(([key, choice]) => (
                  <option key={key} value={key}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Opens
              <input
                type="time"
                value={line.opens}
                onChange={(event) => setLine(index, { opens: event.target.value })}
              />
            </label>
            <label>
              Closes
              <input
                type="time"
                value={line.closes}
                onChange={(event) => setLine(index, { closes: event.target.value })}
              />
            </label>
            <Button
              size="small"
              variant="secondary"
              onClick={() => update({ hours: lines.filter((_, i) => i !== index) })}
            >
              Remove line
            </Button>
          </fieldset>
        ))}
        {lines.length < decidedLimits.openingHoursSpans ? (
          <Button
            size="small"
            variant="secondary"
            onClick={() => update({ hours: [...lines, newHoursLine()] })}
          >
            Add opening hours
          </Button>
        ) : null}
        {errors.hours ? (
          <p className="field__error" role="alert">
            {errors.hours}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
