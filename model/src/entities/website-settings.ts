import { z } from 'zod';
import { cookieBannerDefaults, fieldLimits } from '../limits/index.ts';
import { openingHours, serviceArea } from './business-reach.ts';
import { localBusinessType } from './business-type.ts';
import { contactEmail, contactPhone, decidedLimits, entityId, hexColor } from './common.ts';
import { industry } from './enums.ts';
import { image } from './image.ts';

/** Spec §5: a GTM-… id has at most 16 characters (a G-… id at most 12). */
const analyticsIdMax = 16;

/** Spec §3 cookie banner, with the §9 defaults (disabled, 'This website uses cookies', 'Accept', 'Reject'). */
export const cookieBanner = z.object({
  enabled: z.boolean().default(cookieBannerDefaults.enabled),
  primaryText: z.string().max(fieldLimits.cookieText).default(cookieBannerDefaults.primaryText),
  acceptButtonText: z
    .string()
    .min(1)
    .max(fieldLimits.buttonLabel)
    .default(cookieBannerDefaults.acceptButtonText),
  rejectButtonText: z
    .string()
    .min(1)
    .max(fieldLimits.buttonLabel)
    .default(cookieBannerDefaults.rejectButtonText),
  /** Null follows the theme's background colour. */
  backgroundColor: hexColor.nullable().default(null),
});
export type CookieBanner = z.infer<typeof cookieBanner>;

/**
 * The quick-start guide's checklist (spec §3 names `publishedWebsite`; the others are ours).
 * Each flag turns true once and stays true.
 */
export const quickStartTasks = z.object({
  publishedWebsite: z.boolean().default(false),
  editedContent: z.boolean().default(false),
  customizedTheme: z.boolean().default(false),
  addedBrowserIcon: z.boolean().default(false),
  sharedWebsite: z.boolean().default(false),
  connectedDomain: z.boolean().default(false),
});
export type QuickStartTasks = z.infer<typeof quickStartTasks>;

/**
 * The business's own contact details, the source the Contact section and page metadata start from.
 * `hours` and `serviceArea` are structured for LocalBusiness JSON-LD; documents saved before they
 * existed parse with them empty.
 */
export const businessContact = z.object({
  email: contactEmail.default(''),
  phone: contactPhone.default(''),
  address: z.string().max(fieldLimits.otherContactDetails).default(''),
  hours: openingHours.default([]),
  serviceArea: serviceArea.default([]),
});
export type BusinessContact = z.infer<typeof businessContact>;

/** Spec §3 "Website settings" (the Settings panel of the designer). */
export const websiteSettings = z.object({
  /** The website id (the draft's id). */
  id: entityId,
  businessName: z
    .string()
    .min(1, 'Business name is required')
    .max(fieldLimits.businessName)
    .describe('The business name as customers know it'),
  businessDescription: z
    .string()
    .max(fieldLimits.businessDescription)
    .default('')
    .describe('What the business does, for whom and where, in 2 to 4 sentences'),
  location: z.string().max(decidedLimits.location).default('').describe('Town and region, e.g. "Austin, TX"'),
  industry: industry.optional(),
  /**
   * The schema.org type of the business (`Plumber`, `HairSalon` …), stated by the page's JSON-LD;
   * left out: `LocalBusiness`. The generator sets it from the trade it recognised.
   */
  businessType: localBusinessType
    .optional()
    .describe('The schema.org LocalBusiness subtype of the business, e.g. "Plumber"; none: LocalBusiness'),
  pageTitle: z
    .string()
    .max(fieldLimits.websiteTitle)
    .default('')
    .describe('Browser tab and search result title: business name and what it offers'),
  seoKeywords: z
    .string()
    .max(fieldLimits.seoKeywords)
    .default('')
    .describe('Comma-separated search keywords, e.g. "bakery, sourdough, Austin"'),
  favIcon: image.nullable().default(null),
  logo: image.nullable().default(null),
  /** G-… or GTM-… id; the rule (§5) lives in `validation/`. Empty: no analytics. */
  gaMeasurementId: z.string().max(analyticsIdMax).default(''),
  cookieBanner: cookieBanner.default(cookieBanner.parse({})),
  /** Spec §9 Code content 4096; published only with a custom domain (§5). */
  customHeadCode: z.string().max(fieldLimits.codeContent, 'Code content is too long').default(''),
  searchIndexing: z.boolean().default(true),
  fixedHeader: z.boolean().default(false),
  bottomBorder: z.boolean().default(false),
  /** Spec §5: hiding the 'Made with' badge is 'Not currently available'. */
  showMadeWithBadge: z.literal(true, 'Not currently available').default(true),
  quickStartTasks: quickStartTasks.default(quickStartTasks.parse({})),
  contact: businessContact.default(businessContact.parse({})),
});
export type WebsiteSettings = z.infer<typeof websiteSettings>;
