export { ButtonLink, linkHref } from './button-link.tsx';
export { type FieldMarker, fieldMarker, fieldPath } from './field-marker.ts';
export { effectsStyle, Picture, srcSet } from './picture.tsx';
export { headingId, Paragraphs, SectionShell } from './section-shell.tsx';
