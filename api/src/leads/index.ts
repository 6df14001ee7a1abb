/** The leads inbox (issue 17 item 2; docs/decisions/leads.md): the calls, live notices and lead e-mails. */
export { digestEmail, leadsInboxUrl, newMessageEmail } from './lead-email.ts';
export {
  announceLeadsChanged,
  cancelLeadDigests,
  leadMailRate,
  mailNewMessages,
  sendLeadDigest,
} from './lead-notices.ts';
export { encodeLeadCursor, leadRoutes } from './lead-routes.ts';
export { newsletterCsvTitles, newsletterExportApi } from './newsletter-export.ts';
