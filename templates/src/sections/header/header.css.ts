/**
 * Header layout, mobile-first; the bar is the base stylesheet's `.sw-section__inner` (content
 * width, border All). Below 768 px (§9 mobile threshold) the nav takes its own row and, once the
 * 'mobile-menu' script has shown the toggle, folds away until it opens (`sw-menu-open`). From
 * 768 px: logo, links, button on one row; alignment Center centres the links, Fill spreads them,
 * any other keeps them to the right. Sticking to the top is the page's `<header>` (`fixedHeaderCss`).
 */
export const css = `
.sw-header{position:relative;padding:var(--sw-space-4) var(--sw-space-5);background:var(--sw-color-bg)}
.sw-header--fixed{box-shadow:var(--sw-shadow)}
.sw-header--bottom-border{border-bottom:var(--sw-border-width) solid var(--sw-border-color)}
.sw-header__bar{display:flex;flex-wrap:wrap;align-items:center;gap:var(--sw-space-4)}
.sw-header__logo{margin-right:auto;text-decoration:none;font-family:var(--sw-font-heading);font-weight:var(--sw-weight-heading);font-style:var(--sw-style-heading);font-size:var(--sw-size-h3)}
.sw-header__logo img{display:block;height:var(--sw-space-8);width:auto;max-width:60vw;object-fit:contain}
.sw-header__toggle{display:none;padding:var(--sw-space-2);border:0;background:none;line-height:0;cursor:pointer}
.sw-header__nav{flex-basis:100%}
.sw-header__menu{display:flex;flex-wrap:wrap;gap:var(--sw-space-2) var(--sw-space-5);margin:0;padding:0;list-style:none}
.sw-header__link{display:inline-block;padding:var(--sw-space-2) 0;text-decoration:none}
.sw-header__link:hover{text-decoration:underline}
@media(max-width:767.98px){
.sw-header__toggle:not([hidden]){display:inline-block}
.sw-header__toggle:not([hidden])~.sw-header__nav:not(.sw-menu-open){display:none}
.sw-header__toggle:not([hidden])~.sw-header__nav .sw-header__menu{flex-direction:column}
}
@media(min-width:768px){
.sw-header__bar{flex-wrap:nowrap}
.sw-header__logo{margin-right:0}
.sw-header__nav{flex-basis:auto;margin-left:auto}
.sw-align-center .sw-header__nav{margin-right:auto}
.sw-align-fill .sw-header__nav{flex:1}
.sw-align-fill .sw-header__menu{justify-content:space-around}
}
`;
