import { fileURLToPath } from 'node:url';
import { type Image, imageUrlType } from '@sitewright/model';
import { type SceneName, scenes, svgDocument } from './scenes.ts';
import { type PictureSet, pictureArt, pictureSets } from './trade-art.ts';

/** The pictures bundled for every picture set: one intro, one banner and three for the gallery. */
export const bundledImageKinds = ['intro', 'banner', 'gallery-1', 'gallery-2', 'gallery-3'] as const;
export type BundledImageKind = (typeof bundledImageKinds)[number];

/** Where the files live: `generator/assets/images/`, served by the api at {@link bundledImagesPath}. */
export const bundledImagesDir = fileURLToPath(new URL('../../../assets/images/', import.meta.url));
/** The URL path the api serves the files under. */
export const bundledImagesPath = '/assets/images';

/** Intro and gallery are 4:3 (the Landscape image frame); the banner is wide like an Image Banner. */
const canvas: Record<BundledImageKind, readonly [number, number]> = {
  intro: [1200, 900],
  banner: [1600, 600],
  'gallery-1': [1200, 900],
  'gallery-2': [1200, 900],
  'gallery-3': [1200, 900],
};

export interface BundledImage {
  /** The drawing set: an industry's, or one drawn for trades none of them draws ("pet-care"). */
  set: PictureSet;
  kind: BundledImageKind;
  /** `<set>-<kind>.svg` */
  file: string;
  /** Alt text. */
  description: string;
  tags: string[];
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const describe: Record<SceneName, (place: string, shows: string) => string> = {
  storefront: (place, shows) =>
    `Illustration of ${article(place)} storefront with a striped awning and ${shows} in the window`,
  workbench: (_place, shows) => `Illustration of ${shows} on a wooden table in a tidy workshop`,
  interior: (place, shows) =>
    `Illustration of a bright ${place} with a window, a desk and a framed picture of ${shows}`,
  people: (_place, shows) => `Illustration of three people next to a round badge showing ${shows}`,
  landscape: (_place, shows) => `Illustration of green hills under a sunny sky with a sign showing ${shows}`,
};

function sceneOf(set: PictureSet, kind: BundledImageKind): SceneName {
  return pictureArt[set].scenes[bundledImageKinds.indexOf(kind)] ?? 'people';
}

/** One bundled picture's file name, alt text and tags. */
export function bundledImage(set: PictureSet, kind: BundledImageKind): BundledImage {
  const art = pictureArt[set];
  const scene = sceneOf(set, kind);
  return {
    set,
    kind,
    file: `${set}-${kind}.svg`,
    description: describe[scene](art.place, art.shows),
    tags: [...art.tags, scene, 'illustration'],
  };
}

/** The SVG text of one bundled picture (what `write-bundled-images.ts` puts on disk). */
export function renderBundledImage(set: PictureSet, kind: BundledImageKind): string {
  const art = pictureArt[set];
  const [w, h] = canvas[kind];
  const body = scenes[sceneOf(set, kind)](art.palette, art.motif, w, h);
  return svgDocument(bundledImage(set, kind).description, w, h, body);
}

/** Every bundled picture, set by set: the 30 industries', then those drawn for other trades. */
export function allBundledImages(): BundledImage[] {
  return pictureSets.flatMap((set) => bundledImageKinds.map((kind) => bundledImage(set, kind)));
}

/**
 * A bundled picture in the spec §3 Image shape. Provider is `Custom` (the enum has no "bundled"):
 * these are the product's own pictures, like an upload. An SVG has no renditions, so every url
 * type points at the same file, under the app's configured origin (never a request's Host).
 */
export function bundledSiteImage(picture: BundledImage, appUrl: string): Image {
  const url = `${appUrl.replace(/\/+$/, '')}${bundledImagesPath}/${picture.file}`;
  return {
    provider: 'Custom',
    description: picture.description,
    tags: picture.tags,
    urls: imageUrlType.options.map((type) => ({ type, url })),
    fit: 'cover',
  };
}
