import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, Picture, SectionShell } from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

const sizes = '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw';

/**
 * Team: the heading (h2) and up to 12 members (§9), each with a portrait in its frame (the
 * image's own, a Circle when it has none), the name (h3), job title and bio. Empty texts are left out.
 */
export function Team({ section, ctx }: SectionProps<'Team'>) {
  const hasHeading = section.heading.trim() !== '';
  return (
    <SectionShell section={section} ctx={ctx} labelled={hasHeading}>
      {hasHeading ? (
        <h2 id={headingId(section)} className="sw-team__heading" {...fieldMarker(ctx, section, 'heading')}>
          {section.heading}
        </h2>
      ) : null}
      {section.members.length > 0 ? (
        <ul className="sw-team__list">
          {section.members.map((member, index) => (
            <li key={member.id} className="sw-team__member">
              {member.image ? (
                <Picture
                  image={member.image}
                  ctx={ctx}
                  frame={member.image.frame ?? 'Circle'}
                  sizes={sizes}
                  className="sw-team__portrait"
                />
              ) : null}
              {member.name.trim() ? (
                <h3 className="sw-team__name" {...fieldMarker(ctx, section, 'members', index, 'name')}>
                  {member.name}
                </h3>
              ) : null}
              {member.jobTitle.trim() ? (
                <p className="sw-team__title" {...fieldMarker(ctx, section, 'members', index, 'jobTitle')}>
                  {member.jobTitle}
                </p>
              ) : null}
              <Paragraphs
                text={member.bio}
                className="sw-team__bio"
                field={fieldMarker(ctx, section, 'members', index, 'bio')}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
