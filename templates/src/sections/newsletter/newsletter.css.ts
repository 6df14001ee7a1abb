/** Newsletter: the e-mail field and button stacked on phones, side by side from 576 px. */
export const css = `
.sw-newsletter__form{display:grid;gap:var(--sw-space-3);max-width:36rem;margin-top:var(--sw-space-6);text-align:start}
.sw-newsletter.sw-align-center .sw-newsletter__form{margin-inline:auto}
.sw-newsletter__label{font-weight:var(--sw-weight-heading)}
.sw-newsletter__row{display:flex;flex-direction:column;gap:var(--sw-space-3)}
.sw-newsletter__row input{flex:1;min-width:0;padding:var(--sw-space-3) var(--sw-space-4);font:inherit;color:var(--sw-color-text);background:var(--sw-color-bg);border:1px solid var(--sw-color-text-2);border-radius:var(--sw-radius-button)}
.sw-newsletter [data-sw-error-for],.sw-newsletter [data-sw-status],.sw-newsletter [data-sw-success]{margin:0}
.sw-newsletter [data-sw-error-for]{font-size:var(--sw-size-small)}
@media (min-width:576px){.sw-newsletter__row{flex-direction:row}}
`;
