import { linkSources } from '../marketing/create-from-link/link-sources.ts';

/** A link of the navbar or footer. */
export interface SiteLink {
  href: string;
  label: string;
}

/** The three free tools (spec §1), in navbar order. */
export const freeTools: readonly SiteLink[] = [
  { href: '/business-name-generator', label: 'Business name creator' },
  { href: '/business-idea-generator', label: 'Business idea creator' },
  { href: '/google-ad-generator', label: 'Google ad creator' },
];

/** The navbar of spec §2 "Home": the free tools, pricing, support, blog, terms, privacy (sign in is apart). */
export const navbarLinks: readonly SiteLink[] = [
  ...freeTools,
  { href: '/pricing', label: 'Pricing' },
  { href: '/support', label: 'Support' },
  { href: '/blog', label: 'Blog' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
];

/** Sign-in: the login screens arrive with the sign-in work; `/login` is their route. */
export const signInHref = '/login';

/** The build-website action (spec §2): onboarding. */
export const buildWebsiteHref = '/onboarding';

/** Footer columns. */
export const footerColumns: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Product',
    links: [
      { href: buildWebsiteHref, label: 'Build your website' },
      { href: '/industries', label: 'Industries' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/about', label: 'About' },
    ],
  },
  { title: 'Free tools', links: freeTools },
  {
    title: 'Start from a link',
    links: linkSources.map(({ path, label }) => ({ href: path, label })),
  },
  {
    title: 'Help',
    links: [
      { href: '/support', label: 'Support' },
      { href: '/blog', label: 'Blog' },
      { href: '/terms', label: 'Terms' },
      { href: '/privacy', label: 'Privacy' },
    ],
  },
];
