/** FAQ: a column of disclosures; Sidebar puts the heading beside them from 992 px. */
export const css = `
.sw-faq__items{display:grid;gap:var(--sw-space-4);margin-top:var(--sw-space-6);text-align:start}
.sw-faq__item{border-bottom:var(--sw-border-width) solid var(--sw-border-color)}
.sw-faq__question{display:flex;justify-content:space-between;gap:var(--sw-space-4);padding:var(--sw-space-4) 0;cursor:pointer;list-style:none;font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);overflow-wrap:anywhere}
.sw-faq__question::-webkit-details-marker{display:none}
.sw-faq__question::after{content:"+";flex:none}
.sw-faq__item[open]>.sw-faq__question::after{content:"\\2212"}
.sw-faq__answer{padding-bottom:var(--sw-space-5);color:var(--sw-color-text-2)}
.sw-faq__answer p{margin:0 0 var(--sw-space-4)}
@media (min-width:992px){.sw-faq__layout--sidebar{display:grid;grid-template-columns:1fr 2fr;gap:var(--sw-space-8);align-items:start}.sw-faq__layout--sidebar .sw-faq__sidebar{position:sticky;top:var(--sw-space-8)}.sw-faq__layout--sidebar .sw-faq__items{margin-top:0}}
`;
