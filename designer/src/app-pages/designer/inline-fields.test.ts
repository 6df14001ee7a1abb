import { fieldLimits, type Website, website } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderPage } from '@sitewright/templates';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialHistory } from './editor-history.ts';
import { clip, inlineField, inlineOutcome, plainText, valueAt, withText } from './inline-fields.ts';
import { inlineCoalesceKey } from './use-inline-editor.ts';

const doc = fullWebsiteFixture();
const indexOf = (type: Website['sections'][number]['type']) => doc.sections.findIndex((s) => s.type === type);
const previewPaths = (d: Website) =>
  [
    ...renderPage(d, {
      siteUrl: 'http://x/preview',
      basePath: '/',
      apiUrl: 'http://x',
      mode: 'preview',
    }).matchAll(/data-sw-field="([^"]+)"/g),
  ].map((m) => m[1]!);

describe('in-place editing: path binding', () => {
  it('binds every path the preview marks to a text field of the side form, with its §9 limit', () => {
    const paths = previewPaths(doc);
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const field = inlineField(doc, path);
      expect(field, path).not.toBeNull();
      expect(typeof valueAt(doc, path), path).toBe('string');
    }
  });

  it('reads labels and limits as the side form does: headings, item texts, link labels', () => {
    const intro = indexOf('Introduction');
    expect(inlineField(doc, `sections.${intro}.heading`)).toMatchObject({
      label: 'Heading',
      sectionTitle: 'Introduction',
      maxLength: fieldLimits.introHeading, // spec §9 Intro heading 150
      multiline: false,
    });
    expect(inlineField(doc, `sections.${intro}.body`)).toMatchObject({
      maxLength: fieldLimits.introBody,
      multiline: true,
    });
    expect(inlineField(doc, `sections.${intro}.buttons.0.label`)).toMatchObject({
      label: 'Button 1 label',
      maxLength: fieldLimits.buttonLabel, // spec §9 Button label 28
    });
    const faq = indexOf('FAQ');
    expect(inlineField(doc, `sections.${faq}.items.1.question`)).toMatchObject({
      label: 'Item 2 question',
      maxLength: fieldLimits.faqQuestion,
    });
    expect(inlineField(doc, `sections.${faq}.items.1.answer`)?.maxLength).toBe(fieldLimits.faqAnswer);
    const header = indexOf('Header');
    expect(inlineField(doc, `sections.${header}.navLinks.0.label`)?.maxLength).toBe(fieldLimits.navLink);
    const footer = indexOf('Footer');
    expect(inlineField(doc, `sections.${footer}.copyright`)?.maxLength).toBe(fieldLimits.copyright);
  });

  it('refuses paths the form does not edit: ids, images, missing items and sections', () => {
    const intro = indexOf('Introduction');
    expect(inlineField(doc, `sections.${intro}.id`)).toBeNull();
    expect(inlineField(doc, `sections.${intro}.image.description`)).toBeNull();
    expect(inlineField(doc, `sections.${indexOf('FAQ')}.items.99.question`)).toBeNull();
    expect(inlineField(doc, 'sections.99.heading')).toBeNull();
    expect(inlineField(doc, 'websiteSettings.businessName')).toBeNull();
  });
});

describe('in-place editing: commit', () => {
  const path = `sections.${indexOf('Introduction')}.heading`;
  const field = inlineField(doc, path)!;

  it('writes a text at its path only, keeping the rest of the draft and its validity', () => {
    const next = withText(doc, path, 'Fresh bread daily');
    expect(valueAt(next, path)).toBe('Fresh bread daily');
    expect(next.sections.filter((_, i) => `sections.${i}.heading` !== path)).toEqual(
      doc.sections.filter((_, i) => `sections.${i}.heading` !== path),
    );
    expect(website.safeParse(next).success).toBe(true);
    expect(withText(doc, path, valueAt(doc, path) as string)).toBe(doc);
    expect(withText(doc, 'sections.99.heading', 'x')).toBe(doc);
  });

  it('clips past the §9 maximum with the schema’s message, and refuses what the schema refuses', () => {
    const long = 'x'.repeat(fieldLimits.introHeading + 10);
    const clipped = inlineOutcome(field, long);
    expect(clipped.text).toHaveLength(fieldLimits.introHeading);
    expect(clipped.message).toMatch(/150/);
    expect(inlineOutcome(field, 'Hello')).toEqual({ text: 'Hello', message: null });
    // A text the schema refuses otherwise (a required label) is not written, as in the side form.
    const required = {
      ...field,
      schema: {
        ...field.schema,
        safeParse: (v: unknown) =>
          v === ''
            ? { success: false, error: { issues: [{ code: 'too_small', message: 'x' }] } }
            : { success: true },
      },
    };
    expect(inlineOutcome(required, '')).toEqual({ text: null, message: 'Required' });
  });

  it('keeps plain text: no-break spaces become spaces, a single-line field takes no line break', () => {
    expect(plainText('a\u00a0b\nc', false)).toBe('a b c');
    expect(plainText('a\r\n\r\nb', true)).toBe('a\n\nb');
    expect(inlineOutcome(field, 'Two\nlines').text).toBe('Two lines');
    expect(clip('ab😀', 3)).toBe('ab');
  });

  it('makes quick typing in one text one undo step, through the same history as the side form', () => {
    let state = initialHistory(doc);
    for (const text of ['H', 'He', 'Hel', 'Hello']) {
      state = editorReducer(state, {
        type: 'edit',
        change: (d) => withText(d, path, text),
        coalesceKey: inlineCoalesceKey(path),
      });
    }
    expect(valueAt(state.present, path)).toBe('Hello');
    state = editorReducer(state, { type: 'undo' });
    expect(state.present).toBe(doc);
  });
});
