import { fieldMarker } from '../../primitives/field-marker.ts';
import { ButtonLink, headingId, Paragraphs, SectionShell } from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/**
 * Scheduling: heading (h2), body and the button to the booking page. Spec §5: the link is
 * required for the section to work; a draft may hold an empty one (the designer warns, see
 * `sectionsMissingLinks`). Then nothing clickable is rendered: the published page leaves the
 * button out, the designer's preview shows it as inert text so the owner sees where it goes.
 */
export function Scheduling({ section, ctx }: SectionProps<'Scheduling'>) {
  const hasHeading = section.heading.trim() !== '';
  const missingLink = section.link.url.trim() === '';
  const preview = ctx.options.mode === 'preview';
  return (
    <SectionShell section={section} ctx={ctx} labelled={hasHeading}>
      <div className="sw-scheduling__content">
        {hasHeading ? (
          <h2
            id={headingId(section)}
            className="sw-scheduling__heading"
            {...fieldMarker(ctx, section, 'heading')}
          >
            {section.heading}
          </h2>
        ) : null}
        <Paragraphs
          text={section.body}
          className="sw-scheduling__body"
          field={fieldMarker(ctx, section, 'body')}
        />
        {!missingLink ? (
          <ButtonLink
            link={section.link}
            className="sw-scheduling__button"
            field={fieldMarker(ctx, section, 'link', 'label')}
          />
        ) : preview ? (
          <ButtonLink link={{ ...section.link, url: '' }} className="sw-scheduling__button" />
        ) : null}
      </div>
    </SectionShell>
  );
}
