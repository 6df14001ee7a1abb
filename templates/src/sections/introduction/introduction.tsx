import {
  ButtonLink,
  fieldMarker,
  headingId,
  Paragraphs,
  Picture,
  SectionShell,
} from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/**
 * The hero, holding the page's only `<h1>`. Its alignment places the text (decision; the spec does
 * not show the layouts): Center and Fill lay it over the image as a full-bleed background under
 * the fixed 0.75 overlay of the theme's background colour (§9), so the text keeps its contrast;
 * Left and Right put the image beside the text on the other side; Top and Bottom stack the text
 * above or below it. The image is the page's main one, so it loads eagerly with high priority.
 */
export function Introduction({ section, ctx }: SectionProps<'Introduction'>) {
  const alignment = section.alignment ?? ctx.theme.alignment;
  const image = section.image;
  const cover = image !== null && (alignment === 'Center' || alignment === 'Fill');
  const hasHeading = section.heading.trim() !== '';
  const layout = cover ? 'cover' : image ? 'media' : 'text';

  return (
    <SectionShell section={section} ctx={ctx} labelled={hasHeading}>
      {cover && image ? (
        <div className="sw-introduction__backdrop">
          <Picture image={image} ctx={ctx} priority sizes="100vw" />
          <div className="sw-introduction__overlay" style={{ opacity: section.overlay }} />
        </div>
      ) : null}
      <div className={`sw-introduction__layout sw-introduction__layout--${layout}`}>
        <div className="sw-introduction__text">
          {hasHeading ? (
            <h1
              id={headingId(section)}
              className="sw-introduction__heading"
              {...fieldMarker(ctx, section, 'heading')}
            >
              {section.heading}
            </h1>
          ) : null}
          <Paragraphs
            text={section.body}
            className="sw-introduction__body"
            field={fieldMarker(ctx, section, 'body')}
          />
          {section.buttons.length > 0 ? (
            <div className="sw-introduction__buttons">
              {section.buttons.map((button, index) => (
                <ButtonLink
                  // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; at most two, in order
                  key={index}
                  link={button}
                  field={fieldMarker(ctx, section, 'buttons', index, 'label')}
                />
              ))}
            </div>
          ) : null}
        </div>
        {image && !cover ? (
          <Picture
            image={image}
            ctx={ctx}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="sw-introduction__media"
          />
        ) : null}
      </div>
    </SectionShell>
  );
}
