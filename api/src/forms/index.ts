/** Visitor forms of published sites (contact, newsletter) and the contact export (spec §5, §8, §9). */
export { contactExportApi } from './contact-export.ts';
export { checkContactSubmission, submissionMessages } from './contact-submission.ts';
export { contactsCsv, csvCell, csvText } from './contacts-csv.ts';
export { findPublishedSite, type PublishedSite } from './published-site.ts';
export { honeypotField, siteFormsApi, siteFormsOrigin, visitorAddress } from './site-forms-router.ts';
