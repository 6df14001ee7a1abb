import { validateLoginEmail } from '@sitewright/model';
import { TextField } from '../../ui/field.tsx';

export interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  /** 'Invalid email' (the model's tooltip) after a rejected submit. */
  error: string | null;
  disabled?: boolean;
}

/** The e-mail input every sign-in method shares. */
export function EmailField({ value, onChange, error, disabled = false }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The normalised address, or the 'Invalid email' message to show. */
export function checkEmail(input: string): { email: string } | { error: string } {
  const result = validateLoginEmail(input);
  return result.ok ? { email: result.value } : { error: result.message };
}
