/**
 * Image Banner. The banner's height is the section's (inline `min-height`), so the section's own
 * vertical padding is dropped. The image is positioned against the section itself to bleed to its
 * edges (the inner box is left unpositioned, the content raised above the image) and drops its
 * frame, corners and decor shape. Alignment places the text: Center/Fill centred, Right to the
 * right, Top/Bottom at the top or foot of the banner.
 */
export const css = `
.sw-image-banner{padding-block:0}
.sw-image-banner>.sw-section__inner{position:static;padding-block:0}
.sw-image-banner__backdrop,.sw-image-banner__overlay,.sw-image-banner__backdrop .sw-picture[class]{position:absolute;inset:0}
.sw-image-banner__backdrop{overflow:hidden}
.sw-image-banner__backdrop .sw-picture[class]{aspect-ratio:auto;border-radius:0;box-shadow:none;clip-path:none;-webkit-mask:none;mask:none}
.sw-image-banner__backdrop img{height:100%}
.sw-image-banner__overlay{background:var(--sw-color-bg)}
.sw-image-banner__content{position:relative;display:flex;flex-direction:column;justify-content:center;align-items:var(--sw-align);gap:var(--sw-space-5);padding-block:var(--sw-space-7)}
.sw-image-banner__text{margin:0;max-width:48rem;font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-style:var(--sw-style-heading);font-size:var(--sw-size-h2);line-height:1.2}
.sw-align-fill .sw-image-banner__content{align-items:center;text-align:center}
.sw-align-top .sw-image-banner__content{justify-content:flex-start}
.sw-align-bottom .sw-image-banner__content{justify-content:flex-end}
`;
