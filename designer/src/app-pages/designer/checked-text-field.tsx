import { useState } from 'react';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { fieldError, type ZodLike } from './schema-fields.ts';

/**
 * A text input checked against its schema as the owner types: a value the schema refuses (an
 * e-mail or web address that is not one, spec §5) stays in the field with the model's message and
 * is not written to the draft, so the draft always saves; a valid one is written at once.
 */
export function CheckedTextField({
  label,
  value,
  schema,
  onChange,
  readOnly,
  maxLength,
  multiline = false,
  type,
  hint,
}: {
  label: string;
  value: string;
  schema: ZodLike;
  onChange(value: string): void;
  readOnly: boolean;
  maxLength?: number | undefined;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  hint?: string;
}) {
  // What the owner typed while the schema refuses it; null while the draft holds the field's value.
  const [typed, setTyped] = useState<{ text: string; error: string } | null>(null);
  const change = (text: string) => {
    const error = fieldError(schema, text);
    if (error) {
      setTyped({ text, error });
    } else {
      setTyped(null);
      onChange(text);
    }
  };
  const common = {
    label,
    value: typed?.text ?? value,
    readOnly,
    error: typed?.error ?? null,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(hint ? { hint } : {}),
  };
  return multiline ? (
    <TextAreaField {...common} rows={4} onChange={(e) => change(e.target.value)} />
  ) : (
    <TextField {...common} type={type ?? 'text'} onChange={(e) => change(e.target.value)} />
  );
}
