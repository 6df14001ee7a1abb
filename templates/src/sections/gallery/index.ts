import type { SectionTemplate } from '../../section-template.ts';
import { css } from './gallery.css.ts';
import { Gallery, isMovingCarousel } from './gallery.tsx';

/** Gallery: a Grid or a Carousel of captioned images; the carousel script when there are slides to move. */
export const galleryTemplate: SectionTemplate<'Gallery'> = {
  Component: Gallery,
  css,
  scripts: (section) => (isMovingCarousel(section) ? ['carousel'] : []),
};
