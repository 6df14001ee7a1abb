import { errorEntry } from '@sitewright/model';
import { useId } from 'react';
import type { ApiError } from '../../api/post-json.ts';

/** A labelled checkbox of the settings panel. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="toggle-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** An error to show: the catalogue's title where spec §8 gives one, and the api's message. */
export interface ShownError {
  title?: string;
  message: string;
}

/** Reads a failed call as spec §8 shows it (`title` from the catalogue, e.g. 'Disconnection failed'). */
export function shownError(error: unknown, fallbackTitle?: string): ShownError {
  const { code, message } = error as ApiError;
  const title = (code ? errorEntry(code).title : undefined) ?? fallbackTitle;
  return { ...(title ? { title } : {}), message: message || errorEntry('unknown').message };
}

/** An alert with an optional heading line. */
export function ErrorNotice({ error }: { error: ShownError | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="settings-error">
      {error.title && <strong>{error.title}</strong>}
      <p>{error.message}</p>
    </div>
  );
}
