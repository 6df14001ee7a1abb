import { fieldMarker } from '../../primitives/field-marker.ts';
import { ButtonLink, Picture, SectionShell } from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/**
 * Image Banner: the image across the section's full width under the section's own overlay
 * (§9 opacity 0–0.8, default 0.2, of the theme's background colour, as in the Introduction) and
 * at the section's own height (§9 160–640 px, default 320; a minimum, so long text on a phone is
 * never cut), with a line of text and an optional button over it. The text is not a heading, so
 * the section is not labelled. Published without a picture, the height (which is the picture's)
 * is dropped: the text and button read as a short band, not a tall empty block; the preview keeps
 * it, so the owner sees the space the picture will fill.
 */
export function ImageBanner({ section, ctx }: SectionProps<'ImageBanner'>) {
  const tall = section.image !== null || ctx.options.mode === 'preview';
  return (
    <SectionShell section={section} ctx={ctx} labelled={false}>
      {section.image ? (
        <div className="sw-image-banner__backdrop">
          <Picture image={section.image} ctx={ctx} sizes="100vw" />
          <div className="sw-image-banner__overlay" style={{ opacity: section.overlay }} />
        </div>
      ) : null}
      <div className="sw-image-banner__content" style={tall ? { minHeight: section.height } : undefined}>
        {section.text.trim() ? (
          <p className="sw-image-banner__text" {...fieldMarker(ctx, section, 'text')}>
            {section.text}
          </p>
        ) : null}
        {section.button ? (
          <ButtonLink link={section.button} field={fieldMarker(ctx, section, 'button', 'label')} />
        ) : null}
      </div>
    </SectionShell>
  );
}
