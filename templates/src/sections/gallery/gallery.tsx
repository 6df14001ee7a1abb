import type { GalleryItem } from '@sitewright/model';
import { wordsOf } from '../../page/page-words.ts';
import { type FieldMarker, fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Picture, SectionShell } from '../../primitives/index.ts';
import type { RenderContext } from '../../render-context.ts';
import type { SectionProps } from '../../section-template.ts';

const gridSizes = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 92vw';
const carouselSizes = '(min-width: 768px) 50vw, 85vw';

/** True when the carousel needs its buttons and script: there is something to move between. */
export const isMovingCarousel = (section: SectionProps<'Gallery'>['section']) =>
  section.layout === 'Carousel' && section.items.length > 1;

function Figure({
  item,
  ctx,
  carousel,
  field,
}: {
  item: GalleryItem;
  ctx: RenderContext;
  carousel: boolean;
  /** The caption's preview marker. */
  field: FieldMarker;
}) {
  return (
    <figure className="sw-gallery__figure">
      <Picture
        image={item.image}
        ctx={ctx}
        frame={item.image.frame ?? (carousel ? 'Landscape' : 'Square')}
        sizes={carousel ? carouselSizes : gridSizes}
      />
      {item.caption?.trim() ? (
        <figcaption className="sw-gallery__caption" {...field}>
          {item.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

const arrow = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * Gallery: up to 10 images (§9) with optional captions, as a Grid or a Carousel. The carousel
 * follows the templates README "Client script hooks": without the script it is a row that
 * scrolls and snaps (focusable, so keyboards can scroll it); the script shows the hidden prev/next
 * buttons and one slide at a time. Button labels are English (the site has no language setting).
 */
export function Gallery({ section, ctx }: SectionProps<'Gallery'>) {
  const hasHeading = section.heading.trim() !== '';
  const carousel = section.layout === 'Carousel';
  const trackId = `${section.id}-track`;
  const figures = section.items.map((item, index) => (
    <li key={item.id} className="sw-gallery__item" data-sw-slide={carousel ? '' : undefined}>
      <Figure
        item={item}
        ctx={ctx}
        carousel={carousel}
        field={fieldMarker(ctx, section, 'items', index, 'caption')}
      />
    </li>
  ));
  const label = hasHeading
    ? { 'aria-labelledby': headingId(section) }
    : { 'aria-label': wordsOf(ctx).gallery };

  return (
    <SectionShell section={section} ctx={ctx} labelled={hasHeading}>
      {hasHeading ? (
        <h2 id={headingId(section)} className="sw-gallery__heading" {...fieldMarker(ctx, section, 'heading')}>
          {section.heading}
        </h2>
      ) : null}
      {section.items.length === 0 ? null : carousel ? (
        <div className="sw-gallery__carousel" data-sw-carousel="">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row of images has nothing focusable inside, so keyboards could not scroll it (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <ul className="sw-gallery__track" id={trackId} tabIndex={0} data-sw-carousel-track="" {...label}>
            {figures}
          </ul>
          {isMovingCarousel(section) ? (
            <>
              <div className="sw-gallery__controls">
                <button
                  type="button"
                  className="sw-button sw-button--outlined sw-gallery__prev"
                  aria-controls={trackId}
                  aria-label={wordsOf(ctx).previousImage}
                  data-sw-carousel-prev=""
                  hidden
                >
                  {arrow('M15 5l-7 7 7 7')}
                </button>
                <button
                  type="button"
                  className="sw-button sw-button--outlined sw-gallery__next"
                  aria-controls={trackId}
                  aria-label={wordsOf(ctx).nextImage}
                  data-sw-carousel-next=""
                  hidden
                >
                  {arrow('M9 5l7 7-7 7')}
                </button>
              </div>
              <p className="sw-visually-hidden" aria-live="polite" data-sw-carousel-status="" />
            </>
          ) : null}
        </div>
      ) : (
        <ul className="sw-gallery__grid">{figures}</ul>
      )}
    </SectionShell>
  );
}
