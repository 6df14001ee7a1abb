import { imageSource } from '@sitewright/model';
import { LanguageSwitch } from '../../page/language-switch.tsx';
import { languageHref } from '../../page/languages.ts';
import { wordsOf } from '../../page/page-words.ts';
import { fieldMarker } from '../../primitives/field-marker.ts';
import {
  ButtonLink,
  linkHref,
  Picture,
  PublishedPicture,
  publishedImageFor,
} from '../../primitives/index.ts';
import type { SectionProps } from '../../section-template.ts';

/** The id of the collapsible menu, for the toggle's `aria-controls`. */
export const menuId = (sectionId: string) => `${sectionId}-menu`;

/**
 * The site header's content. The page's `<header>` landmark is the pipeline's, so this renders a
 * `<div>` with the logo, the language switch on a site in two languages (outside the menu, so it
 * never folds away), the main `<nav>` (Section links, ≤ 6), an optional button and the mobile
 * menu toggle. The logo links to the home page in the page's own language.
 *
 * Mobile menu (templates README "Client script hooks"): the toggle is rendered `hidden`; the
 * 'mobile-menu' script shows it and flips its `aria-expanded` and the nav's `sw-menu-open` class.
 * The CSS folds the nav only once the toggle shows, so without JavaScript every link stays visible.
 * The section's own alignment, border and background override the theme's, as in `SectionShell`.
 */
export function SiteHeader({ section, ctx }: SectionProps<'Header'>) {
  const { settings } = ctx;
  const background = section.background ?? ctx.theme.background;
  const border = (section.border ?? ctx.theme.border).toLowerCase();
  const classes = [
    'sw-header',
    `sw-align-${(section.alignment ?? ctx.theme.alignment).toLowerCase()}`,
    border === 'none' ? '' : `sw-border-${border}`,
    background.fill === 'Gradient Fill' ? 'sw-bg-gradient' : '',
    background.type === 'Image' ? 'sw-bg-image' : '',
    settings.fixedHeader ? 'sw-header--fixed' : '',
    settings.bottomBorder ? 'sw-header--bottom-border' : '',
  ].filter(Boolean);
  const logo = section.logoType === 'Image' ? settings.logo : null;
  const publishedLogo = logo ? publishedImageFor(ctx.options.images, logo) : undefined;
  const hasLinks = section.navLinks.length > 0;
  const words = wordsOf(ctx);

  return (
    <div className={classes.join(' ')}>
      {background.type === 'Image' ? (
        <div className="sw-section__backdrop" aria-hidden="true">
          <Picture image={background.image} ctx={ctx} decorative />
        </div>
      ) : null}
      <div className="sw-section__inner sw-header__bar">
        <a className="sw-header__logo" href={languageHref(ctx, ctx.language)}>
          {logo && publishedLogo ? (
            <PublishedPicture published={publishedLogo} sizes="240px" alt={settings.businessName} eager />
          ) : logo ? (
            <img src={imageSource(logo, 'small')} alt={settings.businessName} decoding="async" />
          ) : (
            settings.businessName
          )}
        </a>
        <LanguageSwitch ctx={ctx} />
        {hasLinks ? (
          <>
            <button
              type="button"
              className="sw-header__toggle"
              aria-expanded="false"
              aria-controls={menuId(section.id)}
              aria-label={words.menu}
              data-sw-menu-toggle=""
              hidden
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <nav
              className="sw-header__nav"
              id={menuId(section.id)}
              aria-label={words.mainNav}
              data-sw-menu=""
            >
              <ul className="sw-header__menu">
                {section.navLinks.map((link, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two links may share target and label
                  <li key={index}>
                    <a className="sw-header__link" href={linkHref(link)}>
                      {ctx.options.mode === 'preview' ? (
                        <span {...fieldMarker(ctx, section, 'navLinks', index, 'label')}>{link.label}</span>
                      ) : (
                        link.label
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
        {section.button ? (
          <ButtonLink
            link={section.button}
            className="sw-header__button"
            field={fieldMarker(ctx, section, 'button', 'label')}
          />
        ) : null}
      </div>
    </div>
  );
}
