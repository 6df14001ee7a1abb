import { fieldMarker } from '../../primitives/field-marker.ts';
import { ButtonLink, headingId, Paragraphs, Picture, SectionShell } from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/** Phones one column, 576 px two, 992 px three (see services.css.ts). */
const sizes = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';

/**
 * Services: the heading (h2) and a grid of up to 24 cards (§9), each with its image (in its own
 * frame, Landscape when it has none, so the cards line up), name (h3), description, pricing and
 * optional button. Empty texts are left out rather than rendered as empty elements.
 */
export function Services({ section, ctx }: SectionProps<'Services'>) {
  const hasHeading = section.heading.trim() !== '';
  return (
    <SectionShell section={section} ctx={ctx} labelled={hasHeading}>
      {hasHeading ? (
        <h2
          id={headingId(section)}
          className="sw-services__heading"
          {...fieldMarker(ctx, section, 'heading')}
        >
          {section.heading}
        </h2>
      ) : null}
      {section.items.length > 0 ? (
        <ul className="sw-services__list">
          {section.items.map((item, index) => (
            <li key={item.id} className="sw-services__item">
              {item.image ? (
                <Picture image={item.image} ctx={ctx} frame={item.image.frame ?? 'Landscape'} sizes={sizes} />
              ) : null}
              {item.heading.trim() ? (
                <h3 className="sw-services__name" {...fieldMarker(ctx, section, 'items', index, 'heading')}>
                  {item.heading}
                </h3>
              ) : null}
              <Paragraphs
                text={item.paragraph}
                className="sw-services__text"
                field={fieldMarker(ctx, section, 'items', index, 'paragraph')}
              />
              {item.pricing.trim() ? (
                <p className="sw-services__price" {...fieldMarker(ctx, section, 'items', index, 'pricing')}>
                  {item.pricing}
                </p>
              ) : null}
              {item.button ? (
                <ButtonLink
                  link={item.button}
                  className="sw-services__button"
                  field={fieldMarker(ctx, section, 'items', index, 'button', 'label')}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
