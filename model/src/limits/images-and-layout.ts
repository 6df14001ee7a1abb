/** Spec §9 "Images and layout" and §5 upload rules. */
export const uploadLimits = {
  image: {
    maxBytes: 15_728_640, // 15 MB
    types: ['jpg', 'png', 'gif', 'webp'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  logo: {
    maxBytes: 2 * 1024 * 1024,
    types: ['png', 'gif', 'jpeg', 'jpg'],
    mimeTypes: ['image/png', 'image/gif', 'image/jpeg'],
  },
  browserIcon: {
    maxBytes: 2 * 1024 * 1024,
    maxWidth: 512,
    maxHeight: 512,
    types: ['ico', 'png', 'gif', 'jpeg', 'jpg'],
    mimeTypes: ['image/x-icon', 'image/vnd.microsoft.icon', 'image/png', 'image/gif', 'image/jpeg'],
  },
} as const;

/**
 * Decided (§9 limits only bytes): the pixel size of every uploaded image (image, logo, browser icon),
 * read from the file's header, never by decoding it. A few kilobytes of PNG can declare 20000 x 20000
 * px, and every visitor's browser would have to decode it: 1.6 GB at 4 bytes a pixel. 50 megapixels
 * (200 MB decoded) still takes a full-resolution photo from the 48 and 50 MP sensors of current phones
 * (8064 x 6048, 8160 x 6120), twelve times the recommended
 * 2000 x 2000. 16384 px on a side is what browsers draw at most (canvas and GPU texture sides) and
 * WebP's own maximum; it stops a 100000 x 400 strip that the pixel count alone would let through.
 */
export const uploadPixelLimits = {
  maxPixels: 50_000_000,
  maxSide: 16_384,
} as const;

export const recommendedImageSizes = [
  [2000, 2000],
  [2000, 1500],
  [2000, 1125],
  [1500, 2000],
] as const;

export const imageBanner = {
  minHeight: 160,
  maxHeight: 640,
  defaultHeight: 320,
  defaultOverlay: 0.2,
} as const;
export const introduction = { overlay: 0.75 } as const;
export const overlayOpacity = { min: 0, max: 0.8, step: 0.01, default: 0.2 } as const;
export const cropperZoom = { min: 1, max: 2, default: 1 } as const;
export const socialLinksCollapsed = 4;

export const cookieBannerDefaults = {
  enabled: false,
  primaryText: 'This website uses cookies',
  acceptButtonText: 'Accept',
  rejectButtonText: 'Reject',
} as const;

/** Breakpoints in px; below `mobileThreshold` the designer is view-only. */
export const breakpoints = [576, 768, 992, 1200, 1400] as const;
export const mobileThreshold = 768;

export const spacingSteps = [4, 6, 8, 12, 16, 24, 32, 40] as const;
export const typography = {
  baseFontPx: 16,
  smallBody: 0.875,
  largeBody: 1.25,
  mobileHeadingScale: 0.85,
  mobileHeadingMaxWidth: 576,
} as const;

/** Corner radii in px, indexed like `cornerStyle` (Square, Softened, Rounded, Oval). */
export const imageCornerRadii = [0, 4, 8, 24] as const;
export const buttonCornerRadii = [0, 4, 8, 28] as const;
export const dropdownTransitionMs = 300;
