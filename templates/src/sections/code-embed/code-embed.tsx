import type { SectionProps } from '../../section-template.ts';

/** What the designer's preview shows instead of the code. */
export const codeEmbedPlaceholder = {
  sharedOrigin: 'Code embeds show on your site once a custom domain is connected',
  customDomain: 'Your code embed runs on your published site, not in this preview',
} as const;

/**
 * Code Embed: the owner's own HTML (≤ 102400 characters, §9), published raw only for a site served
 * on its connected custom domain (spec §5; ARCHITECTURE "Security"): there it runs on the owner's
 * own origin. On the shared sites origin it renders nothing, so one site's code can never act on
 * another's. `customCodeAllowed` from the model is not used: it also allows a paid plan, which
 * decides whether the owner may add code, not where it may run.
 *
 * The designer's preview never runs the code (it would run beside the app); it shows a placeholder.
 */
export function CodeEmbed({ section, ctx }: SectionProps<'CodeEmbed'>) {
  const { mode, customDomain } = ctx.options;
  if (mode === 'preview') {
    return (
      <div id={section.id} className="sw-code-embed sw-code-embed--placeholder">
        <p>{customDomain ? codeEmbedPlaceholder.customDomain : codeEmbedPlaceholder.sharedOrigin}</p>
      </div>
    );
  }
  if (!customDomain || section.code.trim() === '') return null;
  return (
    <div
      id={section.id}
      className="sw-code-embed"
      // The whole point of the section is the owner's raw HTML; it is only ever served on the
      // owner's own custom-domain origin (checked above), never escaped.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: raw owner code, custom domain only (spec §5)
      dangerouslySetInnerHTML={{ __html: section.code }}
    />
  );
}
