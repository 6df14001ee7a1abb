import { fieldMarker } from '../../primitives/field-marker.ts';
import { Picture } from '../../primitives/picture.tsx';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { SectionProps } from '../../section-template.ts';

/**
 * Article: a heading, long text in paragraphs (blank lines split them, line breaks are kept) and an
 * optional image beside the text from 768 px, above it on phones.
 */
export function Article({ section, ctx }: SectionProps<'Article'>) {
  const { heading, content, image } = section;
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      <div className={image ? 'sw-article__layout sw-article__layout--image' : 'sw-article__layout'}>
        {image ? (
          <Picture
            image={image}
            ctx={ctx}
            className="sw-article__image"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
        ) : null}
        <div className="sw-article__text">
          {heading ? (
            <h2
              id={headingId(section)}
              className="sw-article__heading"
              {...fieldMarker(ctx, section, 'heading')}
            >
              {heading}
            </h2>
          ) : null}
          <Paragraphs text={content} field={fieldMarker(ctx, section, 'content')} />
        </div>
      </div>
    </SectionShell>
  );
}
