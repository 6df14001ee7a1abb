import type { Section } from '@sitewright/model';
import { Fragment, type ReactNode } from 'react';
import type { RenderContext } from '../render-context.ts';
import type { FieldMarker } from './field-marker.ts';
import { Picture } from './picture.tsx';

const kebab = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** The id of a section's heading, for `aria-labelledby`. */
export const headingId = (section: Pick<Section, 'id'>) => `${section.id}-heading`;

interface SectionShellProps {
  section: Section;
  ctx: RenderContext;
  /** Whether the section has a visible heading to label it (`headingId(section)`). */
  labelled?: boolean;
  children: ReactNode;
}

/**
 * The `<section>` every section renders into: its id is the anchor Section links scroll to; its
 * classes carry the section type and the presentation options (alignment, border, background),
 * falling back to the theme's.
 */
export function SectionShell({ section, ctx, labelled = true, children }: SectionShellProps) {
  const alignment = (section.alignment ?? ctx.theme.alignment).toLowerCase();
  const border = (section.border ?? ctx.theme.border).toLowerCase();
  const background = section.background ?? ctx.theme.background;
  const classes = [
    'sw-section',
    `sw-${kebab(section.type)}`,
    `sw-align-${alignment}`,
    border === 'none' ? '' : `sw-border-${border}`,
    background.fill === 'Gradient Fill' ? 'sw-bg-gradient' : '',
    background.type === 'Image' ? 'sw-bg-image' : '',
  ].filter(Boolean);
  return (
    <section
      id={section.id}
      className={classes.join(' ')}
      aria-labelledby={labelled ? headingId(section) : undefined}
    >
      {background.type === 'Image' ? (
        <div className="sw-section__backdrop" aria-hidden="true">
          <Picture image={background.image} ctx={ctx} decorative sizes="100vw" />
        </div>
      ) : null}
      <div className="sw-section__inner">{children}</div>
    </section>
  );
}

/**
 * Plain text with blank-line paragraphs and line breaks kept, escaped by React. With a preview
 * `field` marker the paragraphs sit in one `<div data-sw-field>` (the field's text, edited in place
 * as one); published, there is no wrapper.
 */
export function Paragraphs({
  text,
  className,
  field,
}: {
  text: string;
  className?: string;
  field?: FieldMarker;
}) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const content = (
    <>
      {paragraphs.map((paragraph, index) => {
        const lines = paragraph.split('\n');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={index} className={className}>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
  return field?.['data-sw-field'] ? <div {...field}>{content}</div> : content;
}
