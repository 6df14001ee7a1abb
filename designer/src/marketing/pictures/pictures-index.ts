// Written by `node scripts/marketing-pictures.mjs` (tests/src/designer-marketing/marketing-pictures.ts): do not edit.
import type { PictureEntry } from './product-picture.tsx';

/** The product pictures in `designer/public/marketing/`: the designer first, then the example sites. */
export const pictures: readonly PictureEntry[] = [
  {
    name: 'designer',
    alt: 'The Sitewright designer: the Rivera Plumbing website in the live preview, with the editing panels beside it',
    width: 1440,
    height: 900,
    widths: [720, 1080, 1440],
  },
  {
    name: 'example-plumber',
    alt: 'The Rivera Plumbing website Sitewright generated for a plumber in Austin, TX',
    width: 800,
    height: 600,
    widths: [400, 600, 800],
  },
  {
    name: 'example-salon',
    alt: 'The Bloom Hair Studio website Sitewright generated for a hair salon in Leeds, UK',
    width: 800,
    height: 600,
    widths: [400, 600, 800],
  },
  {
    name: 'example-tutor',
    alt: 'The Bright Path Tutoring website Sitewright generated for a tutor in Portland, OR',
    width: 800,
    height: 600,
    widths: [400, 600, 800],
  },
  {
    name: 'example-clinic',
    alt: 'The Harbor Family Clinic website Sitewright generated for a medical clinic in Halifax, NS',
    width: 800,
    height: 600,
    widths: [400, 600, 800],
  },
];
