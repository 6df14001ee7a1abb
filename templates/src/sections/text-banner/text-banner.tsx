import { fieldMarker } from '../../primitives/field-marker.ts';
import { Paragraphs, SectionShell } from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/**
 * Text Banner (the quote banner): the quote (primary) as a large `<blockquote>`, the subhead as
 * its `<figcaption>` (who said it, or a line of context) and the longer subordinate text below.
 * It has no heading, so the section is not labelled (the page's `<main>` holds it). Empty parts
 * are left out; a subhead without a quote becomes a plain paragraph.
 */
export function TextBanner({ section, ctx }: SectionProps<'TextBanner'>) {
  const primary = section.primary.trim() !== '';
  const subhead = section.subhead.trim() !== '';
  return (
    <SectionShell section={section} ctx={ctx} labelled={false}>
      {primary ? (
        <figure className="sw-text-banner__quote">
          <blockquote className="sw-text-banner__primary">
            <p {...fieldMarker(ctx, section, 'primary')}>{section.primary}</p>
          </blockquote>
          {subhead ? (
            <figcaption className="sw-text-banner__subhead" {...fieldMarker(ctx, section, 'subhead')}>
              {section.subhead}
            </figcaption>
          ) : null}
        </figure>
      ) : subhead ? (
        <p className="sw-text-banner__subhead" {...fieldMarker(ctx, section, 'subhead')}>
          {section.subhead}
        </p>
      ) : null}
      {section.subordinate.trim() ? (
        <div className="sw-text-banner__subordinate">
          <Paragraphs text={section.subordinate} field={fieldMarker(ctx, section, 'subordinate')} />
        </div>
      ) : null}
    </SectionShell>
  );
}
