export { ButtonLink, linkHref } from './button-link.tsx';
export { effectsStyle, Picture, srcSet } from './picture.tsx';
export { headingId, Paragraphs, SectionShell } from './section-shell.tsx';
