/** Text Banner: a large quote at a readable measure, placed by the section's alignment (Center, Right). */
export const css = `
.sw-text-banner__quote,.sw-text-banner__primary{margin:0}
.sw-text-banner__quote,.sw-text-banner__subhead,.sw-text-banner__subordinate{max-width:48rem}
.sw-align-center :is(.sw-text-banner__quote,.sw-text-banner__subhead,.sw-text-banner__subordinate){margin-inline:auto}
.sw-align-right :is(.sw-text-banner__quote,.sw-text-banner__subhead,.sw-text-banner__subordinate){margin-left:auto}
.sw-text-banner__primary p{margin:0;font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-style:var(--sw-style-heading);font-size:var(--sw-size-h2);line-height:1.25}
.sw-text-banner__subhead{margin:var(--sw-space-5) 0 0;color:var(--sw-color-text-2)}
.sw-text-banner__subordinate{margin-top:var(--sw-space-7)}
`;
