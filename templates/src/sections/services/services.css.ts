/** Services grid: one column on phones, two from 576 px, three from 992 px; buttons sit at the card's foot. */
export const css = `
.sw-services__heading{margin-bottom:var(--sw-space-7)}
.sw-services__list{display:grid;gap:var(--sw-space-7);margin:0;padding:0;list-style:none}
.sw-services__item{display:flex;flex-direction:column;align-items:var(--sw-align);gap:var(--sw-space-4);min-width:0}
.sw-services__item>*{margin:0;width:100%}
.sw-services__item>.sw-button{width:auto;margin-top:auto}
.sw-services__text{color:var(--sw-color-text-2)}
.sw-services__price{font-weight:var(--sw-weight-heading)}
@media(min-width:576px){.sw-services__list{grid-template-columns:repeat(2,1fr)}}
@media(min-width:992px){.sw-services__list{grid-template-columns:repeat(3,1fr)}}
`;
