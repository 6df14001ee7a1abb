import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { emailMessages, isValidEmail } from '../validation/email.ts';
import { externalUrlMessage, validateExternalUrl } from '../validation/external-url.ts';

/**
 * Building blocks shared by the entity schemas: ids, timestamps, colours, e-mail addresses.
 * The product-level validators of spec §5 (handle, URL, analytics id) live in `validation/`.
 * Content schemas only check (never transform), so the designer can round-trip what the owner
 * is typing; identity e-mails are the exception because they are keys.
 */

/**
 * Limits the spec leaves open ("not shown"), decided here and listed in the README.
 * Everything the spec does give lives in `limits/` (`fieldLimits`).
 */
export const decidedLimits = {
  /** Ids of entities and section items (uuid, nanoid or slug). */
  id: 128,
  /** Section ids double as HTML anchors (`#services-1`), so they stay short and anchor-safe. */
  sectionId: 64,
  imageDescription: 512,
  imageTags: 32,
  imageTag: 48,
  /** Identity e-mails (users, invites, subscribers) follow RFC 5321, not the 64 of contact fields. */
  identityEmail: 254,
  domainName: 253,
  location: 128,
  fontFamily: 64,
  displayName: 120,
  introductionButtons: 2,
  /** Text logos of the Logo Grid are company names, so they share the business-name limit. */
  logoText: 48,
  /** Section body text where §9 gives none (Scheduling, Contact intro, Gallery intro …). */
  sectionBody: 512,
  imageBannerText: 150,
  contactSubmissionValue: 5000,
  aiPromptText: 20_000,
  /** A suggestion's field name (`paragraph`, `pricing`, `item` …). */
  suggestionField: 40,
  /** A suggestion's words: a sentence or phrase, or for a whole item the words it is known by. */
  suggestionText: 2000,
  /** Marked suggestions one draft may carry. */
  suggestions: 200,
  /** Lines of opening hours: two per day covers a lunch break. */
  openingHoursSpans: 14,
  /** Places in a service area (each a town or region, at most `location` characters). */
  serviceAreaPlaces: 20,
  /** Digits a dialable phone number has at least (a short local number). */
  phoneDigitsMin: 5,
  /** A translated text (issue 19): the longest text field, Article content (§9 5000). */
  translationText: 5000,
  /** A text field's key: section id, item id (at most 128) and the field's path. */
  translationKey: 400,
  /** Translated texts one draft may carry: every text field of the largest page fits. */
  translations: 1000,
} as const;

export const entityId = z.string().min(1).max(decidedLimits.id);

/** A section id: letters, digits, `-` and `_`, so it works as a URL fragment for Section links. */
export const sectionId = z
  .string()
  .min(1)
  .max(decidedLimits.sectionId)
  .regex(/^[A-Za-z0-9_-]+$/, 'Section ids use letters, digits, - and _ only');

/** An ISO 8601 date-time (`2025-01-31T09:30:00.000Z`); offsets are accepted. */
export const timestamp = z.iso.datetime({ offset: true });
export type Timestamp = z.infer<typeof timestamp>;

/** A hex colour: `#` and 3 or 6 hex digits (spec §5 "Hex colour"). */
export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Invalid hex color code')
  .describe('A colour as #rgb or #rrggbb');
export type HexColor = z.infer<typeof hexColor>;

/** An identity e-mail (sign-in, invites, subscribers): trimmed and lower-cased, then checked. */
export const identityEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email').max(decidedLimits.identityEmail));

/**
 * A contact e-mail shown on the site (§9 E-mail 64). Empty means "not given"; anything else must
 * be an e-mail address ('Please enter a valid email address', §5): it becomes a mailto: link.
 */
export const contactEmail = z
  .string()
  .max(fieldLimits.email)
  .refine((value) => value === '' || isValidEmail(value.trim()), emailMessages.contactForm);
/** A phone number shown on the site (§9 Phone 24). */
export const contactPhone = z.string().max(fieldLimits.phone);
/**
 * A phone number the owner gives when creating a site: empty, or one a visitor can dial (digits,
 * spaces and `+ ( ) - . /`, at least 5 digits), because it becomes a tel: link. The content
 * schema above stays lenient so the designer can round-trip what the owner is typing.
 */
export const dialablePhone = contactPhone.refine(
  (value) =>
    value.trim() === '' ||
    (/^\+?[\d\s()./-]+$/.test(value.trim()) &&
      value.replace(/\D/g, '').length >= decidedLimits.phoneDigitsMin),
  'Please enter a phone number a customer can dial, like +1 512 555 0134',
);
/**
 * An external URL (§9 External URL 2048). Empty is allowed (§5); anything else must pass the §5 URL
 * rule ('Please enter a valid web address'), so no `javascript:` or other scheme can reach a page.
 * The value is kept as typed (the designer round-trips it); renderers write it through
 * `normaliseExternalUrl`, which adds the https:// a scheme-less address needs.
 */
export const externalUrl = z
  .string()
  .max(fieldLimits.externalUrl)
  .refine((value) => value === '' || validateExternalUrl(value).ok, externalUrlMessage);
