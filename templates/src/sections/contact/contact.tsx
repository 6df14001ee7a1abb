import type { ContactDetails } from '@sitewright/model';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { SectionProps } from '../../section-template.ts';
import { ContactFormBlock } from './contact-form.tsx';

/** The business's e-mail (mailto), phone (tel), address and other details; nothing when all are empty. */
function Details({ details }: { details: ContactDetails }) {
  const { email, phone, address, otherDetails } = details;
  if (!email && !phone && !address && !otherDetails) return null;
  return (
    <address className="sw-contact__details">
      {email ? (
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
      {phone ? (
        <p>
          {/* Dialled digits only, like `linkHref` for Phone links: "+1 (512) 555-0134" → tel:+15125550134 */}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      {address ? <Paragraphs text={address} /> : null}
      {otherDetails ? <Paragraphs text={otherDetails} /> : null}
    </address>
  );
}

/**
 * Contact: heading, a sentence, the business's details and the contact form; the form sits beside
 * the details from 768 px.
 */
export function Contact({ section, ctx }: SectionProps<'Contact'>) {
  const { heading, body, details } = section;
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      <div className="sw-contact__layout">
        <div className="sw-contact__intro">
          {heading ? (
            <h2
              id={headingId(section)}
              className="sw-contact__heading"
              {...fieldMarker(ctx, section, 'heading')}
            >
              {heading}
            </h2>
          ) : null}
          {body ? <Paragraphs text={body} field={fieldMarker(ctx, section, 'body')} /> : null}
          <Details details={details} />
        </div>
        <ContactFormBlock section={section} ctx={ctx} />
      </div>
    </SectionShell>
  );
}
