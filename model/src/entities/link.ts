import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { contactEmail, contactPhone, externalUrl, sectionId } from './common.ts';
import { buttonSize, buttonStyle, linkAcceptanceState, socialNetwork } from './enums.ts';

/**
 * Spec §3 "Link": a button or text link. What it points at depends on its `type`:
 * None (a label only), Email, Web (checked for safety, §4), Phone, Section (an anchor on the
 * page) or Social (a profile on one of the 17 networks).
 */
function linkVariants(labelMax: number) {
  const base = {
    label: z
      .string()
      .max(labelMax)
      .describe('Button text: a short call to action, 1 to 4 words, e.g. "Book a visit"'),
    buttonStyle: buttonStyle.default('solid'),
    buttonSize: buttonSize.default('Medium'),
  };
  return {
    none: z.object({ type: z.literal('None'), ...base }),
    email: z.object({ type: z.literal('Email'), ...base, email: contactEmail }),
    web: z.object({
      type: z.literal('Web'),
      ...base,
      url: externalUrl.describe('The web address the link opens'),
      /** Spec §4 link safety check; a Web link must end up Safe before it is published live. */
      acceptanceState: linkAcceptanceState.default('Pending'),
    }),
    phone: z.object({ type: z.literal('Phone'), ...base, phone: contactPhone }),
    section: z.object({
      type: z.literal('Section'),
      ...base,
      sectionId: sectionId.describe('The id of the section on this page the link scrolls to'),
    }),
    social: z.object({ type: z.literal('Social'), ...base, network: socialNetwork, url: externalUrl }),
  };
}

const button = linkVariants(fieldLimits.buttonLabel);

/** A button (§9 Button label 28). */
export const link = z.discriminatedUnion('type', [
  button.none,
  button.email,
  button.web,
  button.phone,
  button.section,
  button.social,
]);
export type Link = z.infer<typeof link>;
export type LinkOf<T extends Link['type']> = Extract<Link, { type: T }>;

/** A Web button; its `url` may be empty in a draft (Scheduling and Video need it to work, §5). */
export const webLink = button.web;
export type WebLink = z.infer<typeof webLink>;

/** A header navigation link: always a Section link, label at most 32 (§9 Nav link). */
export const navLink = linkVariants(fieldLimits.navLink).section;
export type NavLink = z.infer<typeof navLink>;

const text = linkVariants(fieldLimits.navLink);

/** A footer link (§9 Max footer links 4): any target, label at most 32 like a nav link. */
export const footerLink = z.discriminatedUnion('type', [
  text.email,
  text.web,
  text.phone,
  text.section,
  text.social,
]);
export type FooterLink = z.infer<typeof footerLink>;

/** A form's submit button (Contact, Newsletter): a label and a look, no target. */
export const submitButton = z.object({
  label: z.string().min(1).max(fieldLimits.buttonLabel).describe('Submit button text, 1 to 3 words'),
  buttonStyle: buttonStyle.default('solid'),
  buttonSize: buttonSize.default('Medium'),
});
export type SubmitButton = z.infer<typeof submitButton>;
