import { type ContactFormField, fieldLimits, sectionSchemas } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { type FormField, formFields, nextItem } from './schema-fields.ts';

/** The Contact section's form fields list, as the section form edits it. */
function contactFieldsList(): Extract<FormField, { kind: 'items' }> {
  const form = formFields(sectionSchemas.Contact).find((f) => f.key === 'form');
  if (form?.kind !== 'group') throw new Error('Contact.form is not a group');
  const fields = form.fields.find((f) => f.key === 'fields');
  if (fields?.kind !== 'items') throw new Error('Contact.form.fields is not a list');
  return fields;
}
const contactFields = (doc = createWebsiteFixture()): ContactFormField[] => {
  const contact = doc.sections.find((s) => s.type === 'Contact');
  if (contact?.type !== 'Contact') throw new Error('no Contact section');
  return contact.form.fields;
};
const newId = () => 'new-field';

describe('contact form fields in the section form (spec §3 contact field, §9 max form fields)', () => {
  it('edits a field’s type, validator and title, and caps the list at 10', () => {
    const list = contactFieldsList();
    expect(list.max).toBe(fieldLimits.maxFormFields);
    if (list.shape.kind !== 'object') throw new Error('not objects');
    expect(list.shape.fields.map((f) => [f.key, f.kind])).toEqual([
      ['type', 'choice'],
      ['validator', 'choice'],
      ['title', 'text'],
    ]);
    const validator = list.shape.fields.find((f) => f.key === 'validator');
    expect(validator).toMatchObject({ options: ['Required', 'EmailRequired'], absent: 'null' });
  });

  it('adds an optional Text field with the custom role and a title the owner can change', () => {
    const list = contactFieldsList();
    const fields = contactFields();
    expect(fields.map((f) => f.role)).toEqual(['name', 'email', 'message']);
    const added = nextItem(list, fields, newId);
    expect(added).toEqual({
      id: 'new-field',
      role: 'custom',
      type: 'Text',
      validator: null,
      title: 'Field 4',
    });
    expect(list.list.safeParse([...fields, added]).success).toBe(true);
  });

  it('adds nothing to a full form (10 fields)', () => {
    const fields = contactFields(fullWebsiteFixture());
    expect(fields).toHaveLength(fieldLimits.maxFormFields);
    expect(nextItem(contactFieldsList(), fields, newId)).toBeNull();
  });

  it('keeps the required name, email and message fields: removing one is refused', () => {
    const list = contactFieldsList();
    const fields = contactFields();
    expect(list.list.safeParse(fields.filter((f) => f.role !== 'email')).success).toBe(false);
  });
});
