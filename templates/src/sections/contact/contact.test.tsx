import { type ContactForm, defaultContactForm, type SectionOf } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { contactTemplate } from './index.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example/',
});
const full = website.sections.find((s): s is SectionOf<'Contact'> => s.type === 'Contact')!;
const minimal = createWebsiteFixture().sections.find((s): s is SectionOf<'Contact'> => s.type === 'Contact')!;
const render = (section: SectionOf<'Contact'>) =>
  renderToStaticMarkup(<contactTemplate.Component section={section} ctx={ctx} />);
const withForm = (form: Partial<ContactForm>): SectionOf<'Contact'> => ({
  ...minimal,
  form: { ...minimal.form, ...form },
});
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** Every `<input>`/`<textarea>` id, and every `<label for>`. */
const controlIds = (html: string) =>
  [...html.matchAll(/<(?:input|textarea)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
/** The one start tag holding `attribute` (attributes are matched in any order). */
const tagWith = (html: string, attribute: string) => {
  const tags =
    html.match(new RegExp(`<[a-z]+ [^>]*${attribute.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^>]*>`, 'g')) ??
    [];
  expect(tags).toHaveLength(1);
  return tags[0]!;
};
const labelFors = (html: string) => [...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]);

describe('Contact section', () => {
  it('renders the full fixture: 10 fields, details, heading, hooks for the contact-form script', () => {
    const html = render(full);
    expect(full.form.fields).toHaveLength(10);
    expect(count(html, /<div class="sw-contact__field">/g)).toBe(10);
    expect(count(html, /<textarea /g)).toBe(4); // fields 3, 5, 7, 9; field 1 is TextArea but EmailRequired
    const form = tagWith(html, 'data-sw-form="contact"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/_forms/website-full/contact"');
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).toContain(`href="mailto:${full.details.email}"`);
    expect(html).toContain(`href="tel:${full.details.phone}"`);
    expect(html).toContain(full.details.address);
    expect(html).toContain(full.details.otherDetails);
    expect(html).toContain(`>${full.form.successMessage}</p>`);
    expect(html).toContain(`>${full.form.submitButton.label}</button>`);
    expect(html).toContain('class="sw-button sw-button--outlined sw-button--large"');
    expect(html).not.toContain('<h1');
    expect(contactTemplate.scripts?.(full, ctx)).toEqual(['contact-form']);
  });

  it('labels every field, honeypot included, with a unique id', () => {
    for (const section of [full, minimal]) {
      const html = render(section);
      const ids = controlIds(html);
      expect(ids.length).toBe(section.form.fields.length + 1);
      expect(new Set(ids).size).toBe(ids.length);
      expect(labelFors(html).sort()).toEqual([...ids].sort());
    }
  });

  it('marks Required and EmailRequired fields required and EmailRequired as type=email (spec §3)', () => {
    const html = render(minimal);
    const name = tagWith(html, 'name="field-name"');
    expect(name).toMatch(/^<input .*required="".*type="text"/);
    const email = tagWith(html, 'name="field-email"');
    expect(email).toMatch(/^<input .*required="".*type="email"/);
    expect(email).toContain('maxLength="64"');
    expect(email).toContain('data-sw-validate="email"');
    expect(tagWith(html, 'name="field-message"')).toMatch(/^<textarea .*required=""/);
    const optional = render(
      withForm({
        fields: [
          ...minimal.form.fields,
          { id: 'co', role: 'custom', type: 'Text', validator: null, title: 'Company' },
        ],
      }),
    );
    const company = tagWith(optional, 'name="co"');
    expect(company).toMatch(/^<input .*type="text"/);
    expect(company).not.toMatch(/required|data-sw-validate/);
  });

  it('gives each field an error slot it points at', () => {
    const html = render(minimal);
    for (const field of minimal.form.fields) {
      const control = tagWith(html, `name="${field.id}"`);
      const id = control.match(/ id="([^"]+)"/)?.[1];
      expect(control).toContain(`aria-describedby="${id}-error"`);
      expect(html).toContain(`<p id="${id}-error" data-sw-error-for="${field.id}" hidden="">`);
    }
    expect(html).toContain('data-sw-status="" role="status" aria-live="polite" hidden=""');
    const form = tagWith(html, 'data-sw-form="contact"');
    expect(form).toContain('data-sw-msg-email="Please enter a valid email address"');
    expect(form).toMatch(/data-sw-msg-required="[^"]+"/);
    expect(form).toMatch(/data-sw-msg-failed="[^"]+"/);
  });

  it('hides a honeypot from people and assistive technology', () => {
    const html = render(minimal);
    const honeypot = tagWith(html, 'name="company_website"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autoComplete="off"');
    expect(honeypot).not.toContain('required');
    const id = honeypot.match(/ id="([^"]+)"/)?.[1];
    expect(html).toMatch(
      new RegExp(
        `<div class="sw-visually-hidden" aria-hidden="true"><label for="${id}">[^<]+</label><input [^>]*name="company_website"[^>]*/></div>`,
      ),
    );
  });

  it('uses the form language for default wording, and keeps custom titles (7 languages)', () => {
    const english = render(minimal);
    expect(english).not.toMatch(/<form [^>]*lang=/);
    expect(english).toContain('>Send message</button>');
    const german = render(withForm({ language: 'German' }));
    expect(german).toMatch(/<form [^>]*lang="de"/);
    expect(german).toMatch(/>Name<span aria-hidden="true"> \*<\/span><\/label>/);
    expect(german).toMatch(/>E-Mail<span/);
    expect(german).toMatch(/>Nachricht<span/);
    expect(german).toContain('>Nachricht senden</button>');
    expect(german).toContain('Vielen Dank!');
    expect(german).toContain('data-sw-msg-email="Bitte geben Sie eine gültige E-Mail-Adresse ein"');
    expect(render(withForm({ ...defaultContactForm('Japanese'), language: 'Korean' }))).toContain(
      '>보내기</button>',
    );
    const custom = render(
      withForm({
        language: 'French',
        fields: minimal.form.fields.map((f) => ({ ...f, title: `Votre ${f.role}` })),
      }),
    );
    expect(custom).toMatch(/>Votre email<span/);
    expect(custom).toContain('>Envoyer</button>');
  });

  it('escapes text', () => {
    const html = render({
      ...full,
      heading: '<script>alert(1)</script>',
      details: { email: '"><script>', phone: '<b>', address: '<i>a</i>', otherDetails: '' },
      form: {
        ...full.form,
        successMessage: '<script>s</script>',
        fields: [{ ...full.form.fields[0]!, title: '<u>t</u>' }],
      },
    });
    expect(html).not.toMatch(/<script|<b>|<i>|<u>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="mailto:&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('&lt;u&gt;t&lt;/u&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = contactTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-contact(__|--|[\s.[:]|$)/);
    expect(contactTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
