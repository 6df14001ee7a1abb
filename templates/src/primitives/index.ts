export { ButtonLink, linkHref } from './button-link.tsx';
export { type FieldMarker, fieldMarker, fieldPath } from './field-marker.ts';
export { effectsStyle, Picture, PublishedPicture, srcSet } from './picture.tsx';
export {
  candidateFor,
  candidateSrcSet,
  type FrameAspect,
  frameAspectOf,
  frameAspectSides,
  type ImageCandidate,
  needsFrameCrop,
  type PublishedImage,
  type PublishedImages,
  publishedImageFor,
  publishedImageSource,
  singleImageUrl,
} from './published-image.ts';
export { headingId, Paragraphs, SectionShell } from './section-shell.tsx';
