/** Video: the player keeps 16:9 and never grows past the content width. */
export const css = `
.sw-video__frame{position:relative;aspect-ratio:16/9;margin-top:var(--sw-space-6);border-radius:var(--sw-radius-image);overflow:hidden;box-shadow:var(--sw-shadow)}
.sw-video__frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.sw-video__link{margin-top:var(--sw-space-6)}
.sw-video__empty{margin-top:var(--sw-space-6);padding:var(--sw-space-6);border:var(--sw-border-width) dashed var(--sw-border-color);color:var(--sw-color-text-2)}
`;
