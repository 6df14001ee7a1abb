import {
  decidedLimits,
  type Image,
  type ImageFrame,
  imageFit,
  imageFrame,
  imageSource,
} from '@sitewright/model';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { ImageCrop } from './image-crop.tsx';
import { type PickRequest, useImagePicker } from './image-picker-modal.tsx';
import { ImageUploadButton, type UploadContext } from './image-upload-button.tsx';
import type { UploadTarget } from './images-api.ts';
import type { Absent } from './schema-fields.ts';

export interface ImageFieldProps {
  /** "Image", "Image 2" …: names the controls. */
  label: string;
  image: Image | null | undefined;
  /** What "Remove" stores; `required` images can only be replaced. */
  absent: Absent;
  /** The frame the section shows the image in when the image names none. */
  defaultFrame: ImageFrame;
  /** Search kind and first words of the search modal. */
  search: Pick<PickRequest, 'kind' | 'initialQuery'>;
  ctx: UploadContext;
  readOnly: boolean;
  /** `coalesceKey`: typing in the alt text is one undo step. */
  onChange(next: Image | null | undefined, coalesceKey?: string): void;
  /** The header logo goes to the logo upload (png, gif, jpeg; 2 MB) and has no search. */
  uploadTarget?: UploadTarget;
}

/** A picked or uploaded image keeps the presentation chosen for the old one, not its crop. */
export function replaceImage(old: Image | null | undefined, next: Image): Image {
  if (!old) return next;
  const { effects: _dropped, ...picked } = next;
  return {
    ...picked,
    fit: old.fit,
    ...(old.frame ? { frame: old.frame } : {}),
    ...(old.filter ? { filter: old.filter } : {}),
  };
}

const frameNames: Record<ImageFrame, string> = {
  Landscape: 'Landscape (4:3)',
  Portrait: 'Portrait (3:4)',
  Square: 'Square',
  Circle: 'Circle',
  Wide: 'Wide (16:9)',
};

/**
 * The image control of the section form: the current image, Upload, Search (the shared picker
 * modal), Remove where the schema allows none, the alt text, the crop (zoom 1–2 and position),
 * and the image's fit, frame and filter (spec §3 Image).
 */
export function ImageField({
  label,
  image,
  absent,
  defaultFrame,
  search,
  ctx,
  readOnly,
  onChange,
  uploadTarget = 'images',
}: ImageFieldProps) {
  const openPicker = useImagePicker();
  const take = (next: Image) => onChange(replaceImage(image, next));
  const patch = (changes: Partial<Image>, coalesceKey?: string) => {
    if (image) onChange({ ...image, ...changes } as Image, coalesceKey);
  };
  const key = label.toLowerCase().replace(/\s+/g, '-');

  return (
    <fieldset className="image-field" data-image-field={key}>
      <legend>{label}</legend>
      <div className="image-field__current">
        {image ? (
          <img
            className="image-field__preview"
            src={imageSource(image, 'small')}
            alt=""
            data-current-image=""
          />
        ) : (
          <p className="image-field__empty">No image</p>
        )}
        {!readOnly && (
          <div className="image-field__actions">
            <ImageUploadButton ctx={ctx} label={`Upload ${label}`} target={uploadTarget} onUploaded={take} />
            {uploadTarget === 'images' && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Search ${label}`}
                onClick={() =>
                  openPicker({ ...search, title: `Choose ${label.toLowerCase()}`, onPick: take })
                }
              >
                Search
              </Button>
            )}
            {image && absent !== 'required' && (
              <Button
                size="small"
                variant="quiet"
                aria-label={`Remove ${label}`}
                onClick={() => onChange(absent === 'null' ? null : undefined)}
              >
                Remove
              </Button>
            )}
          </div>
        )}
      </div>
      {image && (
        <>
          <TextField
            label={`Alt text (${label})`}
            hint="What the image shows, for people who cannot see it."
            value={image.description}
            maxLength={decidedLimits.imageDescription}
            readOnly={readOnly}
            onChange={(event) => patch({ description: event.target.value }, `${key}.description`)}
          />
          {uploadTarget === 'images' && !readOnly && (
            <>
              <ImageCrop
                image={image}
                frame={image.frame ?? defaultFrame}
                label={label}
                disabled={readOnly}
                onChange={(effects) => patch({ effects }, `${key}.effects`)}
              />
              <div className="image-field__looks">
                <SelectField
                  label={`Fit (${label})`}
                  name={`${key}-fit`}
                  value={image.fit}
                  options={imageFit.options.map((fit) => ({
                    value: fit,
                    label: fit === 'cover' ? 'Fill the frame' : 'Show all of it',
                  }))}
                  onChange={(fit) => patch({ fit: fit as Image['fit'] })}
                />
                <SelectField
                  label={`Frame (${label})`}
                  name={`${key}-frame`}
                  value={image.frame ?? ''}
                  options={[
                    { value: '', label: `Section default (${frameNames[defaultFrame]})` },
                    ...imageFrame.options.map((f) => ({ value: f, label: frameNames[f] })),
                  ]}
                  onChange={(frame) => {
                    const { frame: _old, ...rest } = image;
                    onChange(frame ? { ...rest, frame: frame as ImageFrame } : rest);
                  }}
                />
                <SelectField
                  label={`Filter (${label})`}
                  name={`${key}-filter`}
                  value={image.filter ?? ''}
                  options={[
                    { value: '', label: 'None' },
                    { value: 'Grayscale', label: 'Grayscale' },
                  ]}
                  onChange={(filter) => {
                    const { filter: _old, ...rest } = image;
                    onChange(filter ? { ...rest, filter: 'Grayscale' } : rest);
                  }}
                />
              </div>
            </>
          )}
        </>
      )}
    </fieldset>
  );
}
