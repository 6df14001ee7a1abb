/** Logo Grid: a wrapping row of evenly sized cells, 2 across on phones, up to 5 on wide screens. */
export const css = `
.sw-logo-grid__list{display:grid;grid-template-columns:repeat(2,1fr);gap:var(--sw-space-6);align-items:center;margin:var(--sw-space-7) 0 0;padding:0;list-style:none}
.sw-logo-grid__item{display:flex;justify-content:center;align-items:center;min-height:4rem;text-align:center}
.sw-logo-grid__text{font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-size:var(--sw-size-h3);color:var(--sw-color-text-2);overflow-wrap:anywhere}
.sw-logo-grid__image{width:100%;max-width:10rem}
.sw-logo-grid__image img{max-height:5rem;width:100%;object-fit:contain}
.sw-logo-grid__link{display:block;color:inherit;text-decoration:none}
@media (min-width:576px){.sw-logo-grid__list{grid-template-columns:repeat(3,1fr)}}
@media (min-width:992px){.sw-logo-grid__list{grid-template-columns:repeat(5,1fr)}}
`;
