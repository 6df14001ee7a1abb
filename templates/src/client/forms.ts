/**
 * Progressive enhancement of the Contact and Newsletter forms (hooks in templates/README.md).
 * Without this script the form is a plain POST to its `action`. With it, fields are checked first
 * (spec §5 'Please enter a valid email address'), the same urlencoded body is sent with fetch and
 * `Accept: application/json`, the button is disabled while sending and the success message shown.
 * An error answer may carry `{ message, fieldErrors: { [field name]: text } }` (JSON).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;
type MessageKey = 'email' | 'required' | 'failed';

const defaults: Record<MessageKey, string> = {
  email: 'Please enter a valid email address',
  required: 'Please fill in this field',
  failed: 'Sorry, something went wrong. Please try again.',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const message = (form: HTMLFormElement, key: MessageKey) =>
  form.getAttribute(`data-sw-msg-${key}`) || defaults[key];

const fieldsOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<Field>('input[name]:not([type=hidden]),textarea[name]'));

function problem(form: HTMLFormElement, field: Field): string {
  const value = field.value.trim();
  if (field.required && !value) return message(form, 'required');
  const isEmail = field.type === 'email' || field.getAttribute('data-sw-validate') === 'email';
  return value && isEmail && !emailPattern.test(value) ? message(form, 'email') : '';
}

/** Shows (or clears, for '') a message in the slot named `name`, or in the status when `name` is ''. */
function show(form: HTMLFormElement, name: string, text: string): void {
  const field = name ? form.elements.namedItem(name) : null;
  if (field instanceof Element) {
    if (text) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }
  form.querySelectorAll<HTMLElement>(name ? '[data-sw-error-for]' : '[data-sw-status]').forEach((slot) => {
    if (name && slot.getAttribute('data-sw-error-for') !== name) return;
    slot.textContent = text;
    slot.hidden = !text;
  });
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  form.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    button.disabled = busy;
  });
}

async function send(form: HTMLFormElement): Promise<void> {
  setBusy(form, true);
  show(form, '', '');
  try {
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
    });
    if (response.ok) {
      form.reset();
      const success = form.querySelector<HTMLElement>('[data-sw-success]');
      if (success) {
        success.hidden = false;
        success.tabIndex = -1;
        success.focus();
      }
      return;
    }
    const answer: { message?: string; fieldErrors?: Record<string, string> } = await response
      .json()
      .catch(() => ({}));
    const fieldErrors = answer.fieldErrors || {};
    for (const name of Object.keys(fieldErrors)) show(form, name, fieldErrors[name] || '');
    show(form, '', answer.message || message(form, 'failed'));
  } catch {
    show(form, '', message(form, 'failed'));
  } finally {
    setBusy(form, false);
  }
}

/** Enhances every form rendered with `data-sw-form="{kind}"`. */
export function enhanceForms(kind: 'contact' | 'newsletter'): void {
  document.querySelectorAll<HTMLFormElement>(`form[data-sw-form="${kind}"]`).forEach((form) => {
    // The script shows the spec's own messages instead of the browser's bubbles.
    form.noValidate = true;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.getAttribute('aria-busy') === 'true') return;
      let first: Field | undefined;
      for (const field of fieldsOf(form)) {
        const text = problem(form, field);
        show(form, field.name, text);
        if (text && !first) first = field;
      }
      if (first) first.focus();
      else void send(form);
    });
    // Once a field has been marked invalid, re-check it as the visitor corrects it.
    form.addEventListener('input', (event) => {
      const field = event.target as Field;
      if (field.getAttribute('aria-invalid') === 'true') show(form, field.name, problem(form, field));
    });
  });
}
