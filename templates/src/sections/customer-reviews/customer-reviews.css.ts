/** Customer Reviews: cards in one column, two from 768 px, three from 992 px. */
export const css = `
.sw-customer-reviews__list{display:grid;gap:var(--sw-space-6);margin:var(--sw-space-7) 0 0;padding:0;list-style:none;text-align:start}
.sw-customer-reviews__review{display:flex;flex-direction:column;height:100%;margin:0;padding:var(--sw-space-6);border:var(--sw-border-width) solid var(--sw-border-color);border-radius:var(--sw-radius-image);box-shadow:var(--sw-shadow)}
.sw-customer-reviews__review blockquote{flex:1;margin:0}
.sw-customer-reviews__review blockquote p{margin:0 0 var(--sw-space-4)}
.sw-customer-reviews__review figcaption{display:flex;flex-direction:column;gap:var(--sw-space-1)}
.sw-customer-reviews__author{font-weight:var(--sw-weight-heading)}
.sw-customer-reviews__location{color:var(--sw-color-text-2);font-size:var(--sw-size-small)}
@media (min-width:768px){.sw-customer-reviews__list{grid-template-columns:repeat(2,1fr)}}
@media (min-width:992px){.sw-customer-reviews__list{grid-template-columns:repeat(3,1fr)}}
`;
