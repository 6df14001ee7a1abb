import type { TextField, TranslationState } from '@sitewright/model';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';

/** What a field's state says beside it: in words, not by colour alone. */
export const translationStateText: Record<Exclude<TranslationState, 'translated'>, string> = {
  missing: 'Not translated',
  outdated: 'Out of date — the English words changed',
};

export interface TranslationFieldProps {
  /** The field, its label shortened to what follows its section's name. */
  field: TextField & { state: TranslationState; translation: string | null };
  label: string;
  /** The second language's tag, for the input's `lang` (spell checking, screen readers). */
  lang: string;
  languageName: string;
  readOnly: boolean;
  onChange(text: string): void;
  /** An out-of-date translation that still says the same: written again for the present English words. */
  onKeep(): void;
}

/**
 * One text field's translation: its name, the English words, its state when not translated, and the
 * input with the field's §9 limit and what is left of it.
 */
export function TranslationField({
  field,
  label,
  lang,
  languageName,
  readOnly,
  onChange,
  onKeep,
}: TranslationFieldProps) {
  const id = useId();
  const value = field.translation ?? '';
  const described = [`${id}-source`, field.state === 'translated' ? '' : `${id}-state`, `${id}-count`]
    .filter(Boolean)
    .join(' ');
  const input = {
    id,
    lang,
    className: 'field__control',
    value,
    maxLength: field.maxLength,
    readOnly,
    'aria-describedby': described,
  };
  return (
    <div className="field translation-field" data-state={field.state} data-key={field.key}>
      <label className="field__label" htmlFor={id}>
        {label} <span className="visually-hidden">in {languageName}</span>
      </label>
      <p className="translation-field__source" id={`${id}-source`}>
        <span className="translation-field__tag">English:</span> <span lang="en">{field.text}</span>
      </p>
      {field.state !== 'translated' && (
        <p className={`translation-field__state translation-field__state--${field.state}`} id={`${id}-state`}>
          {translationStateText[field.state]}
        </p>
      )}
      {field.multiline ? (
        <textarea
          {...input}
          rows={Math.min(6, Math.max(2, Math.ceil(field.text.length / 60)))}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...input} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      <div className="translation-field__under">
        <p className="field__hint" id={`${id}-count`}>
          {field.maxLength - value.length} of {field.maxLength} characters left.
        </p>
        {field.state === 'outdated' && !readOnly && (
          <Button size="small" variant="quiet" onClick={onKeep}>
            Keep this translation<span className="visually-hidden"> of {label}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
