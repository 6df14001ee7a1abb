/** Scheduling: a short call to book at a readable measure, placed by the section's alignment. */
export const css = `
.sw-scheduling__content{max-width:48rem}
.sw-align-center .sw-scheduling__content{margin-inline:auto}
.sw-align-right .sw-scheduling__content{margin-left:auto}
.sw-scheduling__body{color:var(--sw-color-text-2)}
.sw-scheduling__button{margin-top:var(--sw-space-4)}
`;
