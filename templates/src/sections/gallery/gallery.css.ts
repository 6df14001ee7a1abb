/**
 * Gallery. Grid: one column on phones, two from 576 px, three from 992 px. Carousel: a row that
 * scrolls and snaps without JavaScript (85% slides on phones, two per view from 768 px); once the
 * script is ready (`data-sw-carousel-ready`) it shows one slide at a time at full width.
 */
export const css = `
.sw-gallery__heading{margin-bottom:var(--sw-space-7)}
.sw-gallery__grid,.sw-gallery__track{margin:0;padding:0;list-style:none}
.sw-gallery__grid{display:grid;gap:var(--sw-space-5)}
.sw-gallery__figure{margin:0}
.sw-gallery__caption{margin-top:var(--sw-space-3);color:var(--sw-color-text-2);font-size:var(--sw-size-small)}
.sw-gallery__track{display:flex;gap:var(--sw-space-5);overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;padding-bottom:var(--sw-space-3)}
.sw-gallery__track>li{flex:0 0 85%;min-width:0;scroll-snap-align:start}
[data-sw-carousel-ready] .sw-gallery__track>li{flex-basis:100%}
.sw-gallery__controls{display:flex;justify-content:center;gap:var(--sw-space-4);margin-top:var(--sw-space-5)}
.sw-gallery__controls>[hidden]{display:none}
@media(min-width:576px){.sw-gallery__grid{grid-template-columns:repeat(2,1fr)}}
@media(min-width:768px){.sw-gallery__track>li{flex-basis:calc(50% - var(--sw-space-5)/2)}}
@media(min-width:992px){.sw-gallery__grid{grid-template-columns:repeat(3,1fr)}}
`;
