import type { SubmitButton as SubmitButtonLook } from '@sitewright/model';
import type { FormMessages } from './form-copy.ts';

/**
 * Pieces shared by the Contact and Newsletter forms, rendered with the attributes the
 * 'contact-form' and 'newsletter' client scripts look for (templates/README "Client script hooks").
 * They carry no class: each section styles them by those attributes under its own class.
 */

/** The `data-sw-msg-*` attributes of a `<form>`: the script's error texts in the form's language. */
export function messageAttributes(messages: FormMessages) {
  return {
    'data-sw-msg-email': messages.email,
    'data-sw-msg-required': messages.required,
    'data-sw-msg-failed': messages.failed,
  };
}

/** The per-field error slot the script fills; the field points at it with `aria-describedby`. */
export function FieldError({ id, name }: { id: string; name: string }) {
  return <p id={id} data-sw-error-for={name} hidden />;
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill) that bots fill in, so the api can drop a submission whose `company_website`
 * is not empty. The scripts send it like any other field.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="sw-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="company_website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The submit button in the theme's button look (style solid/outlined, size Medium/Large). */
export function SubmitButton({ look, label }: { look: SubmitButtonLook; label: string }) {
  return (
    <button
      type="submit"
      className={`sw-button sw-button--${look.buttonStyle} sw-button--${look.buttonSize.toLowerCase()}`}
    >
      {label}
    </button>
  );
}

/** The form-wide status the script announces, and the success message it reveals after sending. */
export function FormStatus({ success }: { success: string }) {
  return (
    <>
      <p data-sw-status="" role="status" aria-live="polite" hidden />
      <p data-sw-success="" hidden>
        {success}
      </p>
    </>
  );
}
