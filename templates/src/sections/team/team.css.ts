/** Team grid: one member per row on phones, two from 576 px, three from 768 px, four from 992 px. */
export const css = `
.sw-team__heading{margin-bottom:var(--sw-space-7)}
.sw-team__list{display:grid;gap:var(--sw-space-7);margin:0;padding:0;list-style:none}
.sw-team__member{min-width:0}
.sw-team__portrait{max-width:16rem;margin-bottom:var(--sw-space-5)}
.sw-align-center .sw-team__portrait{margin-inline:auto}
.sw-align-right .sw-team__portrait{margin-left:auto}
.sw-team__name{margin:0}
.sw-team__title{margin:var(--sw-space-2) 0 var(--sw-space-4);color:var(--sw-color-text-2);font-size:var(--sw-size-small)}
@media(min-width:576px){.sw-team__list{grid-template-columns:repeat(2,1fr)}}
@media(min-width:768px){.sw-team__list{grid-template-columns:repeat(3,1fr)}}
@media(min-width:992px){.sw-team__list{grid-template-columns:repeat(4,1fr)}}
`;
