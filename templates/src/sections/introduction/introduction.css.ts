/**
 * Introduction layouts. The cover image is positioned against the section itself so it bleeds to
 * the section's edges whatever the inner width: the inner box is left unpositioned here and the
 * layout raised above the image. The cover picture drops its frame, corners and decor shape.
 * Side image from 768 px; stacked on phones (Bottom puts the image first).
 */
export const css = `
.sw-introduction>.sw-section__inner{position:static}
.sw-introduction__backdrop,.sw-introduction__overlay,.sw-introduction__backdrop .sw-picture[class]{position:absolute;inset:0}
.sw-introduction__backdrop{overflow:hidden}
.sw-introduction__backdrop .sw-picture[class]{aspect-ratio:auto;border-radius:0;box-shadow:none;clip-path:none;-webkit-mask:none;mask:none}
.sw-introduction__backdrop img{height:100%}
.sw-introduction__overlay{background:var(--sw-color-bg)}
.sw-introduction__layout{position:relative;display:grid;gap:var(--sw-space-7);align-items:center}
.sw-introduction__layout>*{min-width:0}
.sw-introduction__layout--cover{min-height:min(70vh,560px)}
.sw-introduction__body{color:var(--sw-color-text-2)}
.sw-introduction__layout--cover .sw-introduction__body{color:inherit}
.sw-introduction__buttons{display:flex;flex-wrap:wrap;justify-content:var(--sw-align);gap:var(--sw-space-4);margin-top:var(--sw-space-6)}
.sw-align-center .sw-introduction__text{max-width:48rem;margin-inline:auto}
.sw-align-bottom .sw-introduction__media{order:-1}
@media(min-width:768px){
.sw-align-left .sw-introduction__layout--media,.sw-align-right .sw-introduction__layout--media{grid-template-columns:1fr 1fr}
.sw-align-right .sw-introduction__media{order:-1}
}
`;
