import { decidedLimits } from '@sitewright/model';
import { englishPageWords, wordsOf } from '../../page/page-words.ts';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import { formEndpoint } from '../../render/form-endpoint.ts';
import type { SectionProps } from '../../section-template.ts';
import { pageFormMessages } from '../contact/form-copy.ts';
import { FieldError, FormStatus, Honeypot, messageAttributes, SubmitButton } from '../contact/form-parts.tsx';

/**
 * Shown after signing up. The section has no success-message field and no form language (spec §3),
 * so it and the error texts are in the page's language (`pageWords`): English on the first
 * language's page, like the contact form's English defaults.
 */
export const newsletterSuccess = englishPageWords.newsletterSuccess;

/**
 * Newsletter: heading, a sentence, and a sign-up form of one e-mail field (its label is the
 * section's field label, always visible: a placeholder is no label) and the button. It posts without
 * JavaScript; the 'newsletter' script validates, sends it with fetch and shows the result in place.
 */
export function Newsletter({ section, ctx }: SectionProps<'Newsletter'>) {
  const { heading, body, fieldLabel, button } = section;
  const inputId = `${section.id}-email`;
  const errorId = `${inputId}-error`;
  const words = wordsOf(ctx);
  const messages = { ...pageFormMessages(ctx), failed: words.newsletterFailed };
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      {heading ? (
        <h2
          id={headingId(section)}
          className="sw-newsletter__heading"
          {...fieldMarker(ctx, section, 'heading')}
        >
          {heading}
        </h2>
      ) : null}
      {body ? <Paragraphs text={body} field={fieldMarker(ctx, section, 'body')} /> : null}
      <form
        className="sw-newsletter__form"
        data-sw-form="newsletter"
        method="post"
        action={formEndpoint(ctx, 'newsletter')}
        {...messageAttributes(messages)}
      >
        <label htmlFor={inputId} className="sw-newsletter__label">
          {fieldLabel}
        </label>
        <div className="sw-newsletter__row">
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={decidedLimits.identityEmail}
            aria-describedby={errorId}
            data-sw-validate="email"
          />
          <SubmitButton look={button} label={button.label} />
        </div>
        <FieldError id={errorId} name="email" />
        <Honeypot id={`${section.id}-hp`} label={words.honeypot} />
        <FormStatus success={words.newsletterSuccess} />
      </form>
    </SectionShell>
  );
}
