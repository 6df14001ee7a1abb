import { languageNames } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';
import { isMultilingual, languageHref } from './languages.ts';
import { wordsOf } from './page-words.ts';

/**
 * The visitor's language switch on a site in two languages: a `<nav>` with a link to each
 * language's page, named in that language (`lang` and `hreflang` on each link), the current one
 * `aria-current="page"`. Links are root-relative (`{basePath}`, `{basePath}es/`), so they work on
 * the shared origin and on a custom domain. It sits in the header's bar, outside the menu that
 * folds on phones (so it is one tap away at every width); a page without a header shows it in
 * the footer instead (`PageBody`). Nothing on a site in one language.
 */
export function LanguageSwitch({ ctx }: { ctx: RenderContext }) {
  if (!isMultilingual(ctx)) return null;
  return (
    <nav className="sw-lang" aria-label={wordsOf(ctx).languageNav}>
      <ul className="sw-lang__list">
        {ctx.languages.map((code) => (
          <li key={code}>
            <a
              className="sw-lang__link"
              href={languageHref(ctx, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === ctx.language ? 'page' : undefined}
            >
              {languageNames[code].native}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The switch's rules, only on the pages of a site in two languages. Links are at least 44 px high
 * (like the theme's buttons); the current language is bold and underlined, not by colour alone.
 * In the header's bar it follows the logo on phones (beside the menu button) and goes last from
 * 768 px; in the footer it is centred above the badge.
 */
export const languageSwitchCss = `
.sw-lang__list{display:flex;flex-wrap:wrap;gap:0 var(--sw-space-2);margin:0;padding:0;list-style:none}
.sw-lang__link{display:inline-flex;align-items:center;min-height:44px;padding:0 var(--sw-space-2);font-size:.875em;text-decoration:none}
.sw-lang__link:hover{text-decoration:underline}
.sw-lang__link[aria-current]{font-weight:700;text-decoration:underline;text-decoration-thickness:2px}
.sw-site-footer>.sw-lang .sw-lang__list{justify-content:center;margin-bottom:var(--sw-space-4)}
@media(min-width:768px){.sw-header__bar>.sw-lang{order:1}}
`;
