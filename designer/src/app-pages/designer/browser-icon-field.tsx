import { errorMessage, type Image, imageSource, uploadLimits, validateUpload } from '@sitewright/model';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { uploadBrowserIcon } from './settings-api.ts';

/** What the file picker offers (spec §5: ico, png, gif, jpeg, jpg). */
const accept = ['.ico', '.png', '.gif', '.jpg', '.jpeg', ...uploadLimits.browserIcon.mimeTypes].join(',');

export interface BrowserIconFieldProps {
  websiteId: string;
  icon: Image | null;
  disabled: boolean;
  onChange(icon: Image | null): void;
}

/**
 * Spec §2 "browser icon", §5 (ico, png, gif, jpeg; ≤ 2 MB; ≤ 512 × 512 px) and §8 (toast 'Error
 * uploading browser icon.'). The file is checked here with the model's `validateUpload` (the bytes,
 * not the name) before it is sent, and again by the api; the answer's image goes into the draft.
 */
export function BrowserIconField({ websiteId, icon, disabled, onChange }: BrowserIconFieldProps) {
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    const refuse = (message: string) => {
      setError(message);
      toast.show(errorMessage('browser-icon-upload-failed'), 'error');
    };
    if (file.size > uploadLimits.browserIcon.maxBytes) {
      // Not read into memory: the size alone refuses it.
      return refuse(`${errorMessage('upload-file-too-large')} The maximum is 2 MB.`);
    }
    const checked = validateUpload('browserIcon', new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) return refuse(checked.message);
    setBusy(true);
    try {
      const stored = await uploadBrowserIcon(websiteId, file);
      onChange(stored.image);
    } catch (e) {
      refuse((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const src = icon ? imageSource(icon, 'small') : null;
  return (
    <div className="browser-icon" aria-busy={busy || undefined}>
      {src ? (
        <img className="browser-icon__preview" src={src} alt="Current browser icon" width={32} height={32} />
      ) : (
        <p className="settings-note">No browser icon yet: browsers show a default one.</p>
      )}
      <label className="field__label" htmlFor={inputId}>
        {icon ? 'Replace the browser icon' : 'Upload a browser icon'}
      </label>
      <p className="field__hint" id={`${inputId}-hint`}>
        ICO, PNG, GIF or JPEG; at most 2 MB and 512 × 512 px.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {busy && <p role="status">Uploading…</p>}
      {error && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
      {icon && (
        <Button size="small" variant="quiet" disabled={disabled || busy} onClick={() => onChange(null)}>
          Remove the browser icon
        </Button>
      )}
    </div>
  );
}
