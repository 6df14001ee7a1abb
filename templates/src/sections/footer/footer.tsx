import { type SocialLink, socialLinksCollapsed } from '@sitewright/model';
import { wordsOf } from '../../page/page-words.ts';
import { ButtonLink } from '../../primitives/button-link.tsx';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { Picture } from '../../primitives/picture.tsx';
import type { SectionProps } from '../../section-template.ts';
import { socialNetworkNames } from './social-networks.ts';

function SocialItems({ links }: { links: SocialLink[] }) {
  return links.map((link) => (
    <li key={link.network}>
      <a className="sw-footer__network" href={link.url.trim()} target="_blank" rel="noopener noreferrer me">
        {socialNetworkNames[link.network]}
      </a>
    </li>
  ));
}

/**
 * The footer's content. The page's `<footer>` landmark is the pipeline's (it also shows the 'Made
 * with Sitewright' badge), so this renders a `<div>`: the social profiles, the footer links (≤ 4)
 * and the copyright line. The first 4 profiles show (§9 "Social links collapsed show 4"); the rest
 * open from a native `<details>` "More", so no script is needed. Alignment, border and background
 * override the theme's, as in `SectionShell`; its id is the anchor Section links scroll to.
 */
export function SiteFooter({ section, ctx }: SectionProps<'Footer'>) {
  const background = section.background ?? ctx.theme.background;
  const border = (section.border ?? ctx.theme.border).toLowerCase();
  const classes = [
    'sw-footer',
    `sw-align-${(section.alignment ?? ctx.theme.alignment).toLowerCase()}`,
    border === 'none' ? '' : `sw-border-${border}`,
    background.fill === 'Gradient Fill' ? 'sw-bg-gradient' : '',
    background.type === 'Image' ? 'sw-bg-image' : '',
  ].filter(Boolean);
  // Only web addresses are linked: an empty (draft) or other-scheme address is left out.
  const social = section.socialLinks.filter((l) => /^https?:\/\//i.test(l.url.trim()));
  const shown = social.slice(0, socialLinksCollapsed);
  const more = social.slice(socialLinksCollapsed);
  const words = wordsOf(ctx);
  return (
    <div id={section.id} className={classes.join(' ')}>
      {background.type === 'Image' ? (
        <div className="sw-section__backdrop" aria-hidden="true">
          <Picture image={background.image} ctx={ctx} decorative />
        </div>
      ) : null}
      <div className="sw-footer__inner">
        {shown.length > 0 ? (
          <div className="sw-footer__social">
            <ul className="sw-footer__networks" aria-label={words.socialMedia}>
              <SocialItems links={shown} />
            </ul>
            {more.length > 0 ? (
              <details className="sw-footer__more">
                <summary>
                  {words.more}
                  <span className="sw-visually-hidden">{words.moreSocialMedia}</span>
                </summary>
                <ul className="sw-footer__networks">
                  <SocialItems links={more} />
                </ul>
              </details>
            ) : null}
          </div>
        ) : null}
        {section.links.length > 0 ? (
          <nav className="sw-footer__nav" aria-label={words.footerNav}>
            <ul>
              {section.links.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two links may share target and label
                <li key={index}>
                  <ButtonLink
                    link={link}
                    variant="text"
                    field={fieldMarker(ctx, section, 'links', index, 'label')}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {section.copyright ? (
          <p className="sw-footer__copyright" {...fieldMarker(ctx, section, 'copyright')}>
            {section.copyright}
          </p>
        ) : null}
      </div>
    </div>
  );
}
