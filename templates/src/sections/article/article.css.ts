/** Article: text at a readable measure; with an image, image first on phones and beside it from 768 px. */
export const css = `
.sw-article__layout{display:grid;gap:var(--sw-space-7);align-items:start}
.sw-article__text{max-width:70ch}
.sw-article__text p{margin:0 0 var(--sw-space-5)}
@media (min-width:768px){.sw-article__layout--image{grid-template-columns:1fr 1fr}}
`;
