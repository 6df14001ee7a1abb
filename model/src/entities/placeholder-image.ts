/**
 * The product's stand-in picture (an SVG data URL: no file, no request). The generator puts it in
 * gallery items when no image source has one, because a gallery item always has an image. It is
 * the one image address that is not an http(s) URL: the image URL rule accepts exactly this text,
 * so changing the picture needs a document migration of the drafts that hold the old one.
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">' +
  '<rect width="1200" height="900" fill="#E5E7EB"/>' +
  '<circle cx="790" cy="330" r="60" fill="#C4C9D1"/>' +
  '<path d="M330 640l170-220 120 140 90-100 160 180z" fill="#C4C9D1"/></svg>';

/** The stand-in picture's address, as stored in drafts. */
export const placeholderImageUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
