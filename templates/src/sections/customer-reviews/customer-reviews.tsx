import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { SectionProps } from '../../section-template.ts';

/**
 * Customer Reviews: up to 6 reviews (§9), each a quotation with its author's name and location.
 * A review is a `<figure>` whose `<blockquote>` holds the words and whose `<figcaption>` says who.
 */
export function CustomerReviews({ section, ctx }: SectionProps<'CustomerReviews'>) {
  const { heading, reviews } = section;
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      {heading ? (
        <h2
          id={headingId(section)}
          className="sw-customer-reviews__heading"
          {...fieldMarker(ctx, section, 'heading')}
        >
          {heading}
        </h2>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="sw-customer-reviews__list">
          {reviews.map((review, index) => (
            <li key={review.id}>
              <figure className="sw-customer-reviews__review">
                <blockquote>
                  <Paragraphs
                    text={review.paragraph}
                    field={fieldMarker(ctx, section, 'reviews', index, 'paragraph')}
                  />
                </blockquote>
                {review.authorName || review.authorLocation ? (
                  <figcaption>
                    {review.authorName ? (
                      <span
                        className="sw-customer-reviews__author"
                        {...fieldMarker(ctx, section, 'reviews', index, 'authorName')}
                      >
                        {review.authorName}
                      </span>
                    ) : null}
                    {review.authorLocation ? (
                      <span
                        className="sw-customer-reviews__location"
                        {...fieldMarker(ctx, section, 'reviews', index, 'authorLocation')}
                      >
                        {review.authorLocation}
                      </span>
                    ) : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
