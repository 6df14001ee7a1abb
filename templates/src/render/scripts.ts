import type { Section } from '@sitewright/model';
import type { TemplateLookup } from '../page/page-sections.tsx';
import type { RenderContext } from '../render-context.ts';
import type { ClientScript } from '../section-template.ts';

/** Every visitor script, in the order they run. */
export const clientScriptOrder: readonly ClientScript[] = [
  'mobile-menu',
  'carousel',
  'contact-form',
  'newsletter',
  'cookie-banner',
];

/**
 * The visitor scripts a published page needs: what its sections ask for (`SectionTemplate.scripts`)
 * and the cookie banner's when that setting is on. The designer's preview runs none.
 */
export function clientScriptsFor(
  ctx: RenderContext,
  sections: readonly Section[],
  templates: TemplateLookup,
): ClientScript[] {
  if (ctx.options.mode === 'preview') return [];
  const wanted = new Set<ClientScript>();
  for (const section of sections) {
    const template = templates[section.type] as
      | { scripts?: (s: Section, c: RenderContext) => readonly ClientScript[] }
      | undefined;
    for (const script of template?.scripts?.(section, ctx) ?? []) wanted.add(script);
  }
  if (ctx.settings.cookieBanner.enabled) wanted.add('cookie-banner');
  return clientScriptOrder.filter((s) => wanted.has(s));
}
