import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { contactEmail, contactPhone, decidedLimits } from '../common.ts';
import { contactFieldType, contactFieldValidator, formLanguage } from '../enums.ts';
import { submitButton } from '../link.ts';
import { itemId, sectionBase, sectionHeading } from './section-base.ts';

/** The part a form field plays: one of the three required fields, or an extra field. */
export const contactFieldRole = z.enum(['name', 'email', 'message', 'custom']);
export type ContactFieldRole = z.infer<typeof contactFieldRole>;

/** What each required field must validate (spec §3: name, email and message are required). */
export const requiredContactFields = {
  name: 'Required',
  email: 'EmailRequired',
  message: 'Required',
} as const satisfies Record<Exclude<ContactFieldRole, 'custom'>, z.infer<typeof contactFieldValidator>>;

/** Spec §3 "Contact form field": Text or TextArea, Required or EmailRequired (null: optional), a title. */
export const contactFormField = z.object({
  id: itemId,
  role: contactFieldRole,
  type: contactFieldType,
  validator: contactFieldValidator.nullable(),
  title: z.string().min(1).max(fieldLimits.contactFieldTitle).describe('Field label, 1 to 3 words'),
});
export type ContactFormField = z.infer<typeof contactFormField>;

export const contactForm = z.object({
  fields: z
    .array(contactFormField)
    .max(fieldLimits.maxFormFields)
    .superRefine((fields, ctx) => {
      for (const [role, validator] of Object.entries(requiredContactFields)) {
        const matching = fields.filter((f) => f.role === role);
        if (matching.length !== 1) {
          ctx.addIssue({ code: 'custom', message: `The contact form needs exactly one ${role} field` });
        } else if (matching[0]?.validator !== validator) {
          const index = fields.indexOf(matching[0]!);
          ctx.addIssue({
            code: 'custom',
            path: [index, 'validator'],
            message: `The ${role} field is required and validated as ${validator}`,
          });
        }
      }
    }),
  language: formLanguage.default('English'),
  submitButton,
  successMessage: z
    .string()
    .min(1)
    .max(fieldLimits.successMessage)
    .describe('Shown after a visitor sends the form: thanks and when to expect an answer'),
});
export type ContactForm = z.infer<typeof contactForm>;

/** The business's details shown beside the form (§9 E-mail 64, Phone 24, Other contact details 512). */
export const contactDetails = z.object({
  email: contactEmail,
  phone: contactPhone,
  address: z.string().max(fieldLimits.otherContactDetails).describe('Street address, as on an envelope'),
  otherDetails: z
    .string()
    .max(fieldLimits.otherContactDetails)
    .describe('Opening hours, service area or anything else customers need to reach the business'),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/** Contact: heading, intro text, the business's details and the contact form. */
export const contactSection = z.object({
  type: z.literal('Contact'),
  ...sectionBase,
  heading: sectionHeading.describe('Contact heading, at most 4 words'),
  body: z.string().max(decidedLimits.sectionBody).describe('One sentence inviting visitors to get in touch'),
  details: contactDetails,
  form: contactForm,
});
export type ContactSection = z.infer<typeof contactSection>;
