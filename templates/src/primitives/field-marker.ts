import type { Section } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';

/**
 * The attribute binding an element's text to a path of the document (`sections.3.items.1.title`),
 * which the designer makes editable in place. Empty when published, so the visitor's page is
 * byte-identical to a render without markers.
 */
export type FieldMarker = { 'data-sw-field'?: string; 'data-sw-untranslated'?: '' };

const none: FieldMarker = Object.freeze({});

/** The document path of a section's field, from the section's place in the page. */
export function fieldPath(ctx: RenderContext, section: Section, keys: readonly (string | number)[]): string {
  return ['sections', ctx.website.sections.indexOf(section), ...keys].join('.');
}

/**
 * `{ 'data-sw-field': 'sections.{index}.{keys…}' }` in the designer's preview (`mode: 'preview'`),
 * `{}` when published. Spread it on the element that holds exactly the field's text. Previewing
 * the second language, a field still in the first language's words also gets `data-sw-untranslated`.
 */
export function fieldMarker(ctx: RenderContext, section: Section, ...keys: (string | number)[]): FieldMarker {
  if (ctx.options.mode !== 'preview') return none;
  const marker: FieldMarker = { 'data-sw-field': fieldPath(ctx, section, keys) };
  if (ctx.untranslated.has(`${section.id}/${keys.join('.')}`)) marker['data-sw-untranslated'] = '';
  return marker;
}
