import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';
import { industries, industryPath } from './industries/industry-list.ts';

/** The top of a marketing page: its one h1, a lead paragraph and the main actions. */
export function Hero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="hero" aria-labelledby="page-title">
      {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
      <h1 id="page-title">{title}</h1>
      <p className="hero__lead">{lead}</p>
      {children ? <div className="hero__actions">{children}</div> : null}
    </section>
  );
}

/** A titled band of a page, with an h2 and an anchor id. */
export function Band({
  id,
  title,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
}) {
  return (
    <section className={`band band--${tone}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="band__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

export interface Card {
  title: string;
  text: ReactNode;
  href?: string;
}

/** Cards in a responsive grid; a card with `href` is one big link (its title). */
export function CardGrid({ cards, headingLevel = 3 }: { cards: readonly Card[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.title} className={card.href ? 'card card--link' : 'card'}>
          <Heading className="card__title">
            {card.href ? <a href={card.href}>{card.title}</a> : card.title}
          </Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The 30 industries as chips, each linking to its landing page. */
export function IndustryChips() {
  return (
    <ul className="chips">
      {industries.map(({ slug, name }) => (
        <li key={slug}>
          <a className="chip" href={industryPath(slug)}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action of a page. */
export function CallToAction({
  title,
  text,
  href,
  label,
}: {
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{title}</h2>
      <p>{text}</p>
      <ButtonLink href={href}>{label}</ButtonLink>
    </section>
  );
}
