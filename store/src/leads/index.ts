/**
 * Leads (`customer_contact_forms`, `newsletter_subscriptions`): what visitors send through a
 * published site's forms, and the documents those forms are read from.
 */
export {
  findContactFormDocument,
  findPublishedFormsSite,
  type PublishedFormsSite,
} from './form-documents.ts';
export {
  claimUnnotifiedMessages,
  countLeads,
  countNotifiedSince,
  deleteLead,
  deleteWebsiteLeads,
  type Lead,
  type LeadCursor,
  type LeadFolder,
  type LeadMailRecipient,
  leadMailRecipients,
  leadWebsiteName,
  listLeads,
  readLeadMailSetting,
  setLeadHandled,
  type UnnotifiedMessage,
  writeLeadMailSetting,
} from './lead-inbox.ts';
export {
  type ContactMessage,
  listContactMessages,
  listNewsletterSubscribers,
  listNewsletterSubscriptions,
  type NewsletterSubscriber,
  type NewsletterSubscription,
  recordContactMessage,
  subscribeToNewsletter,
} from './visitor-leads.ts';
