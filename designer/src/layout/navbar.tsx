import { useState } from 'react';
import { useRouter } from '../router/router.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { BrandMark } from './brand-mark.tsx';
import { navbarLinks, signInHref } from './site-links.ts';

/**
 * The marketing navbar. Below 768 px the links fold behind a Menu button; the fold needs
 * JavaScript (`html.js`, set in `index.html`), so without it the links simply show, wrapped.
 */
export function Navbar() {
  const { navigation } = useRouter();
  // Open for one navigation only: the menu closes by itself when the next page arrives.
  const [openOn, setOpenOn] = useState<object | null>(null);
  const open = openOn === navigation;
  const current = navigation.location.pathname;

  return (
    <header className="navbar">
      <a className="navbar__brand" href="/">
        <BrandMark />
        Sitewright
      </a>
      <button
        type="button"
        className="navbar__toggle"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpenOn(open ? null : navigation)}
      >
        Menu
      </button>
      <nav id="site-nav" aria-label="Main" className={open ? 'navbar__nav navbar__nav--open' : 'navbar__nav'}>
        <ul className="navbar__links">
          {navbarLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={current === link.href ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <ButtonLink href={signInHref} variant="secondary" size="small" className="navbar__sign-in">
          Sign in
        </ButtonLink>
      </nav>
    </header>
  );
}
