import type { LogoItem } from '@sitewright/model';
import { ButtonLink, linkHref } from '../../primitives/button-link.tsx';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { Picture } from '../../primitives/picture.tsx';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { RenderContext } from '../../render-context.ts';
import type { SectionProps } from '../../section-template.ts';

/** One logo: a company name set in the heading font, or an image whose alt text is its description. */
function Logo({ logo, ctx }: { logo: LogoItem; ctx: RenderContext }) {
  const content =
    logo.type === 'Text' ? (
      <span className="sw-logo-grid__text">{logo.text}</span>
    ) : (
      <>
        <Picture image={logo.image} ctx={ctx} className="sw-logo-grid__image" sizes="160px" />
        {/* A linked logo with no description would be a link without a name: its label names it. */}
        {!logo.image.description && logo.link?.label ? (
          <span className="sw-visually-hidden">{logo.link.label}</span>
        ) : null}
      </>
    );
  // No target (type None or an empty address): no wrapper, since a <span> cannot hold the picture's <div>.
  if (!logo.link || !linkHref(logo.link)) return content;
  return (
    <ButtonLink link={logo.link} variant="text" className="sw-logo-grid__link">
      {content}
    </ButtonLink>
  );
}

/** Logo Grid: a heading, a sentence and up to 10 logos (§9), each Text or Image, each optionally linked. */
export function LogoGrid({ section, ctx }: SectionProps<'LogoGrid'>) {
  const { heading, body, logos } = section;
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      {heading ? (
        <h2
          id={headingId(section)}
          className="sw-logo-grid__heading"
          {...fieldMarker(ctx, section, 'heading')}
        >
          {heading}
        </h2>
      ) : null}
      {body ? <Paragraphs text={body} field={fieldMarker(ctx, section, 'body')} /> : null}
      {logos.length > 0 ? (
        <ul className="sw-logo-grid__list">
          {logos.map((logo) => (
            <li key={logo.id} className={`sw-logo-grid__item sw-logo-grid__item--${logo.type.toLowerCase()}`}>
              <Logo logo={logo} ctx={ctx} />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
