/** Code Embed: the owner's HTML gets the content width; the preview placeholder a dashed box. */
export const css = `
.sw-code-embed{max-width:var(--sw-content-width);margin-inline:auto;padding:var(--sw-space-6) var(--sw-space-5);overflow-x:auto}
.sw-code-embed--placeholder p{margin:0;padding:var(--sw-space-7) var(--sw-space-5);text-align:center;color:var(--sw-color-text-2);border:var(--sw-border-width) dashed var(--sw-border-color);border-radius:var(--sw-radius-image)}
`;
