import type { DecorFrame } from '@sitewright/model';

/**
 * Pictures (the `Picture` primitive): the image frames of spec §3 (Landscape 4:3, Portrait 3:4,
 * Square, Circle, Wide 16:9), fit cover/contain, the Grayscale filter and the theme's corners.
 */
export const pictureCss = `
.sw-picture{position:relative;overflow:hidden;border-radius:var(--sw-radius-image);box-shadow:var(--sw-shadow)}
.sw-picture img{display:block;width:100%;height:auto;transform-origin:center}
.sw-frame-landscape{aspect-ratio:4/3}
.sw-frame-portrait{aspect-ratio:3/4}
.sw-frame-square,.sw-frame-circle{aspect-ratio:1}
.sw-frame-circle{border-radius:50%}
.sw-frame-wide{aspect-ratio:16/9}
.sw-picture[class*=sw-frame-] img{height:100%}
.sw-fit-cover img{object-fit:cover}
.sw-fit-contain img{object-fit:contain}
.sw-grayscale img{filter:grayscale(1)}
`;

/** Images that take the theme's decor frame: framed pictures, except circles (already a shape). */
export const decorSelector = '.sw-picture[class*=sw-frame-]:not(.sw-frame-circle)';

const notch = '24px';
const mask = (value: string) => `-webkit-mask:${value};mask:${value}`;

/** The shape of each decor frame (spec §3 DecorFrame), as clip-path, mask or corner radii. */
export const decorFrameShapes: Record<Exclude<DecorFrame, 'None'>, string> = {
  Angled: 'clip-path:polygon(0 6%,100% 0,100% 94%,0 100%)',
  Arch: 'border-radius:999px 999px var(--sw-radius-image) var(--sw-radius-image)',
  Pill: 'border-radius:999px',
  Notched: `clip-path:polygon(${notch} 0,calc(100% - ${notch}) 0,100% ${notch},100% calc(100% - ${notch}),calc(100% - ${notch}) 100%,${notch} 100%,0 calc(100% - ${notch}),0 ${notch})`,
  Bumpy: 'border-radius:42% 58% 62% 38%/45% 40% 60% 55%',
  Flared: 'clip-path:polygon(10% 0,90% 0,100% 100%,0 100%)',
  Screen: 'border-radius:12%/16%',
  Flower: mask(
    'radial-gradient(closest-side,#000 97%,#0000) 0 0/50% 50%,linear-gradient(#000 0 0) center/50% 50% no-repeat',
  ),
};

/** The rule giving framed pictures the theme's decor frame; empty for None. */
export function decorFrameCss(decor: DecorFrame): string {
  if (decor === 'None') return '';
  return `${decorSelector}{${decorFrameShapes[decor]}}`;
}
