import { type FooterLink, type Link, type NavLink, normaliseExternalUrl } from '@sitewright/model';
import type { ReactNode } from 'react';
import type { FieldMarker } from './field-marker.ts';

type AnyLink = Link | NavLink | FooterLink;

/** Where a link points, by its type (spec §3 Link): mailto:, tel:, the web or social URL, or `#section`. */
export function linkHref(link: AnyLink): string | undefined {
  switch (link.type) {
    case 'Email':
      return link.email ? `mailto:${link.email}` : undefined;
    case 'Phone':
      return link.phone ? `tel:${link.phone.replace(/[^\d+]/g, '')}` : undefined;
    case 'Web':
    case 'Social':
      // Stored as typed ('example.com'); written with the https:// the §5 rule prepends.
      return link.url ? normaliseExternalUrl(link.url) : undefined;
    case 'Section':
      return `#${link.sectionId}`;
    case 'None':
      return undefined;
  }
}

/** Web and social links open the other site in a new tab, without giving it a handle on this one. */
const external = (link: AnyLink) => link.type === 'Web' || link.type === 'Social';

interface ButtonLinkProps {
  link: AnyLink;
  /** 'button' draws the theme's button (style solid/outlined, size Medium/Large); 'text' a plain link. */
  variant?: 'button' | 'text';
  className?: string;
  children?: ReactNode;
  /** The preview's marker for the label (`fieldMarker(ctx, section, …, 'label')`); ignored with `children`. */
  field?: FieldMarker;
}

/**
 * A link as the owner set it: its label, its target by type, its button style and size. A link
 * with no target (type None, or an empty address in a draft) renders as plain text, never as a
 * dead anchor.
 */
export function ButtonLink({ link, variant = 'button', className, children, field }: ButtonLinkProps) {
  const href = linkHref(link);
  const style = 'buttonStyle' in link ? link.buttonStyle : 'solid';
  const size = 'buttonSize' in link ? link.buttonSize : 'Medium';
  const classes = [
    variant === 'button' ? `sw-button sw-button--${style} sw-button--${size.toLowerCase()}` : 'sw-link',
    className ?? '',
  ].filter(Boolean);
  const label = children ?? (field?.['data-sw-field'] ? <span {...field}>{link.label}</span> : link.label);
  if (!href) return <span className={classes.join(' ')}>{label}</span>;
  return (
    <a
      className={classes.join(' ')}
      href={href}
      target={external(link) ? '_blank' : undefined}
      rel={external(link) ? 'noopener noreferrer' : undefined}
    >
      {label}
    </a>
  );
}
