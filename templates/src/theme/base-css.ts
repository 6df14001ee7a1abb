/**
 * The rules every page needs, written only with the custom properties of `variables.ts`: a small
 * reset, type, links, focus, the skip link, buttons, sections and their alignment and borders, the
 * page landmarks and the 'Made with Sitewright' badge.
 *
 * Headings never break inside a word: they wrap only between words, and each level's size is capped
 * by the width of the column it sits in (`cqi` of the section's inner box, or of the hero's text
 * column beside its picture), so the longest word of a heading fits from 320 px phones up — the
 * theme's size (`--sw-size-h*`) wherever there is room. Browsers without container units keep the
 * theme's size. A container's width never comes from its content (it would be 0): the hero's columns
 * fill their grid area even where the section centres its items. Optional parts (backgrounds, the cookie
 * banner) are separate so a page only carries what it uses.
 */
export const baseCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
[hidden]{display:none!important}
body{margin:0;background:var(--sw-color-bg);color:var(--sw-color-text);font-family:var(--sw-font-body);font-weight:var(--sw-weight-body);font-style:var(--sw-style-body);font-size:var(--sw-size-body);line-height:var(--sw-line-height);overflow-wrap:break-word}
h1,h2,h3{margin:0 0 var(--sw-space-5);font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-style:var(--sw-style-heading);line-height:1.15;text-wrap:balance}
h1{font-size:var(--sw-size-h1);font-size:min(var(--sw-size-h1),10cqi)}
h2{font-size:var(--sw-size-h2);font-size:min(var(--sw-size-h2),8cqi)}
h3{font-size:var(--sw-size-h3);font-size:min(var(--sw-size-h3),6.5cqi)}
h1,h2,h3{overflow-wrap:normal;hyphens:manual}
.sw-section__inner,.sw-introduction__layout>*{container-type:inline-size}
.sw-introduction__layout>*{width:100%}
p{margin:0 0 var(--sw-space-5)}
img,svg,video,iframe{max-width:100%}
a{color:inherit;text-underline-offset:.15em}
button,input,textarea,select{font:inherit;color:inherit}
:focus-visible{outline:3px solid var(--sw-color-text);outline-offset:2px}
.sw-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sw-skip{position:absolute;left:var(--sw-space-5);top:-100px;z-index:100;padding:var(--sw-space-4) var(--sw-space-5);background:var(--sw-color-bg);color:var(--sw-color-text)}
.sw-skip:focus{top:var(--sw-space-5)}
#main:focus{outline:0}
.sw-link{color:inherit;text-decoration:underline}
.sw-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--sw-space-3);min-height:44px;padding:var(--sw-space-4) var(--sw-space-6);border:2px solid var(--sw-color-btn);border-radius:var(--sw-radius-button);font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-size:var(--sw-size-body);line-height:1.2;text-align:center;text-decoration:none;cursor:pointer;transition:background-color .15s,color .15s,border-color .15s}
.sw-button--solid{background:var(--sw-color-btn);color:var(--sw-color-btn-text)}
.sw-button--outlined{background:transparent;color:var(--sw-color-text)}
a.sw-button:hover,button.sw-button:hover{background:var(--sw-color-btn-hover);border-color:var(--sw-color-btn-hover);color:var(--sw-color-btn-text)}
a.sw-button:active,button.sw-button:active{background:var(--sw-color-btn-pressed);border-color:var(--sw-color-btn-pressed);color:var(--sw-color-btn-text)}
.sw-button:focus-visible{outline-offset:3px}
.sw-button:disabled{opacity:.6;cursor:progress}
.sw-button--large{min-height:52px;padding:var(--sw-space-5) var(--sw-space-7);font-size:calc(var(--sw-size-body)*1.125)}
.sw-section{position:relative;padding:var(--sw-section-pad) var(--sw-space-5)}
.sw-section__inner{position:relative;z-index:1;max-width:var(--sw-content-width);margin:0 auto}
.sw-align-left{text-align:left;--sw-align:start}
.sw-align-center{text-align:center;--sw-align:center}
.sw-align-right{text-align:right;--sw-align:end}
.sw-align-fill{--sw-align:stretch}
.sw-align-fill>.sw-section__inner{max-width:none}
.sw-align-top{--sw-align:start;--sw-align-block:start}
.sw-align-bottom{--sw-align:start;--sw-align-block:end}
.sw-border-top{border-top:var(--sw-border-width) solid var(--sw-border-color)}
.sw-border-bottom{border-bottom:var(--sw-border-width) solid var(--sw-border-color)}
.sw-border-all>.sw-section__inner{padding:var(--sw-space-7);border:var(--sw-border-width) solid var(--sw-border-color);border-radius:var(--sw-radius-image)}
.sw-site-footer{text-align:center}
.sw-badge{display:inline-flex;align-items:center;gap:var(--sw-space-2);margin:0 auto var(--sw-space-6);padding:var(--sw-space-2) var(--sw-space-4);border:1px solid var(--sw-border-color);border-radius:999px;font-family:system-ui,sans-serif;font-size:.8125rem;color:var(--sw-color-text);text-decoration:none}
.sw-badge:hover{text-decoration:underline}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`;

/** Section backgrounds (§3 Fill Gradient, BackgroundType Image), only on pages that use them. */
export const backgroundCss = `
.sw-bg-gradient{background:linear-gradient(135deg,var(--sw-color-bg) 0%,color-mix(in srgb,var(--sw-color-btn) 16%,var(--sw-color-bg)) 100%)}
.sw-bg-image{overflow:hidden}
.sw-section__backdrop{position:absolute;inset:0;z-index:0}
.sw-section__backdrop::after{content:"";position:absolute;inset:0;background:var(--sw-color-bg);opacity:var(--sw-backdrop-overlay,.8)}
.sw-section__backdrop .sw-picture{width:100%;height:100%;aspect-ratio:auto;border-radius:0;box-shadow:none;clip-path:none;-webkit-mask:none;mask:none}
.sw-section__backdrop img{width:100%;height:100%;object-fit:cover}
`;

/** The cookie banner the page renders when the setting is on (texts and colour from settings). */
export const cookieBannerCss = `
.sw-cookie{position:fixed;left:var(--sw-space-4);right:var(--sw-space-4);bottom:var(--sw-space-4);z-index:60;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:var(--sw-space-4);max-width:720px;margin:0 auto;padding:var(--sw-space-5);border:1px solid var(--sw-border-color);border-radius:var(--sw-radius-image);background:var(--sw-cookie-bg,var(--sw-color-bg));box-shadow:0 8px 24px rgba(0,0,0,.2)}
.sw-cookie p{flex:1 1 240px;margin:0}
.sw-cookie .sw-button--outlined{color:inherit;border-color:currentColor}
`;

/** The page's own `<header>` landmark when the fixed header setting is on (spec §3 fixed header). */
export const fixedHeaderCss = `
html{scroll-padding-top:96px}
.sw-site-header--fixed{position:sticky;top:0;z-index:50}
`;
