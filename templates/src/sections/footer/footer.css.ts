/** Footer: profiles, links and copyright stacked; profiles and links wrap in rows. */
export const css = `
.sw-footer{position:relative;padding:var(--sw-space-7) var(--sw-space-5)}
.sw-footer__inner{position:relative;display:grid;gap:var(--sw-space-5);max-width:var(--sw-content-width);margin-inline:auto}
.sw-footer__social{display:flex;flex-wrap:wrap;align-items:flex-start;gap:var(--sw-space-3)}
.sw-footer__networks,.sw-footer__nav ul{display:flex;flex-wrap:wrap;gap:var(--sw-space-3) var(--sw-space-5);margin:0;padding:0;list-style:none}
.sw-footer__network{display:inline-block;padding:var(--sw-space-1) 0;color:inherit}
.sw-footer__more summary{padding:var(--sw-space-1) 0;cursor:pointer}
.sw-footer__more[open] .sw-footer__networks{margin-top:var(--sw-space-3)}
.sw-footer__copyright{margin:0;color:var(--sw-color-text-2);font-size:var(--sw-size-small)}
.sw-footer.sw-align-center .sw-footer__social,.sw-footer.sw-align-center .sw-footer__networks,.sw-footer.sw-align-center .sw-footer__nav ul{justify-content:center}
@media (min-width:768px){.sw-footer__inner{grid-template-columns:1fr auto;align-items:start}.sw-footer__copyright{grid-column:1/-1}}
`;
