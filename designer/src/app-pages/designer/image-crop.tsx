import {
  cropperZoom,
  type Image,
  type ImageEffects,
  type ImageFrame,
  imageFrameAspect,
  imageSource,
} from '@sitewright/model';
import { effectsStyle } from '@sitewright/templates';
import { useId } from 'react';

const defaultEffects: ImageEffects = {
  translateX: 0,
  translateY: 0,
  width: 100,
  zoom: cropperZoom.default,
  rotation: 0,
};

/**
 * How far the image may move at a zoom, in % of its own size: a zoomed image overhangs its frame
 * by (zoom − 1) / 2 on each side, and moving further would show the frame's background.
 */
export const panLimit = (zoom: number): number => Math.round((zoom - 1) * 50 * 10) / 10;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** New effects at a zoom (spec §9 cropper zoom 1 to 2), keeping the position inside the new limit. */
export function zoomTo(effects: ImageEffects | undefined, zoom: number): ImageEffects {
  const current = effects ?? defaultEffects;
  const z = Math.min(cropperZoom.max, Math.max(cropperZoom.min, zoom));
  const limit = panLimit(z);
  return {
    ...current,
    zoom: z,
    translateX: clamp(current.translateX, limit),
    translateY: clamp(current.translateY, limit),
  };
}

export function Slider({
  label,
  value,
  min,
  max,
  step,
  shown,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  shown: string;
  disabled?: boolean;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <div className="image-crop__slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{shown}</output>
    </div>
  );
}

/**
 * The cropper: the image in its frame as the page shows it, a zoom slider (spec §9: 1 to 2,
 * default 1) and the position inside the frame. Stored as the image's `effects` (spec §3), which
 * the templates turn into the same CSS transform.
 */
export function ImageCrop({
  image,
  frame,
  label,
  disabled,
  onChange,
}: {
  image: Image;
  /** The frame the section shows this image in. */
  frame: ImageFrame;
  label: string;
  disabled: boolean;
  onChange(effects: ImageEffects | undefined): void;
}) {
  const effects = image.effects ?? defaultEffects;
  const limit = panLimit(effects.zoom);
  const move = (patch: Partial<ImageEffects>) => onChange({ ...effects, ...patch });
  return (
    <fieldset className="image-crop">
      <legend>Crop {label}</legend>
      <div
        className={`image-crop__frame${frame === 'Circle' ? ' image-crop__frame--circle' : ''}`}
        style={{ aspectRatio: String(imageFrameAspect[frame]) }}
      >
        <img
          src={imageSource(image, 'small')}
          alt=""
          style={{ objectFit: image.fit, ...effectsStyle(image) }}
          data-crop-preview=""
        />
      </div>
      <Slider
        label="Zoom"
        value={effects.zoom}
        min={cropperZoom.min}
        max={cropperZoom.max}
        step={0.01}
        shown={`${effects.zoom.toFixed(2)}×`}
        disabled={disabled}
        onChange={(zoom) => onChange(zoomTo(effects, zoom))}
      />
      <Slider
        label="Horizontal position"
        value={effects.translateX}
        min={-limit}
        max={limit}
        step={0.5}
        shown={`${effects.translateX}%`}
        disabled={disabled || limit === 0}
        onChange={(translateX) => move({ translateX })}
      />
      <Slider
        label="Vertical position"
        value={effects.translateY}
        min={-limit}
        max={limit}
        step={0.5}
        shown={`${effects.translateY}%`}
        disabled={disabled || limit === 0}
        onChange={(translateY) => move({ translateY })}
      />
    </fieldset>
  );
}
