import { type Image, uploadLimits } from '@sitewright/model';
import { useId, useRef, useState } from 'react';
import { ApiError, clientErrors } from '../../api/post-json.ts';
import { Button } from '../../ui/button.tsx';
import { imagesApi, type UploadTarget } from './images-api.ts';

/** Where uploads go and what the form knows about the website. */
export interface UploadContext {
  websiteId: string;
}

/**
 * "Upload": a button opening the file chooser (jpg, png, gif, webp; logos png, gif, jpeg), then
 * `POST /api/websites/{id}/images`. The api judges the type from the bytes; its spec §8 refusal
 * ('Invalid file type.', 'File is too large.', 'Maximum uploaded images reached.') is shown under
 * the button and announced.
 */
export function ImageUploadButton({
  ctx,
  label,
  target = 'images',
  onUploaded,
  disabled,
}: {
  ctx: UploadContext;
  /** The accessible name, e.g. "Upload Image" (several controls share a form). */
  label: string;
  target?: UploadTarget;
  onUploaded(image: Image): void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limits = target === 'logo' ? uploadLimits.logo : uploadLimits.image;

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const uploaded = await imagesApi.upload(ctx.websiteId, file, target);
      onUploaded(uploaded.image);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : clientErrors.unknown);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <span className="image-upload">
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={limits.types.map((t) => `.${t}`).join(',')}
        data-upload-target={target}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        variant="secondary"
        busy={busy}
        busyLabel="Uploading…"
        disabled={disabled}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        Upload
      </Button>
      {error && (
        <span className="image-field__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
