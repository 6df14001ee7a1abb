/**
 * Images for generated sites (spec §1, §3): Pexels and Unsplash search when their keys are set,
 * bundled illustrations for the 30 industries otherwise. Website creation calls {@link pickImages}.
 */
export {
  allBundledImages,
  type BundledImage,
  type BundledImageKind,
  bundledImage,
  bundledImageKinds,
  bundledImagesDir,
  bundledImagesPath,
  bundledSiteImage,
  renderBundledImage,
} from './bundled/bundled-images.ts';
export { createBundledProvider } from './bundled-provider.ts';
export {
  type ImageOrientation,
  type ImageProvider,
  ImageProviderError,
  type ImageSearchOptions,
  type StockProviderOptions,
} from './image-provider.ts';
export { createPexelsProvider, pexelsBaseUrl } from './pexels.ts';
export {
  bundledImages,
  type ImageProviders,
  type ImageSlot,
  imageProvidersFromConfig,
  type PickImagesOptions,
  pickImages,
} from './pick-images.ts';
export { createUnsplashProvider, unsplashBaseUrl } from './unsplash.ts';
