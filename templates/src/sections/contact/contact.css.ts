/** Contact: details above the form on phones, beside it from 768 px; full-width fields. */
export const css = `
.sw-contact__layout{display:grid;gap:var(--sw-space-7);text-align:start}
.sw-contact__details{font-style:normal;overflow-wrap:anywhere}
.sw-contact__details p{margin:0 0 var(--sw-space-3)}
.sw-contact__form{display:grid;gap:var(--sw-space-5);align-content:start}
.sw-contact__field{display:grid;gap:var(--sw-space-2)}
.sw-contact__field label{font-weight:var(--sw-weight-heading)}
.sw-contact__field input,.sw-contact__field textarea{width:100%;padding:var(--sw-space-3) var(--sw-space-4);font:inherit;color:var(--sw-color-text);background:var(--sw-color-bg);border:1px solid var(--sw-color-text-2);border-radius:var(--sw-radius-button)}
.sw-contact__field textarea{resize:vertical}
.sw-contact__form>button{justify-self:start}
.sw-contact [data-sw-error-for]{margin:0;color:var(--sw-color-text);font-size:var(--sw-size-small)}
.sw-contact [data-sw-status],.sw-contact [data-sw-success]{margin:0}
@media (min-width:768px){.sw-contact__layout{grid-template-columns:2fr 3fr;gap:var(--sw-space-8)}}
`;
