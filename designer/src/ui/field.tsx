import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface FieldFrameProps {
  label: string;
  /** Help under the label (format, limits). */
  hint?: ReactNode;
  /** Shown under the field and linked to it with `aria-describedby`; marks the field invalid. */
  error?: string | null;
  /** Appends "(optional)" to the label. */
  optional?: boolean;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId : '', error ? errorId : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled single-line input with optional hint and error, wired for assistive technology. */
export function TextField({ label, hint, error, optional, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} {...(optional ? { optional } : {})}>
      <input
        {...input}
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      />
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input. */
export function TextAreaField({ label, hint, error, optional, ...input }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} {...(optional ? { optional } : {})}>
      <textarea
        {...input}
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
}

/** A labelled select. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  name,
  value,
  onChange,
  options,
}: SelectFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} {...(optional ? { optional } : {})}>
      <select
        id={id}
        name={name}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
